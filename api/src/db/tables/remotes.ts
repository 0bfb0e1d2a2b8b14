import type { ColumnType, Generated } from 'kysely';
import type { RemoteState } from '@storefront/contracts';

/** The remote registry's tables beside `remotes` (added to the Database interface in ../database.ts). */
export interface RemoteAuditTables {
  remote_audit: RemoteAuditTable;
}

/** One change of the registry (migration 2026_12_03_0001_remote_audit). */
export interface RemoteAuditTable {
  /** bigint identity, read as a number (connect.ts parseInt8). */
  id: Generated<number>;
  remote: string;
  actor: string;
  actor_user_id: string | null;
  reason: string;
  before: ColumnType<RemoteState, string, string>;
  after: ColumnType<RemoteState, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
