import { z } from 'zod';
import { cloudServerSpecSchema } from './cloud-server.schema';
import { DOMAIN_LIFECYCLE } from './domain-rules';
import { SERVICE_KINDS, SERVICE_STATUSES } from './services';

const isoDate = z.string();

export const serviceParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/user/services/{id}/panel-sign-in: a short-lived address that opens the hosting account's control panel signed in. */
export const panelSignInSchema = z.object({ url: z.url() });
export const credentialsParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
export const autoRenewBodySchema = z.object({ autoRenew: z.boolean() });
export const backupBodySchema = z.object({ serviceId: z.string().min(1).max(64), label: z.string().trim().min(1).max(60).optional() });
export const sslValidationBodySchema = z.object({ method: z.enum(['dns', 'email']) });

/** A cloud server's state as the control panel reports it. */
const cloudServerStateSchema = z.object({
  powerState: z.enum(['creating', 'running', 'stopped']),
  /** Its primary address (the first of `ips`). */
  ip: z.string().nullable(),
  /** Every IPv4 address it was given: the primary one and each additional IP bought (empty until it is built). */
  ips: z.array(z.string()),
  os: z.string().nullable(),
  region: z.string().nullable(),
  /** What it runs with: the package plus the add-ons paid for (null for a server from before they were recorded). */
  resources: cloudServerSpecSchema.nullable(),
});

const sslValidationStepSchema = z.object({
  method: z.enum(['dns', 'email']),
  /** DNS: the TXT record to publish; email: the approver address the CA writes to. */
  recordName: z.string().nullable(),
  recordValue: z.string().nullable(),
  approverEmail: z.string().nullable(),
  completed: z.boolean(),
});

/** One row of GET /api/user/services (and GET /api/user/services/{id}). Money in cents. */
export const ownedServiceSchema = z.object({
  id: z.string(),
  kind: z.enum([...SERVICE_KINDS, 'domain']),
  /** The product's name (a plan, a certificate) or "Domain". */
  title: z.string(),
  /** What it is for: the domain name, the server name, the website. */
  name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  provisioning: z.enum(['queued', 'creating', 'validating', 'ready', 'failed']).nullable(),
  term: z.object({ period: z.number().int(), unit: z.enum(['month', 'year']) }),
  startsAt: isoDate,
  renewsAt: isoDate,
  /** The price of the next renewal (the current price of the term), cents before VAT. */
  renewPrice: z.number().int(),
  autoRenew: z.boolean(),
  /** The control panel's address (hosting), once provisioned. */
  controlPanelUrl: z.string().nullable(),
  cloudServer: cloudServerStateSchema.nullable(),
  sslValidation: sslValidationStepSchema.nullable(),
  /** A domain's lifecycle as the registry rules see it (expired, redemption …); null for other kinds. */
  domainLifecycle: z.enum(DOMAIN_LIFECYCLE).nullable(),
  /** The customer may cancel it now (a hosting account suspended more than 14 days). */
  cancellable: z.boolean(),
  endReason: z.enum(['autoRenewOff', 'deactivated', 'unpaid', 'customer', 'expired']).nullable(),
});
export const ownedServicesSchema = z.array(ownedServiceSchema);

export const cloudServerBackupSchema = z.object({ id: z.string(), serviceId: z.string(), label: z.string(), sizeGb: z.number().int(), createdAt: isoDate });
export const cloudServerBackupsSchema = z.array(cloudServerBackupSchema);

/** What the one-time credentials link shows, once. */
export const serviceCredentialsSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  username: z.string(),
  password: z.string(),
  controlPanelUrl: z.string().nullable(),
  ip: z.string().nullable(),
  /** A cloud server's every address (its primary `ip` first); empty for hosting. */
  ips: z.array(z.string()),
});
