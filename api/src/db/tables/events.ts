import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Locale, MetaEventItem, MetaEventType } from '@storefront/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** One conversion event (migration 2026_12_01_0003_meta_events). */
export interface MetaEventsTable {
  id: Generated<number>;
  type: MetaEventType;
  /** The anonymous visitor id the browser made (kept in its localStorage). */
  visitor_id: string;
  /** The signed-in user, from the session only; null for a guest. */
  user_id: string | null;
  /** The pathname (locale prefix included), secrets redacted. */
  path: string;
  locale: Locale;
  /** Money in cents with its currency, or both null. */
  value_cents: number | null;
  currency: 'USD' | null;
  /** The items' kinds and keys, or null. */
  items: Json<MetaEventItem[]> | null;
  /** The browser's time, or the server's when the browser's is out of bounds. */
  occurred_at: Timestamp;
  received_at: Timestamp;
}
export type MetaEventRow = Selectable<MetaEventsTable>;
export type NewMetaEvent = Insertable<MetaEventsTable>;

/** The events area's tables (added to the Database interface in ../database.ts). */
export interface EventsTables {
  meta_events: MetaEventsTable;
}
