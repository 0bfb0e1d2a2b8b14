import { serviceParamsSchema } from '../services.schema';
import { serviceSlaSchema, slaClaimSchema, slaIncidentInputSchema, staffSlaIncidentInputSchema } from '../sla';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { slaEndpoints } from './sla';

const schemas = {
  getServiceSla: { params: serviceParamsSchema, response: serviceSlaSchema },
  claimSlaCredit: { params: serviceParamsSchema, body: slaClaimSchema, response: serviceSlaSchema },
  recordServerOutage: { params: serviceParamsSchema, body: staffSlaIncidentInputSchema, response: serviceSlaSchema, status: 201 },
  recordSlaIncident: { params: serviceParamsSchema, body: slaIncidentInputSchema, response: serviceSlaSchema, status: 201 },
} as const;

export const slaSchemas: BoundEndpoints<typeof slaEndpoints, typeof schemas> = bindSchemas('sla', slaEndpoints, schemas);
