import { supportSchemas } from './support.schema';
import { geoSchemas } from './geo.schema';
import { blogSchemas } from './blog.schema';
import { eventsSchemas } from './events.schema';
import { accountSchemas } from './account.schema';
import { adminSchemas } from './admin.schema';
import { billingSchemas } from './billing.schema';
import { cartSchemas } from './cart.schema';
import { catalogueSchemas } from './catalogue.schema';
import { devSchemas } from './dev.schema';
import { domainsSchemas } from './domains.schema';
import { identitySchemas } from './identity.schema';
import { paymentsSchemas } from './payments.schema';
import { platformSchemas } from './platform.schema';

/**
 * Every declared endpoint by area, bound to its schemas: the api's routes are exactly these (api/test/endpoints.test.ts
 * fails on a declaration without a route or a route without a declaration).
 */
export const API_SCHEMAS: {
  readonly platform: typeof platformSchemas;
  readonly identity: typeof identitySchemas;
  readonly account: typeof accountSchemas;
  readonly catalogue: typeof catalogueSchemas;
  readonly domains: typeof domainsSchemas;
  readonly cart: typeof cartSchemas;
  readonly payments: typeof paymentsSchemas;
  readonly billing: typeof billingSchemas;
  readonly admin: typeof adminSchemas;
  readonly dev: typeof devSchemas;
  readonly support: typeof supportSchemas;
  readonly geo: typeof geoSchemas;
  readonly blog: typeof blogSchemas;
  readonly events: typeof eventsSchemas;
} = {
  platform: platformSchemas,
  identity: identitySchemas,
  account: accountSchemas,
  catalogue: catalogueSchemas,
  domains: domainsSchemas,
  cart: cartSchemas,
  payments: paymentsSchemas,
  billing: billingSchemas,
  admin: adminSchemas,
  dev: devSchemas,
  support: supportSchemas,
  geo: geoSchemas,
  blog: blogSchemas,
  events: eventsSchemas,
};
