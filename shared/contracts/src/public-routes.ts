import type { FeatureFlags } from './config';
import type { RemoteName } from './remotes';

/**
 * The storefront's public pages (spec §2 route table): the pages a search engine may list, each with its
 * sitemap priority and change frequency, said once here. The api's /sitemap.xml and /robots.txt are built from
 * this list; the server renderer can read canonical paths from it. Paths are locale-less (English); every one
 * also exists under /km.
 *
 * A path with a `{param}` is one page per item (one per TLD, per SSL product, per blog post): a sitemap source
 * of the api lists its items; without one, nothing of that pattern is listed.
 */

/** sitemaps.org `<changefreq>` values. */
export type SitemapChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

/** Who serves a page: the shell itself, or the remote owning its path prefix (REMOTES in remotes.ts). */
export type PageOwner = 'shell' | RemoteName;

export interface PublicRoute {
  /** Locale-less path; `{name}` marks a parameter (`/domain/tld/{tld}`). */
  readonly path: string;
  readonly owner: PageOwner;
  /** sitemaps.org `<priority>`, 0.0–1.0. */
  readonly priority: number;
  readonly changefreq: SitemapChangeFrequency;
  /** The feature flag the page needs (spec §2: with the flag off the page is a maintenance or construction page). */
  readonly flag?: keyof FeatureFlags;
  /** When the page's content last changed (YYYY-MM-DD), for a page whose content is dated in the code. */
  readonly lastmod?: string;
}

export const PUBLIC_ROUTES = [
  { path: '/', owner: 'shell', priority: 1.0, changefreq: 'daily' },

  // Domains (mfe_domains).
  { path: '/domain', owner: 'mfe_domains', priority: 0.9, changefreq: 'weekly' },
  { path: '/domain/gtld', owner: 'mfe_domains', priority: 0.8, changefreq: 'weekly' },
  { path: '/domain/cctld', owner: 'mfe_domains', priority: 0.8, changefreq: 'weekly' },
  { path: '/domain/pricing', owner: 'mfe_domains', priority: 0.8, changefreq: 'weekly' },
  { path: '/domain/tld/{tld}', owner: 'mfe_domains', priority: 0.7, changefreq: 'weekly' },
  { path: '/domain/transfer', owner: 'mfe_domains', priority: 0.7, changefreq: 'monthly' },
  { path: '/whois', owner: 'mfe_domains', priority: 0.6, changefreq: 'monthly' },

  // Hosting, cloud, SSL, AWS and SMS (mfe_hosting).
  { path: '/hosting/shared', owner: 'mfe_hosting', priority: 0.9, changefreq: 'weekly', flag: 'sharedHosting' },
  { path: '/hosting/cloud', owner: 'mfe_hosting', priority: 0.9, changefreq: 'weekly', flag: 'cloudHosting' },
  { path: '/hosting/wordpress', owner: 'mfe_hosting', priority: 0.9, changefreq: 'weekly', flag: 'wordpressHosting' },
  { path: '/cloud', owner: 'mfe_hosting', priority: 0.9, changefreq: 'weekly', flag: 'cloud' },
  { path: '/ssl', owner: 'mfe_hosting', priority: 0.9, changefreq: 'weekly' },
  { path: '/ssl/compare', owner: 'mfe_hosting', priority: 0.7, changefreq: 'monthly' },
  { path: '/ssl/{key}', owner: 'mfe_hosting', priority: 0.8, changefreq: 'weekly' },
  { path: '/aws-partner', owner: 'mfe_hosting', priority: 0.7, changefreq: 'monthly' },
  { path: '/sms', owner: 'mfe_hosting', priority: 0.7, changefreq: 'monthly' },

  // Promotions and programmes (mfe_promotions).
  { path: '/promotion', owner: 'mfe_promotions', priority: 0.8, changefreq: 'daily' },
  { path: '/loyalty-program', owner: 'mfe_promotions', priority: 0.6, changefreq: 'monthly' },
  { path: '/affiliate-program', owner: 'mfe_promotions', priority: 0.6, changefreq: 'monthly' },
  { path: '/fortune-wheel', owner: 'mfe_promotions', priority: 0.5, changefreq: 'daily', flag: 'fortuneWheel' },

  // The blog (shell).
  { path: '/blog', owner: 'shell', priority: 0.7, changefreq: 'daily' },
  { path: '/blog/{key}', owner: 'shell', priority: 0.6, changefreq: 'monthly' },

  // Company pages (shell).
  { path: '/about-us', owner: 'shell', priority: 0.5, changefreq: 'monthly' },
  { path: '/contact-us', owner: 'shell', priority: 0.5, changefreq: 'monthly' },
  { path: '/clients', owner: 'shell', priority: 0.5, changefreq: 'monthly' },
  { path: '/faq', owner: 'shell', priority: 0.5, changefreq: 'monthly' },

  // Legal pages (shell): low, rarely change.
  { path: '/term-and-conditions', owner: 'shell', priority: 0.3, changefreq: 'yearly', lastmod: '2025-09-01' },
  { path: '/privacy-policy', owner: 'shell', priority: 0.3, changefreq: 'yearly' },
  { path: '/refund-policy', owner: 'shell', priority: 0.3, changefreq: 'yearly' },
  { path: '/service-level-agreement', owner: 'shell', priority: 0.3, changefreq: 'yearly' },
] as const satisfies readonly PublicRoute[];

