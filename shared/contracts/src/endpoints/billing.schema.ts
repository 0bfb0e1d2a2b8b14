import { billingEndpoints } from './billing';
import { bindSchemas } from './endpoint.schema';

export const billingSchemas = bindSchemas('billing', billingEndpoints, {});
