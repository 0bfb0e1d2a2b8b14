import type { BlogListQuery, BlogPage, BlogPost } from '../blog';
import { typed, type Endpoints } from './endpoint';

/**
 * The blog (spec §7 "Other": GET /blogs/{key}), public, in the x-locale language: the list of published posts
 * (?page, ?pageSize, ?tag) and one post with its body blocks and up to 3 related posts. Tag: `Blog`.
 */
export const blogEndpoints = {
  listBlogPosts: { method: 'GET', path: '/api/blogs', query: typed<BlogListQuery>(), response: typed<BlogPage>(), tags: ['Blog'] },
  getBlogPost: { method: 'GET', path: '/api/blogs/:key', response: typed<BlogPost>(), tags: ['Blog'] },
} as const satisfies Endpoints;
