import { LIMITS, PATTERNS } from '@storefront/contracts';

export type SearchInputResult = { ok: true; value: string } | { ok: false; error: 'required' | 'domain' | 'domainOrKeyword' };

/**
 * Spec §5 domain-search wording: lowercase a-z, digits, hyphen not at start or end, at most 67 characters
 * including the dot. Accepts a keyword ("mybrand") or a full name ("mybrand.com").
 */
export function validateSearchInput(raw: string): SearchInputResult {
  const value = raw.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/.*$/, '');
  if (!value) return { ok: false, error: 'required' };
  if (value.length > LIMITS.domainSearchMax) return { ok: false, error: 'domain' };
  const labels = value.split('.');
  if (labels.some((label) => !PATTERNS.domainLabel.test(label))) {
    return { ok: false, error: labels.length > 1 ? 'domain' : 'domainOrKeyword' };
  }
  return { ok: true, value };
}
