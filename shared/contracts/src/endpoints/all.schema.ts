import { supportSchemas } from './support.schema';
import { geoSchemas } from './geo.schema';
import { blogSchemas } from './blog.schema';
import { eventsSchemas } from './events.schema';
import { accountSchemas } from './account.schema';
import { adminSchemas } from './admin.schema';
import { billingSchemas } from './billing.schema';
import { cartSchemas } from './cart.schema';
import { catalogueSchemas } from './catalogue.schema';
import { cloudServerSchemas } from './cloud-servers.schema';
import { hostingSchemas } from './hosting.schema';
import { devSchemas } from './dev.schema';
import { domainsSchemas } from './domains.schema';
import { identitySchemas } from './identity.schema';
import { paymentsSchemas } from './payments.schema';
import { platformSchemas } from './platform.schema';
import { servicesSchemas } from './services.schema';
import { slaSchemas } from './sla.schema';
import { promotionAssetSchemas } from './promotion-assets.schema';
import { trialSettingsSchemas } from './trial-settings.schema';
import { staffConsoleSchemas } from './staff-console.schema';
import { staffOperationsSchemas } from './staff-operations.schema';
import { profileSchemas } from './profile.schema';
import { fortuneWheelSchemas } from './fortune-wheel.schema';
import { trialSchemas } from './trial.schema';
import { voucherSuggestionSchemas } from './voucher-suggestion.schema';
import { cardsSchemas } from './cards.schema';
import { voucherWalletSchemas } from './vouchers.schema';
import { programmesSchemas } from './programmes.schema';
import { eContractsSchemas } from './e-contracts.schema';
import { staffAlertSchemas } from './staff-alerts.schema';
import { staffOrderSchemas } from './staff-orders.schema';
import { staffSearchSchemas } from './staff-search.schema';

/**
 * Every declared endpoint by area, bound to its schemas: the api's routes are exactly these (api/test/endpoints.test.ts
 * fails on a declaration without a route or a route without a declaration).
 */
export const API_SCHEMAS: {
  readonly platform: typeof platformSchemas;
  readonly identity: typeof identitySchemas;
  readonly account: typeof accountSchemas;
  readonly catalogue: typeof catalogueSchemas;
  readonly cloudServers: typeof cloudServerSchemas;
  readonly hosting: typeof hostingSchemas;
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
  readonly services: typeof servicesSchemas;
  readonly sla: typeof slaSchemas;
  readonly promotionAssets: typeof promotionAssetSchemas;
  readonly trialSettings: typeof trialSettingsSchemas;
  readonly staffConsole: typeof staffConsoleSchemas;
  readonly staffOperations: typeof staffOperationsSchemas;
  readonly profile: typeof profileSchemas;
  readonly fortuneWheel: typeof fortuneWheelSchemas;
  readonly trial: typeof trialSchemas;
  readonly voucherSuggestion: typeof voucherSuggestionSchemas;
  readonly cards: typeof cardsSchemas;
  readonly vouchers: typeof voucherWalletSchemas;
  readonly programmes: typeof programmesSchemas;
  readonly eContracts: typeof eContractsSchemas;
  readonly staffAlerts: typeof staffAlertSchemas;
  readonly staffOrders: typeof staffOrderSchemas;
  readonly staffSearch: typeof staffSearchSchemas;
} = {
  platform: platformSchemas,
  identity: identitySchemas,
  account: accountSchemas,
  catalogue: catalogueSchemas,
  cloudServers: cloudServerSchemas,
  hosting: hostingSchemas,
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
  services: servicesSchemas,
  sla: slaSchemas,
  promotionAssets: promotionAssetSchemas,
  trialSettings: trialSettingsSchemas,
  staffConsole: staffConsoleSchemas,
  staffOperations: staffOperationsSchemas,
  profile: profileSchemas,
  fortuneWheel: fortuneWheelSchemas,
  trial: trialSchemas,
  voucherSuggestion: voucherSuggestionSchemas,
  cards: cardsSchemas,
  vouchers: voucherWalletSchemas,
  programmes: programmesSchemas,
  eContracts: eContractsSchemas,
  staffAlerts: staffAlertSchemas,
  staffOrders: staffOrderSchemas,
  staffSearch: staffSearchSchemas,
};
