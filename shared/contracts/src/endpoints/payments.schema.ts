import { paymentsEndpoints } from './payments';
import { bindSchemas } from './endpoint.schema';

export const paymentsSchemas = bindSchemas('payments', paymentsEndpoints, {});
