import type { ColumnType, Selectable } from 'kysely';
import type { BlogBlock, BlogTagKey } from '@storefront/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** One article, its English and Khmer text side by side (migration 2026_12_01_0002_blog_posts). */
export interface BlogPostsTable {
  /** The URL slug (shared/contracts BLOG_KEY_PATTERN). */
  key: string;
  title_en: string;
  title_km: string;
  excerpt_en: string;
  excerpt_km: string;
  description_en: string;
  description_km: string;
  cover_alt_en: string;
  cover_alt_km: string;
  body_en: Json<BlogBlock[]>;
  body_km: Json<BlogBlock[]>;
  author_name_en: string;
  author_name_km: string;
  author_role_en: string;
  author_role_km: string;
  tags: Json<BlogTagKey[]>;
  /** From the English text (about 200 words a minute); the Khmer text says the same. */
  reading_minutes: number;
  /** Hidden until then. */
  published_at: Timestamp;
  updated_at: Timestamp;
}

/** The blog area's tables (added to the Database interface in ../database.ts). */
export interface BlogTables {
  blog_posts: BlogPostsTable;
}

export type BlogPostRow = Selectable<BlogPostsTable>;
