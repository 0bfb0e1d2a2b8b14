import type { FastifyInstance } from 'fastify';
import type { PublicRoutePattern } from '@storefront/contracts';
import { blogSitemapSource } from '../blog/sitemap';
import { sslCertificateKeys } from '../catalogue/ssl.repository';

/** One page of a per-item pattern: the values of its `{params}`, and when its content last changed if known. */
export interface SitemapItem {
  params: Readonly<Record<string, string>>;
  lastmod?: Date;
}

/**
 * Lists the pages of one per-item pattern of PUBLIC_ROUTES (shared/contracts/src/public-routes.ts): one item
 * per TLD, SSL product, blog post. The pattern's priority, change frequency and owner come from that list; a
 * source only says which items exist now. Asked on each sitemap request (the catalogue can change at runtime),
 * and only while the pattern's remote is enabled.
 *
 * To add one (the blog's posts): write `{ pattern: '/blog/{key}', items: async (app) => … }` and add it to
 * SITEMAP_SOURCES below.
 */
export interface SitemapSource {
  pattern: PublicRoutePattern;
  items(app: FastifyInstance): Promise<SitemapItem[]>;
}

/** Each TLD of the catalogue (every row of the tlds table is on sale; there is no inactive state). */
export const tldSource: SitemapSource = {
  pattern: '/domain/tld/{tld}',
  items: async (app) => (await app.tldCatalogue.all()).map((row) => ({ params: { tld: row.tld } })),
};

/** Each SSL certificate the api describes (GET /api/ssl-certificates: an ssl_certificates row of an SSL product), by its key (/ssl/positivessl). */
export const sslSource: SitemapSource = {
  pattern: '/ssl/{key}',
  items: async (app) => (await sslCertificateKeys(app.db)).map((key) => ({ params: { key } })),
};

/** The sources the sitemap asks; a per-item pattern with none lists no page. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [tldSource, sslSource, blogSitemapSource];
