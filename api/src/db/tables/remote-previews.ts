import type { ColumnType } from 'kysely';

/**
 * A staff member's preview of one remote's version (migration 2026_12_27_0001_remote_previews): its token names the
 * row, and counts only while the row is neither ended nor expired — ending it ends it in every browser at once.
 */
export interface RemotePreviewsTable {
  id: string;
  user_id: string;
  remote: string;
  version: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
