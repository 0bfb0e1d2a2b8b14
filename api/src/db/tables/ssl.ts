import type { ColumnType, Selectable } from 'kysely';
import type { SslContent, SslProductCode, SslSiteSeal, SslType, SslValidationLevel } from '@storefront/contracts';

type Json<T> = ColumnType<T, string, string>;

/**
 * The facts and words of one SSL product (migration 2026_12_02_0001_ssl_certificates); its name and yearly
 * price are the products row of the same key.
 */
export interface SslCertificatesTable {
  key: SslProductCode;
  coverage: SslType;
  validation: SslValidationLevel;
  issuer: string;
  /** The relying-party warranty in cents (bigint, read as a number: connect.ts parseInt8). */
  warranty: number;
  issuance_unit: 'minutes' | 'business-days';
  issuance_min: number;
  issuance_max: number;
  /** Names covered by the price (the primary name and its SANs for multi-domain). */
  domains: number;
  site_seal: SslSiteSeal;
  content_en: Json<SslContent>;
  content_km: Json<SslContent>;
}

/** The SSL area's tables (added to the Database interface in ../database.ts). */
export interface SslTables {
  ssl_certificates: SslCertificatesTable;
}

export type SslCertificateRow = Selectable<SslCertificatesTable>;
