import type { ColumnType, Generated } from 'kysely';
import type { RemoteState } from '@storefront/contracts';

/** The remote registry's tables beside `remotes` (added to the Database interface in ../database.ts). */
export interface RemoteAuditTables {
  remote_audit: RemoteAuditTable;
  remote_canaries: RemoteCanariesTable;
  remote_health: RemoteHealthTable;
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

/** A canary under way (migration 2026_12_04_0001_remote_canary). */
export interface RemoteCanariesTable {
  remote: string;
  version: string;
  /** numeric(5,2): read as a string by the driver. */
  percent: ColumnType<string | number, number, number>;
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A page session's outcome with one remote version (POST /api/remotes/reports). */
export interface RemoteHealthTable {
  remote: string;
  version: string;
  session: string;
  mounted: ColumnType<boolean, boolean | undefined, boolean>;
  failed: ColumnType<boolean, boolean | undefined, boolean>;
  /** The keyed hash of the reporting address's group (migration 2026_12_29_0001); null on rows from before it. */
  address_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
