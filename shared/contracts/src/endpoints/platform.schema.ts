import { platformEndpoints } from './platform';
import { bindSchemas } from './endpoint.schema';

export const platformSchemas = bindSchemas('platform', platformEndpoints, {});
