import { identityEndpoints } from './identity';
import { bindSchemas } from './endpoint.schema';

export const identitySchemas = bindSchemas('identity', identityEndpoints, {});
