import { sql, type Kysely } from 'kysely';
import {
  BLOG_RELATED_LIMIT,
  BLOG_TAGS,
  blogBodySchema,
  isBlogKey,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
  type BlogTagKey,
  type Locale,
} from '@storefront/contracts';
import type { Database } from '../db/database';
import type { BlogPostRow } from '../db/tables/blog';
import type { AreaDeps } from '../deps';
import { blogTag } from './tags';

type SummaryRow = Pick<BlogPostRow, 'key' | 'tags' | 'reading_minutes' | 'published_at'> & { title: string; excerpt: string; cover_alt: string };

const KNOWN_TAGS = new Set<string>(BLOG_TAGS);
/** Stored tags, keeping only the known ones (a tag retired from the contracts is not answered). */
const tagsOf = (stored: unknown): BlogTagKey[] => (Array.isArray(stored) ? stored.filter((tag): tag is BlogTagKey => KNOWN_TAGS.has(tag)) : []);

const iso = (value: Date | string) => new Date(value).toISOString();

function summaryOf(row: SummaryRow, locale: Locale): BlogPostSummary {
  return {
    key: row.key,
    title: row.title,
    excerpt: row.excerpt,
    coverAlt: row.cover_alt,
    tags: tagsOf(row.tags).map((tag) => blogTag(tag, locale)),
    publishedAt: iso(row.published_at),
    readingMinutes: row.reading_minutes,
  };
}

/** A post carrying this tag (the tags column is a JSON array of tag keys). */
const hasTag = (tag: string) => sql<boolean>`blog_posts.tags @> ${JSON.stringify([tag])}::jsonb`;

/** The blog's published posts, read in one language (the other language's columns are never selected). */
export class BlogPosts {
  constructor(private readonly db: Kysely<Database>) {}

  private summaries(locale: Locale, now: Date) {
    return this.db
      .selectFrom('blog_posts')
      .select(['key', 'tags', 'reading_minutes', 'published_at'])
      .select([sql.ref<string>(`title_${locale}`).as('title'), sql.ref<string>(`excerpt_${locale}`).as('excerpt'), sql.ref<string>(`cover_alt_${locale}`).as('cover_alt')])
      .where('published_at', '<=', now);
  }

  /** A page of published posts, newest first, optionally of one tag; with every tag in use and its count. */
  async list(locale: Locale, query: { page: number; pageSize: number; tag?: string }, now: Date): Promise<BlogPage> {
    const { page, pageSize, tag } = query;
    const filtered = this.db
      .selectFrom('blog_posts')
      .where('published_at', '<=', now)
      .$if(tag !== undefined, (qb) => qb.where(hasTag(tag!)));
    const [rows, counted, tagCounts] = await Promise.all([
      this.summaries(locale, now)
        .$if(tag !== undefined, (qb) => qb.where(hasTag(tag!)))
        .orderBy('published_at', 'desc')
        .orderBy('key')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      sql<{ tag: string; count: string | number }>`
        select tag, count(*) as count
        from blog_posts, jsonb_array_elements_text(blog_posts.tags) as tag
        where published_at <= ${now}
        group by tag`.execute(this.db),
    ]);
    const total = Number(counted.total);
    const counts = new Map(tagCounts.rows.map((row) => [row.tag, Number(row.count)]));
    return {
      items: rows.map((row) => summaryOf(row, locale)),
      page,
      pageSize,
      total,
      pageCount: Math.ceil(total / pageSize),
      tags: BLOG_TAGS.filter((key) => counts.has(key)).map((key) => ({ ...blogTag(key, locale), count: counts.get(key)! })),
    };
  }

  /** One published post with up to 3 other posts sharing a tag, newest first; undefined when there is none. */
  async find(key: string, locale: Locale, now: Date): Promise<BlogPost | undefined> {
    if (!isBlogKey(key)) return undefined;
    const row = await this.db
      .selectFrom('blog_posts')
      .selectAll()
      .where('key', '=', key)
      .where('published_at', '<=', now)
      .executeTakeFirst();
    if (!row) return undefined;
    const tags = tagsOf(row.tags);
    const related = tags.length
      ? await this.summaries(locale, now)
          .where('key', '<>', key)
          .where((eb) => eb.or(tags.map((tag) => hasTag(tag))))
          .orderBy('published_at', 'desc')
          .orderBy('key')
          .limit(BLOG_RELATED_LIMIT)
          .execute()
      : [];
    return {
      ...summaryOf(
        { key: row.key, tags: row.tags, reading_minutes: row.reading_minutes, published_at: row.published_at, title: row[`title_${locale}`], excerpt: row[`excerpt_${locale}`], cover_alt: row[`cover_alt_${locale}`] },
        locale,
      ),
      description: row[`description_${locale}`],
      // The stored blocks are checked on the way out: a hand-edited row of another shape fails here, not in a page.
      body: blogBodySchema.parse(row[`body_${locale}`]),
      author: { name: row[`author_name_${locale}`], role: row[`author_role_${locale}`] },
      updatedAt: iso(row.updated_at),
      related: related.map((summary) => summaryOf(summary, locale)),
    };
  }

  /** Every published post's key and when it last changed, newest first (the sitemap's /blog/{key} pages). */
  async published(now: Date): Promise<{ key: string; updatedAt: Date }[]> {
    const rows = await this.db.selectFrom('blog_posts').select(['key', 'updated_at']).where('published_at', '<=', now).orderBy('published_at', 'desc').orderBy('key').execute();
    return rows.map((row) => ({ key: row.key, updatedAt: new Date(row.updated_at) }));
  }
}

/** A page of published posts as of the clock's now (GET /api/blog/posts). */
export async function listBlogPosts(deps: Pick<AreaDeps, 'db' | 'clock'>, locale: Locale, query: { page: number; pageSize: number; tag?: string }): Promise<BlogPage> {
  return new BlogPosts(deps.db).list(locale, query, deps.clock.now());
}

/** One published post as of the clock's now, or undefined (GET /api/blog/posts/:key). */
export async function findBlogPost(deps: Pick<AreaDeps, 'db' | 'clock'>, key: string, locale: Locale) {
  return new BlogPosts(deps.db).find(key, locale, deps.clock.now());
}
