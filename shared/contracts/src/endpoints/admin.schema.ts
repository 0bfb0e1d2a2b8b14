import { adminEndpoints } from './admin';
import { bindSchemas } from './endpoint.schema';

export const adminSchemas = bindSchemas('admin', adminEndpoints, {});
