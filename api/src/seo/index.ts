import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALES } from '@storefront/contracts';
import { listRemotes } from '../remotes/remotes.repository';
import { robotsTxt } from './robots';
import { SITEMAP_MAX_URLS, sitemapEntries, sitemapXml } from './sitemap';
import { SITEMAP_SOURCES, type SitemapSource } from './sources';
import { settingsOf } from '../flags';

export type { SitemapItem, SitemapSource } from './sources';

export interface SeoOptions {
  /** The per-item sources (default SITEMAP_SOURCES: TLDs, SSL products). */
  sources?: readonly SitemapSource[];
}

/** Crawlers may keep both for an hour; the server builds each answer from the current state. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * GET /sitemap.xml and GET /robots.txt on the storefront's origin (not under /api: they are documents for
 * crawlers, not endpoints). Absolute URLs come from PUBLIC_URL (config.publicUrl). The sitemap follows the
 * runtime registry: a disabled remote's pages are left out until it is enabled again, with no restart.
 * Registered before the front end's plugin; as explicit routes they also win over its not-found fallback.
 */
export const seoPlugin = fp<SeoOptions>(
  async (app: FastifyInstance, options) => {
    const sources = options.sources ?? SITEMAP_SOURCES;

    /** Concurrent requests share one build (a crawler's burst costs one set of queries). */
    let building: Promise<string> | null = null;
    const build = async (): Promise<string> => {
      const registry = await listRemotes(app.db, app.config);
      // The flags as staff set them at runtime (issue 18), not the environment's first-start values.
      const entries = await sitemapEntries(app, sources, { registry, flags: (await settingsOf(app).read()).flags });
      if (entries.length * LOCALES.length > SITEMAP_MAX_URLS) {
        app.log.warn({ pages: entries.length, max: SITEMAP_MAX_URLS }, 'sitemap truncated at the sitemaps.org limit: split it into a sitemap index');
      }
      return sitemapXml(app.config.publicUrl, entries);
    };

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      building ??= build().finally(() => {
        building = null;
      });
      const xml = await building;
      return reply.header('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('Cache-Control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(app.config.publicUrl)),
    );
  },
  { name: 'seo', dependencies: ['config', 'db', 'domains'] },
);
