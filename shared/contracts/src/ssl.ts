import { SSL_COVERAGE } from './catalogue';

/**
 * SSL certificates (spec §2 "SSL pages: types, validation levels, comparison, detail with pricing, specs,
 * requirements, disclaimers, paperwork", §3 the 13 products, §7 GET /ssl-certificates). The facts and the
 * words of each certificate live in the database; the api prices every term and answers in the x-locale
 * language. Money in integer cents of USD. The constants here carry no zod (the pages import them); the
 * answers' schemas and types are in ssl.schema.ts.
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
