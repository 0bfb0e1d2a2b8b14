import type { FastifyInstance } from 'fastify';
import { BlogPosts } from './blog';

/**
 * The sitemap's blog pages: one item per published post (/blog/{key}), dated by its last change. Shaped as the
 * seo area's SitemapSource (api/src/seo/sources.ts), to be listed in its SITEMAP_SOURCES.
 */
export const blogSitemapSource = {
  pattern: '/blog/{key}' as const,
  items: async (app: FastifyInstance) =>
    (await new BlogPosts(app.db).published(app.clock.now())).map((post) => ({ params: { key: post.key }, lastmod: post.updatedAt })),
};
