import { devEndpoints } from './dev';
import { bindSchemas } from './endpoint.schema';

export const devSchemas = bindSchemas('dev', devEndpoints, {});
