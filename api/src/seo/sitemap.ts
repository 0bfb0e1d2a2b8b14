import type { FastifyInstance } from 'fastify';
import {
  findOwner,
  fillRoutePath,
  localePath,
  LOCALES,
  PUBLIC_ROUTES,
  type FeatureFlags,
  type PublicRoute,
  type SitemapChangeFrequency,
} from '@storefront/contracts';
import type { SitemapSource } from './sources';

/** One locale-less page of the sitemap. */
export interface SitemapEntry {
  path: string;
  priority: number;
  changefreq: SitemapChangeFrequency;
  /** W3C datetime (YYYY-MM-DD or a full instant). */
  lastmod?: string;
}

/** What decides at request time whether a page is served: the runtime remote registry and the feature flags. */
export interface ServingState {
  registry: readonly { name: string; enabled: boolean; routes: readonly string[] }[];
  flags: FeatureFlags;
}

/**
 * Whether a page is served now. A path some registered remote claims is served while that remote is enabled
 * (staff can disable it at runtime: then it is a maintenance or construction page). A path no registered remote
 * claims is served only if it is the shell's (a remote's page whose remote is not registered goes home). A
 * flag-controlled page is left out while its flag is off.
 */
export function isServed(route: PublicRoute, state: ServingState): boolean {
  if (route.flag && !state.flags[route.flag]) return false;
  const owner = findOwner(state.registry, route.path);
  return owner ? owner.enabled : route.owner === 'shell';
}

const isPattern = (path: string) => path.includes('{');

/** The pages to list, locale-less, in PUBLIC_ROUTES order, each once. */
export async function sitemapEntries(app: FastifyInstance, sources: readonly SitemapSource[], state: ServingState): Promise<SitemapEntry[]> {
  const routes: readonly PublicRoute[] = PUBLIC_ROUTES;
  const served = routes.filter((route) => isServed(route, state));
  const lists = await Promise.all(
    served.map(async (route): Promise<SitemapEntry[]> => {
      const base = { priority: route.priority, changefreq: route.changefreq };
      if (!isPattern(route.path)) return [{ path: route.path, ...base, ...(route.lastmod ? { lastmod: route.lastmod } : {}) }];
      const source = sources.find((candidate) => candidate.pattern === route.path);
      if (!source) return [];
      const items = await source.items(app);
      return items.map((item) => ({
        path: fillRoutePath(route.path, item.params),
        ...base,
        ...(item.lastmod ? { lastmod: item.lastmod.toISOString() } : {}),
      }));
    }),
  );
  const seen = new Set<string>();
  return lists.flat().filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** sitemaps.org: at most 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap document: each page in English (unprefixed) and Khmer (/km), each `<url>` carrying the page's
 * alternates (en, km, and x-default = English) as xhtml:link elements, after the sitemaps.org elements (the
 * schema's order: loc, lastmod, changefreq, priority, then other namespaces).
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const url = (path: string) => xmlEscape(`${base}${path}`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  const limited = entries.slice(0, Math.floor(SITEMAP_MAX_URLS / LOCALES.length));
  for (const entry of limited) {
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(localePath(entry.path, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(localePath(entry.path, 'en'))}"/>`,
    ].join('');
    for (const locale of LOCALES) {
      lines.push(
        `<url><loc>${url(localePath(entry.path, locale))}</loc>` +
          (entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : '') +
          `<changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority>${alternates}</url>`,
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
