import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CloudServerSpec, ServiceEndReason, ServiceKind, ServiceProvisioning, ServiceRecordStatus } from '@storefront/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** What the provisioning adapter reported about a service (the server's IP and OS, the panel's address, the CA's validation…). */
export interface ServiceDetails {
  region?: string;
  os?: string;
  ip?: string;
  /** A cloud server's every address, the primary `ip` first. */
  ips?: string[];
  /** What a cloud server was built with (the package and its paid add-ons), kept up to date by resizes. */
  resources?: CloudServerSpec;
  powerState?: 'creating' | 'running' | 'stopped';
  controlPanelUrl?: string;
  externalId?: string;
  domain?: string;
  validation?: { method: 'dns' | 'email'; recordName?: string; recordValue?: string; approverEmail?: string; completed: boolean };
  certificateSerial?: string;
  [key: string]: unknown;
}

/** One service a customer owns (migration 2026_12_07_0001_services). */
export interface ServicesTable {
  id: string;
  user_id: string;
  order_id: string | null;
  order_item_id: string | null;
  kind: ServiceKind;
  product_key: string;
  title: string;
  name: string;
  status: ServiceRecordStatus;
  provisioning: ServiceProvisioning;
  provisioning_attempts: Generated<number>;
  provisioning_error: string | null;
  period: number;
  period_unit: 'month' | 'year';
  renew_price: number;
  auto_renew: Generated<boolean>;
  starts_at: Timestamp;
  expires_at: Timestamp;
  renewal_failures: Generated<number>;
  suspended_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  end_reason: ServiceEndReason | null;
  details: Json<ServiceDetails>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServiceEventsTable {
  id: string;
  subject_id: string;
  step: string;
  cycle: string;
  created_at: Timestamp;
}

export interface ServiceCredentialsTable {
  id: string;
  service_id: string;
  token_hash: string;
  username: string;
  /** Erased once the one-time link was opened. */
  password: string | null;
  expires_at: Timestamp;
  opened_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ServiceBackupsTable {
  id: string;
  service_id: string;
  label: string;
  size_gb: number;
  created_at: Timestamp;
}

export interface DomainRenewalsTable {
  domain_id: string;
  auto_renew: boolean;
  updated_at: Timestamp;
}

export interface ProvisioningSandboxTable {
  external_id: string;
  kind: string;
  state: Json<Record<string, unknown>>;
  created_at: Timestamp;
  ready_at: Timestamp;
}

/** The services area's tables (added to the Database interface in ../database.ts). */
export interface ServicesTables {
  services: ServicesTable;
  service_events: ServiceEventsTable;
  service_credentials: ServiceCredentialsTable;
  service_backups: ServiceBackupsTable;
  domain_renewals: DomainRenewalsTable;
  provisioning_sandbox: ProvisioningSandboxTable;
}

export type ServiceRow = Selectable<ServicesTable>;
