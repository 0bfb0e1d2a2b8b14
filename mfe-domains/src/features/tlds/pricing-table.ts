import type { PricedTld } from '@storefront/contracts';

export type PricingSort = 'name' | 'register' | 'renew' | 'transfer';
export const PRICING_SORTS: readonly PricingSort[] = ['name', 'register', 'renew', 'transfer'];

export interface PricingRow {
  tld: string;
  tags: PricedTld['tags'];
  /** The server's totals for the chosen term; null when the api gave none for it. */
  register: number | null;
  renew: number | null;
  transfer: number | null;
}

/**
 * The price table's rows: the server's totals for the chosen term (a 1-year term may fall back to the yearly
 * prices), filtered by the TLD text ("com" matches .com, .com.kh …; a leading dot is ignored) and sorted.
 */
export function pricingRows(tlds: readonly PricedTld[], { years, text, sort }: { years: number; text: string; sort: PricingSort }): PricingRow[] {
  const query = text.trim().toLowerCase().replace(/^\.+/, '');
  const rows = tlds
    .filter((tld) => !query || tld.tld.includes(query))
    .map((tld) => ({
      tld: tld.tld,
      tags: tld.tags,
      register: tld.totals?.register ?? (years === 1 ? tld.registerPrice : null),
      renew: tld.totals?.renew ?? (years === 1 ? tld.renewPrice : null),
      transfer: tld.totals?.transfer ?? (years === 1 ? tld.transferPrice : null),
    }));
  const byName = (a: PricingRow, b: PricingRow) => a.tld.localeCompare(b.tld);
  if (sort === 'name') return rows.sort(byName);
  return rows.sort((a, b) => (a[sort] ?? Number.MAX_SAFE_INTEGER) - (b[sort] ?? Number.MAX_SAFE_INTEGER) || byName(a, b));
}

/** A whole number of years from the URL, 1 to `max`. */
export function parseYears(raw: string | null, max: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : 1;
}
