import { isSslType, isSslValidationLevel, SSL_PRODUCTS, type SslCertificate, type SslProductCode, type SslType, type SslValidationLevel } from '@storefront/contracts';

/** The list's filters, from the page's URL query (?type=wildcard&validation=DV): server-rendered and shareable. */
export interface SslFilters {
  type: SslType | null;
  validation: SslValidationLevel | null;
}

export function parseSslFilters(params: URLSearchParams): SslFilters {
  const type = params.get('type');
  const validation = params.get('validation');
  return { type: isSslType(type) ? type : null, validation: isSslValidationLevel(validation) ? validation : null };
}

export function matchesSslFilters(certificate: SslCertificate, { type, validation }: SslFilters): boolean {
  return (!type || certificate.type === type) && (!validation || certificate.validation === validation);
}

/** The locale-less path of a page with query parameters, leaving out those without a value. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const isSslKey = (value: string): value is SslProductCode => (SSL_PRODUCTS as readonly string[]).includes(value);

/**
 * The certificates chosen for the comparison (?keys=a,b or ?keys=a&keys=b, as a plain form sends them):
 * known keys only, each once, in the order given; none means all.
 */
export function parseCompareKeys(params: URLSearchParams): SslProductCode[] {
  const keys = params.getAll('keys').flatMap((value) => value.split(',')).map((value) => value.trim());
  return [...new Set(keys.filter(isSslKey))];
}

/** The comparison of these certificates (keys are lowercase words and hyphens: the comma-separated list needs no escaping). */
export function comparePath(keys: readonly SslProductCode[] | readonly string[]): string {
  return keys.length ? `/ssl/compare?keys=${keys.map(encodeURIComponent).join(',')}` : '/ssl/compare';
}
