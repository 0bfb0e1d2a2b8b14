/**
 * What the customer sees of a paid domain the registry has not carried out yet (issue 29 item 6): the fulfil-domain
 * job registers, transfers or renews it after the payment commits; `failed` once its last try failed (staff are
 * alerted and on it). Null (absent) once the job has finished.
 */
export const DOMAIN_FULFILMENT_STATES = ['registering', 'transferring', 'renewing', 'failed'] as const;
export type DomainFulfilmentState = (typeof DOMAIN_FULFILMENT_STATES)[number];
