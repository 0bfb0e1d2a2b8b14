import type { ServiceKind } from './services';

/**
 * What the cloud server SLA covers and the limits of an outage staff record, without zod (the staff console reads
 * them; the schemas are in ./sla.ts).
 */

/** The kind of service the SLA covers: its uptime record, outages and credits are a cloud server's. */
export const SLA_SERVICE_KIND = 'cloud-server' as const satisfies ServiceKind;

/** Why staff's outage is refused (BAD_REQUEST's details.reason). */
export const SLA_INCIDENT_REFUSALS = ['notCloudServer', 'inFuture', 'beforeServer', 'overlaps'] as const;
export type SlaIncidentRefusal = (typeof SLA_INCIDENT_REFUSALS)[number];

/** An outage staff record: its shortest (whole minutes, the end after the start) and its description's longest (what happened, shown to the customer). */
export const SLA_INCIDENT_LIMITS = { shortestMinutes: 1, descriptionMax: 300 } as const;