export type PublicRoutePath = (typeof PUBLIC_ROUTES)[number]['path'];
/** The per-item patterns (`/domain/tld/{tld}`, `/ssl/{key}`, `/blog/{key}`). */
export type PublicRoutePattern = Extract<PublicRoutePath, `${string}{${string}}${string}`>;

/**
 * Paths that show the same page as a listed one. `/tos` and `/term-and-conditions` show the same terms (spec
 * §2); `/term-and-conditions` is canonical: it is the one the spec names first, the one the navigation, the
 * footer and the SLA and refund pages link to, and the more descriptive URL. The alias is served but not
 * listed; its canonical link points at the canonical path.
 */
export const ROUTE_ALIASES: Readonly<Record<string, PublicRoutePath>> = { '/tos': '/term-and-conditions' };

/** The canonical locale-less path of a page: an alias's target, else the path itself. */
export function canonicalPath(path: string): string {
  return ROUTE_ALIASES[path] ?? path;
}

/**
 * What is never listed (spec §2: "except auth, checkout, payment, top-up and notification pages"), by path
 * prefix, and why. `disallow`: robots.txt asks crawlers not to fetch it (in both languages) — pages of a
 * person, pages behind a token, and pages that cost a lookup per fetch; the status pages and the alias are
 * harmless to fetch and only left out of the sitemap.
 */
export const UNLISTED_ROUTES = [
  { prefix: '/forgot-password', why: 'auth', disallow: true },
  { prefix: '/reset-password', why: 'auth (a token in the path)', disallow: true },
  { prefix: '/two-factor', why: 'auth (a token in the path)', disallow: true },
  { prefix: '/checkout-basket', why: 'checkout', disallow: true },
  { prefix: '/online-payment', why: 'payment (a customer\'s invoices)', disallow: true },
  { prefix: '/payment', why: 'payment outcomes', disallow: true },
  { prefix: '/top-up', why: 'top-up', disallow: true },
  { prefix: '/notification', why: 'notifications (a customer\'s)', disallow: true },
  { prefix: '/account', why: 'account (a customer\'s)', disallow: true },
  { prefix: '/domain/search', why: 'search results: one registry lookup per fetch, no content without a query', disallow: true },
  { prefix: '/dev', why: 'development only', disallow: true },
  { prefix: '/staff', why: 'staff console (a staff sign-in only)', disallow: true },
  { prefix: '/under-construction', why: 'status page', disallow: false },
  { prefix: '/under-maintenance', why: 'status page', disallow: false },
  { prefix: '/maintenance', why: 'status page', disallow: false },
  { prefix: '/tos', why: 'alias of /term-and-conditions', disallow: false },
] as const;

/** Whether a locale-less path is `prefix` or below it. */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** Fills a pattern's `{name}` parameters (each value URL-encoded as one path segment). */
export function fillRoutePath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{([a-zA-Z]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new TypeError(`No value for {${name}} of ${pattern}`);
    return encodeURIComponent(value);
  });
}
