import { catalogueEndpoints } from './catalogue';
import { bindSchemas } from './endpoint.schema';

export const catalogueSchemas = bindSchemas('catalogue', catalogueEndpoints, {});
