import type { TldRegion } from '@storefront/contracts';

type Tag = 'hot' | 'sale' | 'premium';
interface TldSeed {
  tld: string;
  region?: TldRegion;
  register: number;
  renew: number;
  transfer: number;
  tags?: Tag[];
  /** Regular prices of a TLD on sale: the price above is below them (GET /api/domains/discount). */
  regular?: { register?: number; renew?: number; transfer?: number };
}

/** Generic TLDs with yearly prices in cents. */
export const GENERIC_TLDS: TldSeed[] = [
  { tld: 'com', register: 1199, renew: 1399, transfer: 1199, tags: ['hot'] },
  { tld: 'net', register: 1399, renew: 1599, transfer: 1399 },
  { tld: 'org', register: 1299, renew: 1499, transfer: 1299 },
  { tld: 'info', register: 399, renew: 2299, transfer: 1999, tags: ['sale'], regular: { register: 1999 } },
  { tld: 'biz', register: 1499, renew: 1899, transfer: 1699 },
  { tld: 'xyz', register: 199, renew: 1399, transfer: 1299, tags: ['sale'], regular: { register: 1299, transfer: 1499 } },
  { tld: 'online', register: 299, renew: 3499, transfer: 2999, tags: ['sale'], regular: { register: 2999 } },
  { tld: 'store', register: 499, renew: 5299, transfer: 4999, tags: ['hot'] },
  { tld: 'tech', register: 699, renew: 4999, transfer: 4499 },
  { tld: 'site', register: 299, renew: 2999, transfer: 2799 },
  { tld: 'cloud', register: 999, renew: 2299, transfer: 1999, tags: ['hot'] },
  { tld: 'app', register: 1599, renew: 1799, transfer: 1599 },
  { tld: 'dev', register: 1399, renew: 1599, transfer: 1399 },
  { tld: 'shop', register: 399, renew: 3499, transfer: 2999, tags: ['sale'], regular: { register: 2999, transfer: 3499 } },
  { tld: 'asia', register: 1299, renew: 1499, transfer: 1299 },
  { tld: 'website', register: 299, renew: 2499, transfer: 2299 },
  { tld: 'space', register: 199, renew: 2399, transfer: 2199 },
  { tld: 'company', register: 899, renew: 1999, transfer: 1799 },
  { tld: 'agency', register: 1199, renew: 2499, transfer: 2299 },
  { tld: 'ai', register: 7999, renew: 7999, transfer: 7999, tags: ['premium'] },
];

/** Country-code TLDs with their region. */
export const COUNTRY_TLDS: TldSeed[] = [
  { tld: 'kh', region: 'asia', register: 5000, renew: 5000, transfer: 5000, tags: ['hot'] },
  { tld: 'com.kh', region: 'asia', register: 3500, renew: 3500, transfer: 3500, tags: ['hot'] },
  { tld: 'th', region: 'asia', register: 4299, renew: 4299, transfer: 4299 },
  { tld: 'co.th', region: 'asia', register: 3299, renew: 3299, transfer: 3299 },
  { tld: 'sg', region: 'asia', register: 3999, renew: 3999, transfer: 3999 },
  { tld: 'vn', region: 'asia', register: 3699, renew: 3699, transfer: 3699 },
  { tld: 'jp', region: 'asia', register: 3999, renew: 3999, transfer: 3999 },
  { tld: 'in', region: 'asia', register: 899, renew: 1299, transfer: 1199, tags: ['sale'], regular: { register: 1099, renew: 1499 } },
  { tld: 'io', region: 'asia', register: 4499, renew: 4999, transfer: 4499, tags: ['hot'] },
  { tld: 'uk', region: 'europe', register: 899, renew: 1099, transfer: 999 },
  { tld: 'co.uk', region: 'europe', register: 899, renew: 1099, transfer: 999 },
  { tld: 'de', region: 'europe', register: 899, renew: 999, transfer: 899 },
  { tld: 'fr', region: 'europe', register: 1099, renew: 1299, transfer: 1099 },
  { tld: 'eu', region: 'europe', register: 699, renew: 999, transfer: 899, tags: ['sale'], regular: { register: 899, renew: 1199 } },
  { tld: 'nl', region: 'europe', register: 899, renew: 1099, transfer: 899 },
  { tld: 'us', region: 'americas', register: 699, renew: 1099, transfer: 999 },
  { tld: 'ca', region: 'americas', register: 1399, renew: 1599, transfer: 1399 },
  { tld: 'com.br', region: 'americas', register: 1999, renew: 1999, transfer: 1999 },
  { tld: 'mx', region: 'americas', register: 3499, renew: 3499, transfer: 3499 },
  { tld: 'co.za', region: 'africa', register: 999, renew: 999, transfer: 999 },
  { tld: 'ng', region: 'africa', register: 2999, renew: 2999, transfer: 2999 },
  { tld: 'ke', region: 'africa', register: 2499, renew: 2499, transfer: 2499 },
  { tld: 'ma', region: 'africa', register: 2799, renew: 2799, transfer: 2799 },
];
