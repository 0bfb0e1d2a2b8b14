import { z } from 'zod';
import { BILLING_TERMS, SSL_COVERAGE, SSL_PRODUCTS } from './catalogue';

/**
 * SSL certificates (spec §2 "SSL pages: types, validation levels, comparison, detail with pricing, specs,
 * requirements, disclaimers, paperwork", §3 the 13 products, §7 GET /ssl-certificates). The facts and the
 * words of each certificate live in the database; the api prices every term and answers in the x-locale
 * language. Money in integer cents of USD.
 */

/** What a certificate covers: one name, several names, or a name and all its subdomains of one level. */
export type SslType = (typeof SSL_COVERAGE)[number];
export const SSL_TYPES = SSL_COVERAGE;

/** How the certificate authority checks the applicant: domain control, the organisation, or extended checks. */
export const SSL_VALIDATION_LEVELS = ['DV', 'OV', 'EV'] as const;
export type SslValidationLevel = (typeof SSL_VALIDATION_LEVELS)[number];

/** A site seal the certificate authority provides: a static image, or a dynamic one showing the verified details. */
export const SSL_SITE_SEALS = ['static', 'dynamic'] as const;
export type SslSiteSeal = (typeof SSL_SITE_SEALS)[number];

export const SSL_ISSUANCE_UNITS = ['minutes', 'business-days'] as const;

export const isSslType = (value: unknown): value is SslType => typeof value === 'string' && (SSL_TYPES as readonly string[]).includes(value);
export const isSslValidationLevel = (value: unknown): value is SslValidationLevel =>
  typeof value === 'string' && (SSL_VALIDATION_LEVELS as readonly string[]).includes(value);

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
