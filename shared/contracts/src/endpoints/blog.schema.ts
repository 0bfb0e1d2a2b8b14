import { blogListQuerySchema, blogPageSchema, blogParamsSchema, blogPostSchema } from '../blog';
import { defineEndpoints } from './endpoint.schema';

/**
 * The blog (spec §7 "Other": GET /blogs/{key}), public, in the x-locale language: the list of published posts
 * (?page, ?pageSize, ?tag) and one post with its body blocks and up to 3 related posts. Tag: `Blog`.
 * Said once here; the browser's `blogEndpoints` (./blog.ts) is generated from it.
 */
export const blogSchemas = defineEndpoints(
  { area: 'blog', declarations: 'blogEndpoints' },
  {
    listBlogPosts: { method: 'GET', path: '/api/blogs', query: blogListQuerySchema, response: blogPageSchema, tags: ['Blog'] },
    getBlogPost: { method: 'GET', path: '/api/blogs/:key', params: blogParamsSchema, response: blogPostSchema, tags: ['Blog'] },
  },
);
