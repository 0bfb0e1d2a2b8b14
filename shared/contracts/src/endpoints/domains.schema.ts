import { domainsEndpoints } from './domains';
import { bindSchemas } from './endpoint.schema';

export const domainsSchemas = bindSchemas('domains', domainsEndpoints, {});
