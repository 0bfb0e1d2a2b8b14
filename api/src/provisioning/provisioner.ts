import type { CloudServerSpec } from '@storefront/contracts';
import type { Db } from '../db/database';

/** Where a request to the provider stands. */
export type ProvisionState = 'creating' | 'validating' | 'ready';

export interface ProvisionRequest {
  /** Our service id: the provider's idempotency key (asking twice creates one thing). */
  serviceId: string;
  kind: 'cloud-server' | 'cloud-hosting' | 'shared-hosting' | 'wordpress-hosting' | 'ssl';
  productKey: string;
  /** The server name, the hosting account's domain, the certificate's common name. */
  name: string;
  os?: string | null;
  region?: string | null;
  /** SSL: every name the certificate covers. */
  names?: string[];
  /** A cloud server restored from this backup (its id) instead of a fresh install. */
  restoreFrom?: string | null;
  /** A cloud server: what to build it with — the package and every paid add-on (vCPU, RAM, storage, bandwidth, IPs). */
  server?: CloudServerSpec | null;
  /**
   * WordPress hosting: what the configurator's THEME and PLUGIN steps chose (wordpress_extras keys, kept on the
   * order item's payload as `theme` and `plugins`). Absent: the provider reads them from the service's order item.
   */
  wordpress?: { theme: string | null; plugins: string[] } | null;
  customerEmail: string;
}

/** What the provider answers about one thing it creates. */
export interface ProvisionStatus {
  externalId: string;
  state: ProvisionState;
  /** The primary address (a cloud server). */
  ip?: string | null;
  /** Every address of a cloud server, the primary one first (one per IP it was built with). */
  ips?: string[] | null;
  /** What the cloud server was built with (and runs with after a resize). */
  resources?: CloudServerSpec | null;
  os?: string | null;
  controlPanelUrl?: string | null;
  /** The initial login, given once (the provider keeps only its hash). */
  credentials?: { username: string; password: string } | null;
  validation?: { method: 'dns' | 'email'; recordName: string; recordValue: string; approverEmail: string; completed: boolean } | null;
  certificateSerial?: string | null;
  /** A hosting account: whether the panel has it suspended (WHM accountsummary's `suspended`). */
  suspended?: boolean | null;
}

/** One hour of a cloud server's use, averaged: the share of its vCPUs busy, the RAM in use, the traffic in and out in MB. */
export interface ServerSample {
  at: Date;
  cpuPercent: number;
  ramUsedMb: number;
  netInMb: number;
  netOutMb: number;
}

/** A provider refused or failed; `retryable` = try again later (the job queue does). */
export class ProvisioningError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
  }
}

/**
 * A control panel and certificate authority (DESIGN: external parties behind adapters, selected by
 * configuration — PROVISIONING_PROVIDER, `sandbox` until a real one is configured). Every call is idempotent on
 * the service id, so a job that ran halfway and runs again continues instead of creating a second server.
 */
export interface Provisioner {
  readonly identifier: string;
  /** Starts creating the thing (or answers what the earlier call started). */
  create(request: ProvisionRequest, db: Db): Promise<ProvisionStatus>;
  /** Where it stands now (a server being built, a certificate waiting for validation …). */
  status(externalId: string, db: Db): Promise<ProvisionStatus>;
  /** SSL: the customer completed the DNS record or the approver email step. */
  completeValidation(externalId: string, method: 'dns' | 'email', db: Db): Promise<ProvisionStatus>;
  /** A suspended service stops serving; a cancelled or deactivated one is destroyed with its data. */
  suspend(externalId: string, db: Db): Promise<void>;
  resume(externalId: string, db: Db): Promise<void>;
  destroy(externalId: string, db: Db): Promise<void>;
  /** A cloud server's snapshot now: the size of what it holds. */
  backup(externalId: string, db: Db): Promise<{ sizeGb: number }>;
  /** A cloud server's disk now: the GB it holds (a smaller disk than that cannot be asked for). */
  usage(externalId: string, db: Db): Promise<{ storageUsedGb: number }>;
  /**
   * A running cloud server's use, one sample an hour for the `hours` ending at `to`, oldest first; none for the
   * hours before it was built. Proxmox VE: GET /nodes/{node}/qemu/{vmid}/rrddata?timeframe=day&cf=AVERAGE (cpu as a
   * fraction of its vCPUs, mem in bytes, netin / netout in bytes a second).
   */
  metrics(externalId: string, window: { to: Date; hours: number }, db: Db): Promise<ServerSample[]>;
  /**
   * A cloud server resized to these resources (a paid upgrade or downgrade). Idempotent on `changeId`: asked
   * again, a change already made is not made twice. Refuses (not retryable) a disk smaller than what it holds.
   */
  resize(externalId: string, change: { changeId: string; vcpu: number; ramGb: number; storageGb: number; storageType: 'hdd' | 'ssd' }, db: Db): Promise<void>;
  /**
   * A hosting account moved to another plan of its kind (a paid upgrade or downgrade: sh-basic → sh-business).
   * Idempotent on `changeId` and on the plan itself: an account already on the plan is left as it is. Refuses (not
   * retryable) a plan the panel has no package for, or a thing that is not a hosting account.
   * cPanel & WHM: WHM API 1 changepackage (user, pkg).
   */
  changePlan(externalId: string, change: { changeId: string; productKey: string }, db: Db): Promise<void>;
  /**
   * A one-click sign-in to the customer's own control panel: a short-lived URL that opens it logged in (the
   * storefront sends the customer's browser there at once; it is not stored or mailed).
   * cPanel & WHM: WHM API 1 create_user_session (user, service=cpaneld) → data.url.
   */
  panelSignIn(externalId: string, db: Db): Promise<{ url: string }>;
}
