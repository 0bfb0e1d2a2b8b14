import { serviceParamsSchema } from '../services.schema';
import { serviceSlaSchema, slaClaimSchema, slaIncidentInputSchema, staffSlaIncidentInputSchema } from '../sla';
import { defineEndpoints } from './endpoint.schema';

/**
 * Cloud server SLA credits (spec §5, §9; issue 17 item 8): a server's uptime record per month with the credit each
 * month below 99.5 % earns (proposed without a claim), and the claim that issues it as promo credit. Staff record an
 * outage of a customer's server (audited: `StaffUser`, `StaffAudit`); development also has its own local-only route for it. Tags `Sla`, `PromoCredit`.
 * Said once here; the browser's `slaEndpoints` (./sla.ts) is generated from it.
 */
export const slaSchemas = defineEndpoints(
  { area: 'sla', declarations: 'slaEndpoints' },
  {
    getServiceSla: { method: 'GET', path: '/api/user/services/:id/sla', params: serviceParamsSchema, response: serviceSlaSchema, tags: ['Sla'] },
    claimSlaCredit: { method: 'POST', path: '/api/user/services/:id/sla-claims', params: serviceParamsSchema, body: slaClaimSchema, response: serviceSlaSchema, tags: ['Sla', 'PromoCredit'] },
    recordServerOutage: { method: 'POST', capability: 'sla.incidents', path: '/api/admin/services/:id/incidents', params: serviceParamsSchema, body: staffSlaIncidentInputSchema, response: serviceSlaSchema, status: 201, tags: ['Sla', 'StaffUser', 'StaffAudit'] },
    recordSlaIncident: { method: 'POST', path: '/api/dev/services/:id/incidents', params: serviceParamsSchema, body: slaIncidentInputSchema, response: serviceSlaSchema, status: 201, tags: ['Sla'] },
  },
);
