import {
  autoRenewBodySchema,
  backupBodySchema,
  cloudServerBackupSchema,
  cloudServerBackupsSchema,
  credentialsParamsSchema,
  ownedServiceSchema,
  ownedServicesSchema,
  serviceCredentialsSchema,
  serviceParamsSchema,
  sslValidationBodySchema,
} from '../services.schema';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { servicesEndpoints } from './services';

const schemas = {
  listServices: { response: ownedServicesSchema },
  getService: { params: serviceParamsSchema, response: ownedServiceSchema },
  setServiceAutoRenew: { params: serviceParamsSchema, body: autoRenewBodySchema, response: ownedServiceSchema },
  renewServiceNow: { params: serviceParamsSchema, response: ownedServiceSchema },
  cancelService: { params: serviceParamsSchema, response: ownedServiceSchema },
  completeSslValidation: { params: serviceParamsSchema, body: sslValidationBodySchema, response: ownedServiceSchema },
  listCloudServerBackups: { params: serviceParamsSchema, response: cloudServerBackupsSchema },
  createCloudServerBackup: { body: backupBodySchema, response: cloudServerBackupSchema, status: 201 },
  openServiceCredentials: { params: credentialsParamsSchema, response: serviceCredentialsSchema },
} as const;

export const servicesSchemas: BoundEndpoints<typeof servicesEndpoints, typeof schemas> = bindSchemas('services', servicesEndpoints, schemas);
