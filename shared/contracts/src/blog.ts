import { z } from 'zod';

/**
 * The blog (spec §2 "blog related-posts block", §7 GET /blogs/{key}): articles in English and Khmer, each with
 * topic tags; a post's body is structured blocks (headings, paragraphs, lists) — never HTML — so every page
 * renders it with its own components and nothing from the database reaches the DOM as markup.
 */

/** The topics a post can be tagged with (their names come with the answers, in the reader's language). */
export const BLOG_TAGS = ['domains', 'hosting', 'ssl', 'security', 'wordpress', 'business', 'migration'] as const;
export type BlogTagKey = (typeof BLOG_TAGS)[number];

/** Posts per page of the list unless `pageSize` says otherwise; at most this many related posts. */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_MAX_PAGE_SIZE = 24;
export const BLOG_RELATED_LIMIT = 3;

/** A post's key, its URL slug: lowercase words joined by hyphens (`kh-vs-com-kh`), at most 100 characters (the router's limit for a path parameter). */
export const BLOG_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_KEY_MAX = 100;
export const isBlogKey = (value: string): boolean => value.length <= BLOG_KEY_MAX && BLOG_KEY_PATTERN.test(value);

/** A control character other than a tab or a line break (a NUL byte included). */
const isControl = (code: number) => (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;

/** Plain text: no control characters, and no markup is interpreted anywhere. */
const blogText = z
  .string()
  .min(1)
  .max(4000)
  .refine((text) => ![...text].some((char) => isControl(char.codePointAt(0)!)), 'Control characters are not allowed');

export const blogBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text: blogText }),
  z.object({ type: z.literal('paragraph'), text: blogText }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(blogText).min(1).max(30) }),
]);
export type BlogBlock = z.infer<typeof blogBlockSchema>;
export const blogBodySchema = z.array(blogBlockSchema).min(1).max(200);

export const blogTagSchema = z.object({ key: z.enum(BLOG_TAGS), name: z.string() });
export type BlogTag = z.infer<typeof blogTagSchema>;

export const blogPostSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The text alternative of the post's cover illustration. */
  coverAlt: z.string(),
  tags: z.array(blogTagSchema),
  /** ISO 8601 instants. */
  publishedAt: z.string(),
  readingMinutes: z.number().int().min(1),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** One or two sentences for the page's meta description and lead. */
  description: z.string(),
  body: blogBodySchema,
  author: z.object({ name: z.string(), role: z.string() }),
  updatedAt: z.string(),
  /** Up to 3 other posts sharing a tag with this one, newest first. */
  related: z.array(blogPostSummarySchema).max(BLOG_RELATED_LIMIT),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
  /** A topic's key; a well-formed key of no topic lists no post (an old link stays a page, not an error). */
  tag: z
    .string()
    .max(40)
    .regex(/^[a-z]+(?:-[a-z]+)*$/, 'A topic is lowercase words joined by hyphens')
    .optional(),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogPageSchema = z.object({
  items: z.array(blogPostSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
  /** Every tag used by a published post, with how many posts carry it (the list's filter). */
  tags: z.array(blogTagSchema.extend({ count: z.number().int() })),
});
export type BlogPage = z.infer<typeof blogPageSchema>;

/** A key that is not a slug is simply not found (404), as an unknown one is. */
export const blogParamsSchema = z.object({ key: z.string().max(1000) });
