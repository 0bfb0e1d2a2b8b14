import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026_11_22_0001_initial';
import * as identity from './migrations/2026_11_23_0001_identity';
import * as domains from './migrations/2026_11_24_0001_domains';
import * as orders from './migrations/2026_11_25_0001_orders';
import * as contacts from './migrations/2026_11_26_0001_contacts';
import * as vouchers from './migrations/2026_11_27_0001_vouchers';
import * as paymentMethod from './migrations/2026_11_28_0001_payment_method';
import * as paymentSessions from './migrations/2026_11_29_0001_payment_sessions';
import * as promoCredit from './migrations/2026_11_29_0002_promo_credit';
import * as invoicePromoCredit from './migrations/2026_11_29_0003_invoice_promo_credit';
import * as moneyBigint from './migrations/2026_11_30_0001_money_bigint';
import * as paymentAnomalies from './migrations/2026_11_30_0002_payment_anomalies';
import * as orderDetached from './migrations/2026_11_30_0003_order_detached';
import * as supportMessages from './migrations/2026_12_01_0001_support_messages';
import * as blogPosts from './migrations/2026_12_01_0002_blog_posts';
import * as metaEvents from './migrations/2026_12_01_0003_meta_events';
import * as sslCertificates from './migrations/2026_12_02_0001_ssl_certificates';
import * as remoteAudit from './migrations/2026_12_03_0001_remote_audit';
import * as remoteCanary from './migrations/2026_12_04_0001_remote_canary';
import * as remotePreviews from './migrations/2026_12_27_0001_remote_previews';
import * as remoteHealthAddress from './migrations/2026_12_29_0001_remote_health_address';
import * as cardFingerprints from './migrations/2026_12_30_0001_card_fingerprints';
import * as fulfilmentJobs from './migrations/2026_12_31_0001_fulfilment_jobs';
import * as providerReference from './migrations/2027_01_01_0001_provider_reference';
import * as cardSetupState from './migrations/2027_01_02_0001_card_setup_state';
import * as staffAlertResolution from './migrations/2027_01_03_0001_staff_alert_resolution';
import * as jobWorkers from './migrations/2027_01_04_0001_job_workers';
import * as wordpressPackages from './migrations/2027_01_05_0001_wordpress_packages';
import * as staffOrderIndexes from './migrations/2027_01_06_0001_staff_order_indexes';
import * as staffCustomerIndexes from './migrations/2027_01_06_0002_staff_customer_indexes';
import * as staffSearchIndexes from './migrations/2027_01_06_0003_staff_search_indexes';
import * as orderPaidMethod from './migrations/2027_01_06_0004_order_paid_method';
import * as cloudServers from './migrations/2026_12_05_0001_cloud_servers';
import * as hosting from './migrations/2026_12_06_0001_hosting';
import * as services from './migrations/2026_12_07_0001_services';
import * as staffConsole from './migrations/2026_12_10_0001_staff_console';
import * as profile from './migrations/2026_12_08_0001_profile';
import * as fortuneWheel from './migrations/2026_12_09_0001_fortune_wheel';
import * as trials from './migrations/2026_12_09_0002_trials';
import * as savedCards from './migrations/2026_12_08_0002_saved_cards';
import * as loyaltyAffiliate from './migrations/2026_12_13_0001_loyalty_affiliate';
import * as slaCreditsAndBanners from './migrations/2026_12_14_0001_sla_credits_and_banners';
import * as eContracts from './migrations/2026_12_11_0001_e_contracts';
import * as companyInfo from './migrations/2026_12_12_0001_company_info';
import * as awsConsulting from './migrations/2026_12_22_0001_aws_consulting';
import * as staffCapabilities from './migrations/2026_12_23_0001_staff_capabilities';
import * as phoneNumbers from './migrations/2026_12_24_0001_phone_numbers';
import * as wheelRefundTakebacks from './migrations/2026_12_25_0001_wheel_refund_takebacks';
import type { Database } from './database';

/** Migrations by date, imported statically (no folder scan: works the same under tsx, jest and a bundle). */
const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_23_0001_identity': identity,
  '2026_11_24_0001_domains': domains,
  '2026_11_25_0001_orders': orders,
  '2026_11_26_0001_contacts': contacts,
  '2026_11_27_0001_vouchers': vouchers,
  '2026_11_28_0001_payment_method': paymentMethod,
  '2026_11_29_0001_payment_sessions': paymentSessions,
  '2026_11_29_0002_promo_credit': promoCredit,
  '2026_11_29_0003_invoice_promo_credit': invoicePromoCredit,
  '2026_11_30_0001_money_bigint': moneyBigint,
  '2026_11_30_0002_payment_anomalies': paymentAnomalies,
  '2026_11_30_0003_order_detached': orderDetached,
  '2026_12_01_0001_support_messages': supportMessages,
  '2026_12_01_0002_blog_posts': blogPosts,
  '2026_12_01_0003_meta_events': metaEvents,
  '2026_12_02_0001_ssl_certificates': sslCertificates,
  '2026_12_03_0001_remote_audit': remoteAudit,
  '2026_12_04_0001_remote_canary': remoteCanary,
  '2026_12_05_0001_cloud_servers': cloudServers,
  '2026_12_06_0001_hosting': hosting,
  '2026_12_07_0001_services': services,
  '2026_12_10_0001_staff_console': staffConsole,
  '2026_12_08_0001_profile': profile,
  '2026_12_09_0001_fortune_wheel': fortuneWheel,
  '2026_12_09_0002_trials': trials,
  '2026_12_08_0002_saved_cards': savedCards,
  '2026_12_13_0001_loyalty_affiliate': loyaltyAffiliate,
  '2026_12_14_0001_sla_credits_and_banners': slaCreditsAndBanners,
  '2026_12_11_0001_e_contracts': eContracts,
  '2026_12_12_0001_company_info': companyInfo,
  '2026_12_22_0001_aws_consulting': awsConsulting,
  '2026_12_23_0001_staff_capabilities': staffCapabilities,
  '2026_12_24_0001_phone_numbers': phoneNumbers,
  '2026_12_25_0001_wheel_refund_takebacks': wheelRefundTakebacks,
  '2026_12_27_0001_remote_previews': remotePreviews,
  '2026_12_29_0001_remote_health_address': remoteHealthAddress,
  '2026_12_30_0001_card_fingerprints': cardFingerprints,
  '2026_12_31_0001_fulfilment_jobs': fulfilmentJobs,
  '2027_01_01_0001_provider_reference': providerReference,
  '2027_01_02_0001_card_setup_state': cardSetupState,
  '2027_01_03_0001_staff_alert_resolution': staffAlertResolution,
  '2027_01_04_0001_job_workers': jobWorkers,
  '2027_01_05_0001_wordpress_packages': wordpressPackages,
  '2027_01_06_0001_staff_order_indexes': staffOrderIndexes,
  '2027_01_06_0002_staff_customer_indexes': staffCustomerIndexes,
  '2027_01_06_0003_staff_search_indexes': staffSearchIndexes,
  '2027_01_06_0004_order_paid_method': orderPaidMethod,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/**
 * Brings the database to the latest migration. With a schema of its own (tests on PostgreSQL), the
 * migration tables live in that schema: Kysely looks for them across all schemas otherwise, and would
 * take another schema's for its own.
 */
export async function migrateToLatest(db: Kysely<Database>, schema: string | null = null): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
