import { accountEndpoints } from './account';
import { bindSchemas } from './endpoint.schema';

export const accountSchemas = bindSchemas('account', accountEndpoints, {});
