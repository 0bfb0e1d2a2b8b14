import type { ColumnType, Generated } from 'kysely';
import type { MaintenanceProduct } from '@storefront/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** The flags and the theme as staff set them (migration 2026_12_10_0001_staff_console): key `flags` or `theme`. */
export interface RuntimeSettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface MaintenanceWindowsTable {
  id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  message_en: string;
  message_km: string;
  products: Json<MaintenanceProduct[]>;
  created_by: string;
  created_at: Timestamp;
  cancelled_at: Timestamp | null;
}

export interface StaffAuditTable {
  id: Generated<string>;
  area: string;
  action: string;
  target: string;
  actor: string;
  actor_user_id: string | null;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  reason: string;
  created_at: Generated<Date>;
}

export interface StaffConsoleTables {
  runtime_settings: RuntimeSettingsTable;
  maintenance_windows: MaintenanceWindowsTable;
  staff_audit: StaffAuditTable;
}
