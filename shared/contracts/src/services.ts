/**
 * The customer's services (issue 15 item 10, issue 16 items 2 and 3; spec §3 service families, §4 renewal,
 * §9 auto-renew and redemption): the kinds, the statuses shown, and the renewal rules' numbers — said once here,
 * read by the api's job queue and the account pages.
 */
import type { z } from 'zod';
import type { cloudServerBackupSchema, ownedServiceSchema, panelSignInSchema, serviceCredentialsSchema } from './services.schema';

/** The services provisioned after payment (a cart item kind other than domain). */
export const SERVICE_KINDS = ['cloud-server', 'cloud-hosting', 'shared-hosting', 'wordpress-hosting', 'ssl'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** The kinds that are hosting accounts on a control panel (cPanel & WHM, or the sandbox's): the customer may sign in to theirs in one click. */
export const HOSTING_SERVICE_KINDS = ['cloud-hosting', 'shared-hosting', 'wordpress-hosting'] as const satisfies readonly ServiceKind[];
/** Whether a service's kind is one of HOSTING_SERVICE_KINDS. */
export const isHostingService = (kind: string): boolean => (HOSTING_SERVICE_KINDS as readonly string[]).includes(kind);

/** Everything the services page lists: the provisioned services and the customer's domains. */
export type OwnedServiceKind = ServiceKind | 'domain';

/** The service family (spec §3) of each hosting kind. */
export const SERVICE_FAMILY_OF = {
  'cloud-server': 'cloudserver',
  'cloud-hosting': 'cloudhosting',
  'shared-hosting': 'sharedhosting',
  'wordpress-hosting': 'wordpresshosting',
} as const;

/** The statuses a service shows (issue 16 item 2). */
export const SERVICE_STATUSES = ['active', 'pending', 'pendingTransfer', 'suspended', 'cancelled', 'redemption'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** A provisioned service's stored status (pendingTransfer and redemption belong to domains). */
export type ServiceRecordStatus = 'pending' | 'active' | 'suspended' | 'cancelled';
export type ServiceProvisioning = NonNullable<OwnedService['provisioning']>;
/** Why a service ended: auto-renew off at renewal, deactivated after failed renewals, unpaid hosting, the customer, an SSL term run out. */
export type ServiceEndReason = NonNullable<OwnedService['endReason']>;
export type PowerState = CloudServerState['powerState'];

/** The renewal rules of spec §4 and §9, in days or counts. */
export const RENEWAL_RULES = {
  /** Auto-renew is attempted up to 30 days before renewal. */
  autoRenewDaysBefore: 30,
  /** After five consecutive failed renewals … */
  maxConsecutiveFailures: 5,
  /** … or a week past the end, a suspended server is deactivated. */
  deactivateDaysAfterEnd: 7,
  /** A suspended hosting account may be cancelled (by the customer) after more than 14 days. */
  hostingCancellableAfterDays: 14,
  /** Unpaid this long past the end, a suspended hosting account is cancelled: shared (and WordPress) 30 days, cloud 7. */
  unpaidCancelDays: { 'shared-hosting': 30, 'wordpress-hosting': 30, 'cloud-hosting': 7 },
} as const;

/** How long the one-time link to a service's initial credentials works. */
export const CREDENTIALS_LINK_DAYS = 7;

/** Notifications older than this are removed by the job queue (NOTIFICATION_RETENTION_DAYS overrides it). */
export const NOTIFICATION_RETENTION_DAYS = 90;

export type ServiceTerm = OwnedService['term'];

/** A cloud server's state as the control panel reports it. */
export type CloudServerState = NonNullable<OwnedService['cloudServer']>;

export type SslValidationStep = NonNullable<OwnedService['sslValidation']>;

/** One row of GET /api/user/services (and GET /api/user/services/{id}). Money in cents. */
export type OwnedService = z.infer<typeof ownedServiceSchema>;

export type CloudServerBackup = z.infer<typeof cloudServerBackupSchema>;

/** What the one-time credentials link shows, once. */
export type ServiceCredentials = z.infer<typeof serviceCredentialsSchema>;

/** A one-click control panel sign-in: where to send the customer's browser, at once. */
export type PanelSignIn = z.infer<typeof panelSignInSchema>;

/** What the services calls answer when a rule refuses (shown beside the control that asked). */
export const SERVICE_MESSAGES = {
  notCancellable: 'A suspended hosting account can be cancelled after 14 days suspended',
  notCloudServer: 'Backups are kept for cloud servers only',
  validationNotPending: 'This certificate is not waiting for a domain validation',
  serviceEnded: 'This service has ended',
  notRenewable: 'This service cannot be renewed now',
  panelUnavailable: 'The control panel opens once the hosting account is active',
} as const;
