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

/** The most names one multi-domain certificate order may list (its included names are the product's own limit). */
export const SSL_MAX_NAMES = 100;

/** What the names of an SSL order may be, in the words the api answers with (spec §5 style). */
export const SSL_NAME_MESSAGES = {
  oneName: 'This certificate covers one name. Choose a multi-domain certificate for more',
  tooManyNames: 'This certificate covers up to {count} names',
  repeatedName: 'Each name can be listed once',
  wildcardName: "Enter the name without '*.': the certificate covers it and all its subdomains",
  /** Spec §5 (checked by the api: it knows which names came free with a hosting plan). */
  freeDomain: 'Free domains cannot get an SSL certificate',
} as const;

export type SslNameProblem = { message: keyof typeof SSL_NAME_MESSAGES; count?: number };

/**
 * Checks the names of an SSL order against what the certificate covers (spec §2/§3: single-domain one name,
 * multi-domain the primary name and its SANs up to the names its price includes, wildcard `*.name` and `name`).
 * Names are already valid domain names (validation.schema's domainNameSchema). Null when they fit.
 */
export function sslNamesProblem(type: SslType, included: number, domain: string, sans: readonly string[]): SslNameProblem | null {
  if (domain.startsWith('*.')) return { message: 'wildcardName' };
  if (type !== 'multi-domain') return sans.length > 0 ? { message: 'oneName' } : null;
  const names = [domain, ...sans].map((name) => name.toLowerCase());
  if (new Set(names).size !== names.length) return { message: 'repeatedName' };
  return names.length > included ? { message: 'tooManyNames', count: included } : null;
}

/** The names a certificate is issued for: a wildcard covers `*.name` and `name`. */
export function sslCoveredNames(type: SslType, domain: string, sans: readonly string[]): string[] {
  if (type === 'wildcard') return [`*.${domain}`, domain];
  return type === 'multi-domain' ? [domain, ...sans] : [domain];
}
