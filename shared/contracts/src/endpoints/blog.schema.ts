import { blogListQuerySchema, blogPageSchema, blogParamsSchema, blogPostSchema } from '../blog';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { blogEndpoints } from './blog';

const schemas = {
  listBlogPosts: { query: blogListQuerySchema, response: blogPageSchema },
  getBlogPost: { params: blogParamsSchema, response: blogPostSchema },
} as const;

export const blogSchemas: BoundEndpoints<typeof blogEndpoints, typeof schemas> = bindSchemas('blog', blogEndpoints, schemas);
