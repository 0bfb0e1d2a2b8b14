import type { z } from 'zod';
import type { CloudServerBackup, OwnedService, ServiceCredentials } from '../services';
import type { autoRenewBodySchema, backupBodySchema, sslValidationBodySchema } from '../services.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * The customer's services (issue 16 item 2): every domain, cloud server, hosting plan and SSL certificate they
 * own, the auto-renew switch, renewing now (one step, from the balance then the default saved card), cancelling a suspended hosting account, the SSL validation step, a cloud
 * server's backups (spec §7 POST /user/cloud-servers/backups) and the one-time credentials link. Tag `Service`.
 */
export const servicesEndpoints = {
  listServices: { method: 'GET', path: '/api/user/services', response: typed<OwnedService[]>(), tags: ['Service'] },
  getService: { method: 'GET', path: '/api/user/services/:id', response: typed<OwnedService>(), tags: ['Service'] },
  setServiceAutoRenew: { method: 'PATCH', path: '/api/user/services/:id/auto-renew', body: typed<z.input<typeof autoRenewBodySchema>>(), response: typed<OwnedService>(), tags: ['Service'] },
  renewServiceNow: { method: 'POST', path: '/api/user/services/:id/renew', response: typed<OwnedService>(), tags: ['Service', 'Balance'] },
  cancelService: { method: 'POST', path: '/api/user/services/:id/cancel', response: typed<OwnedService>(), tags: ['Service'] },
  completeSslValidation: { method: 'POST', path: '/api/user/services/:id/ssl-validation', body: typed<z.input<typeof sslValidationBodySchema>>(), response: typed<OwnedService>(), tags: ['Service'] },
  listCloudServerBackups: { method: 'GET', path: '/api/user/services/:id/backups', response: typed<CloudServerBackup[]>(), tags: ['Service'] },
  createCloudServerBackup: { method: 'POST', path: '/api/user/cloud-servers/backups', body: typed<z.input<typeof backupBodySchema>>(), response: typed<CloudServerBackup>(), tags: ['Service'] },
  openServiceCredentials: { method: 'GET', path: '/api/user/services/credentials/:token', response: typed<ServiceCredentials>() },
} as const satisfies Endpoints;
