import { z } from 'zod';
import { BILLING_TERMS, SSL_COVERAGE, SSL_PRODUCTS } from './catalogue';
import { SSL_ISSUANCE_UNITS, SSL_SITE_SEALS, SSL_VALIDATION_LEVELS } from './ssl';

/**
 * The answers of GET /api/ssl-certificates and /api/ssl-certificates/:key, for the api and the tests (the
 * browser imports only their types; the constants are in ssl.ts, without zod).
 */

/** The price of one term, computed by the api: the total, its monthly equivalent, and the saving against buying year by year. */
export const sslTermPriceSchema = z.object({
  years: z.literal(BILLING_TERMS.ssl.terms),
  /** The whole term, in cents. */
  price: z.number().int().nonnegative(),
  /** The term's price spread over its months, rounded to the cent. */
  perMonth: z.number().int().nonnegative(),
  /** The 1-year price times the years, less this term's price (0 when the term costs the same per year). */
  saving: z.number().int().nonnegative(),
});
export type SslTermPrice = z.infer<typeof sslTermPriceSchema>;

/** The words about a certificate in the reader's language. */
export const sslContentSchema = z.object({
  /** One or two sentences: who the certificate is for. */
  summary: z.string(),
  specs: z.array(z.string()),
  /** What the certificate authority checks before it issues. */
  requirements: z.array(z.string()),
  disclaimers: z.array(z.string()),
  /** The documents to send (OV and EV need company documents; DV none). */
  paperwork: z.array(z.string()),
});
export type SslContent = z.infer<typeof sslContentSchema>;

export const sslCertificateSchema = z.object({
  key: z.enum(SSL_PRODUCTS),
  name: z.string(),
  type: z.enum(SSL_COVERAGE),
  validation: z.enum(SSL_VALIDATION_LEVELS),
  /** The certificate authority that issues it. */
  issuer: z.string(),
  /** The 1-year price in cents: the "from" price of the list. */
  pricePerYear: z.number().int().nonnegative(),
  /** One entry per term of BILLING_TERMS.ssl, shortest first. */
  prices: z.array(sslTermPriceSchema),
  /** The certificate authority's relying-party warranty, in cents. */
  warranty: z.number().int().nonnegative(),
  /** How long issuing takes once validation is complete: from `min` to `max` `unit`. */
  issuance: z.object({ unit: z.enum(SSL_ISSUANCE_UNITS), min: z.number().int().positive(), max: z.number().int().positive() }),
  /** Names covered by the price: 1 for single-domain and wildcard (the wildcard name), the primary name and its SANs for multi-domain. */
  domains: z.number().int().positive(),
  siteSeal: z.enum(SSL_SITE_SEALS),
  content: sslContentSchema,
});
export type SslCertificate = z.infer<typeof sslCertificateSchema>;

/** GET /api/ssl-certificates/:key */
export const sslKeyParamsSchema = z.object({ key: z.string().max(64) });
