import type { Kysely } from 'kysely';
import type { Locale, SslCertificate, SslContent } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { SslCertificateRow } from '../db/tables/ssl';
import { sslTermPrices } from './ssl-pricing';

type Row = SslCertificateRow & { name: string; price: number };

/** The SSL products with their facts: the products row (name, yearly price, order) and its ssl_certificates row. */
function certificates(db: Kysely<Database>) {
  return db
    .selectFrom('ssl_certificates')
    .innerJoin('products', 'products.key', 'ssl_certificates.key')
    .selectAll('ssl_certificates')
    .select(['products.name', 'products.price'])
    .where('products.type', '=', 'ssl');
}

export function toSslCertificate(row: Row, locale: Locale): SslCertificate {
  const content: SslContent = locale === 'km' ? row.content_km : row.content_en;
  return {
    key: row.key,
    name: row.name,
    type: row.coverage,
    validation: row.validation,
    issuer: row.issuer,
    pricePerYear: row.price,
    prices: sslTermPrices(row.price),
    warranty: row.warranty,
    issuance: { unit: row.issuance_unit, min: row.issuance_min, max: row.issuance_max },
    domains: row.domains,
    siteSeal: row.site_seal,
    content,
  };
}

/** Every SSL certificate in the catalogue's order, in the reader's language. */
export async function listSslCertificates(db: Kysely<Database>, locale: Locale): Promise<SslCertificate[]> {
  const rows = await certificates(db).orderBy('products.sort').orderBy('products.key').execute();
  return rows.map((row) => toSslCertificate(row, locale));
}

export async function findSslCertificate(db: Kysely<Database>, key: string, locale: Locale): Promise<SslCertificate | undefined> {
  const row = await certificates(db).where('ssl_certificates.key', '=', key as SslCertificateRow['key']).executeTakeFirst();
  return row && toSslCertificate(row, locale);
}

/** The keys of the SSL certificates, in the catalogue's order (the sitemap's /ssl/{key} pages). */
export async function sslCertificateKeys(db: Kysely<Database>): Promise<string[]> {
  return (await certificates(db).select('ssl_certificates.key as key').orderBy('products.sort').orderBy('products.key').execute()).map((row) => row.key);
}

/** What a certificate covers and how many names its price includes (an SSL cart item's check). */
export async function findSslCoverage(db: Kysely<Database>, key: string): Promise<Pick<SslCertificateRow, 'coverage' | 'domains'> | undefined> {
  return db.selectFrom('ssl_certificates').select(['coverage', 'domains']).where('key', '=', key as SslCertificateRow['key']).executeTakeFirst();
}
