import {
  autoRenewBodySchema,
  backupBodySchema,
  cloudServerBackupSchema,
  cloudServerBackupsSchema,
  credentialsParamsSchema,
  ownedServiceSchema,
  ownedServicesSchema,
  panelSignInSchema,
  serviceCredentialsSchema,
  serviceParamsSchema,
  sslValidationBodySchema,
} from '../services.schema';
import { defineEndpoints } from './endpoint.schema';

/**
 * The customer's services (issue 16 item 2): every domain, cloud server, hosting plan and SSL certificate they
 * own, the auto-renew switch, renewing now (one step, from the balance then the default saved card), cancelling a suspended hosting account, the SSL validation step, a cloud
 * server's backups (spec §7 POST /user/cloud-servers/backups) and the one-time credentials link. Tag `Service`.
 * Said once here; the browser's `servicesEndpoints` (./services.ts) is generated from it.
 */
export const servicesSchemas = defineEndpoints(
  { area: 'services', declarations: 'servicesEndpoints' },
  {
    listServices: { method: 'GET', path: '/api/user/services', response: ownedServicesSchema, tags: ['Service'] },
    getService: { method: 'GET', path: '/api/user/services/:id', params: serviceParamsSchema, response: ownedServiceSchema, tags: ['Service'] },
    setServiceAutoRenew: { method: 'PATCH', path: '/api/user/services/:id/auto-renew', params: serviceParamsSchema, body: autoRenewBodySchema, response: ownedServiceSchema, tags: ['Service'] },
    renewServiceNow: { method: 'POST', path: '/api/user/services/:id/renew', params: serviceParamsSchema, response: ownedServiceSchema, tags: ['Service', 'Balance'] },
    cancelService: { method: 'POST', path: '/api/user/services/:id/cancel', params: serviceParamsSchema, response: ownedServiceSchema, tags: ['Service'] },
    completeSslValidation: { method: 'POST', path: '/api/user/services/:id/ssl-validation', params: serviceParamsSchema, body: sslValidationBodySchema, response: ownedServiceSchema, tags: ['Service'] },
    listCloudServerBackups: { method: 'GET', path: '/api/user/services/:id/backups', params: serviceParamsSchema, response: cloudServerBackupsSchema, tags: ['Service'] },
    createCloudServerBackup: { method: 'POST', path: '/api/user/cloud-servers/backups', body: backupBodySchema, response: cloudServerBackupSchema, status: 201, tags: ['Service'] },
    /** A one-click sign-in to my active hosting account's control panel (cPanel's create_user_session): the address to open at once; it is never stored. */
    signInToPanel: { method: 'POST', path: '/api/user/services/:id/panel-sign-in', params: serviceParamsSchema, response: panelSignInSchema },
    openServiceCredentials: { method: 'GET', path: '/api/user/services/credentials/:token', params: credentialsParamsSchema, response: serviceCredentialsSchema },
  },
);
