import type { z } from 'zod';
import type { ServiceSla, slaClaimSchema, slaIncidentInputSchema, staffSlaIncidentInputSchema } from '../sla';
import { typed, type Endpoints } from './endpoint';

/**
 * Cloud server SLA credits (spec §5, §9; issue 17 item 8): a server's uptime record per month with the credit each
 * month below 99.5 % earns (proposed without a claim), and the claim that issues it as promo credit. Staff record an
 * outage of a customer's server (audited: `StaffUser`, `StaffAudit`); development also has its own local-only route for it. Tags `Sla`, `PromoCredit`.
 */
export const slaEndpoints = {
  getServiceSla: { method: 'GET', path: '/api/user/services/:id/sla', response: typed<ServiceSla>(), tags: ['Sla'] },
  claimSlaCredit: { method: 'POST', path: '/api/user/services/:id/sla-claims', body: typed<z.input<typeof slaClaimSchema>>(), response: typed<ServiceSla>(), tags: ['Sla', 'PromoCredit'] },
  recordServerOutage: { method: 'POST', capability: 'sla.incidents', path: '/api/admin/services/:id/incidents', body: typed<z.input<typeof staffSlaIncidentInputSchema>>(), response: typed<ServiceSla>(), tags: ['Sla', 'StaffUser', 'StaffAudit'] },
  recordSlaIncident: { method: 'POST', path: '/api/dev/services/:id/incidents', body: typed<z.input<typeof slaIncidentInputSchema>>(), response: typed<ServiceSla>(), tags: ['Sla'] },
} as const satisfies Endpoints;
