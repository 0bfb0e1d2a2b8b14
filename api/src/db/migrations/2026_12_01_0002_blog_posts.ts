import { sql, type Kysely } from 'kysely';

/**
 * Blog posts (spec §7 GET /blogs/{key}): one row per article with its English and Khmer text side by side; the
 * bodies are JSON arrays of blocks (headings, paragraphs, lists — shared/contracts blog.ts), never HTML. A post
 * is visible from published_at on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_km', 'text', (c) => c.notNull())
    .addColumn('excerpt_en', 'text', (c) => c.notNull())
    .addColumn('excerpt_km', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_km', 'text', (c) => c.notNull())
    .addColumn('cover_alt_en', 'text', (c) => c.notNull())
    .addColumn('cover_alt_km', 'text', (c) => c.notNull())
    .addColumn('body_en', 'jsonb', (c) => c.notNull())
    .addColumn('body_km', 'jsonb', (c) => c.notNull())
    .addColumn('author_name_en', 'text', (c) => c.notNull())
    .addColumn('author_name_km', 'text', (c) => c.notNull())
    .addColumn('author_role_en', 'text', (c) => c.notNull())
    .addColumn('author_role_km', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('reading_minutes', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_posts_published_idx').on('blog_posts').columns(['published_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_posts').ifExists().execute();
}
