import { z } from 'zod';
import { cloudServerSpecSchema } from './cloud-server.schema';
import { DOMAIN_LIFECYCLE } from './domain-rules';
import { SERVICE_KINDS, SERVICE_STATUSES } from './services';

const isoDate = z.string();

export const serviceParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const credentialsParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
export const autoRenewBodySchema = z.object({ autoRenew: z.boolean() });
export const backupBodySchema = z.object({ serviceId: z.string().min(1).max(64), label: z.string().trim().min(1).max(60).optional() });
export const sslValidationBodySchema = z.object({ method: z.enum(['dns', 'email']) });

export const ownedServiceSchema = z.object({
  id: z.string(),
  kind: z.enum([...SERVICE_KINDS, 'domain']),
  title: z.string(),
  name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  provisioning: z.enum(['queued', 'creating', 'validating', 'ready', 'failed']).nullable(),
  term: z.object({ period: z.number().int(), unit: z.enum(['month', 'year']) }),
  startsAt: isoDate,
  renewsAt: isoDate,
  renewPrice: z.number().int(),
  autoRenew: z.boolean(),
  controlPanelUrl: z.string().nullable(),
  cloudServer: z
    .object({ powerState: z.enum(['creating', 'running', 'stopped']), ip: z.string().nullable(), ips: z.array(z.string()), os: z.string().nullable(), region: z.string().nullable(), resources: cloudServerSpecSchema.nullable() })
    .nullable(),
  sslValidation: z
    .object({ method: z.enum(['dns', 'email']), recordName: z.string().nullable(), recordValue: z.string().nullable(), approverEmail: z.string().nullable(), completed: z.boolean() })
    .nullable(),
  domainLifecycle: z.enum(DOMAIN_LIFECYCLE).nullable(),
  cancellable: z.boolean(),
  endReason: z.enum(['autoRenewOff', 'deactivated', 'unpaid', 'customer', 'expired']).nullable(),
});
export const ownedServicesSchema = z.array(ownedServiceSchema);

export const cloudServerBackupSchema = z.object({ id: z.string(), serviceId: z.string(), label: z.string(), sizeGb: z.number().int(), createdAt: isoDate });
export const cloudServerBackupsSchema = z.array(cloudServerBackupSchema);

export const serviceCredentialsSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  username: z.string(),
  password: z.string(),
  controlPanelUrl: z.string().nullable(),
  ip: z.string().nullable(),
  ips: z.array(z.string()),
});
