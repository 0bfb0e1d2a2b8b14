import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogSchemas as routes } from '@storefront/contracts';
import { findBlogPost, listBlogPosts } from '../../blog/blog';
import { localeOf } from '../../domains/tld-words';
import { AppError } from '../../errors';
import { routeOf } from '../route-of';

/** The blog area's routes (shared/contracts endpoints/blog.ts): public, in the x-locale language. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listBlogPosts, {
      description: 'Published blog posts, newest first, in the x-locale language: ?page (from 1), ?pageSize (1 to 24, default 6), ?tag; with every tag in use and its count.',
    }),
    handler: async (request, reply) => {
      reply.header('Vary', 'x-locale');
      return listBlogPosts(app, localeOf(request.headers['x-locale']), request.query);
    },
  });

  app.route({
    ...routeOf(routes.getBlogPost, {
      description: 'One published blog post in the x-locale language: its body as blocks (headings, paragraphs, lists) and up to 3 related posts sharing a tag, newest first. An unknown key is NOT_FOUND.',
    }),
    handler: async (request, reply) => {
      const post = await findBlogPost(app, request.params.key, localeOf(request.headers['x-locale']));
      if (!post) throw new AppError('NOT_FOUND');
      reply.header('Vary', 'x-locale');
      return post;
    },
  });
};
