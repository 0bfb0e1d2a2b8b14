import { RENEWAL_RULES, type OwnedService, type TldKind } from '@storefront/contracts';
import { addDays } from '../clock';
import type { DomainRow } from '../db/database';
import type { ServiceDetails, ServiceRow } from '../db/tables/services';
import { domainLifecycle } from '../domains/domain-lifecycle';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The customer may cancel a hosting account that has been suspended more than 14 days (spec §4). */
export function isCancellable(row: Pick<ServiceRow, 'kind' | 'status' | 'suspended_at'>, now: Date): boolean {
  if (row.status !== 'suspended' || !row.suspended_at || row.kind === 'cloud-server' || row.kind === 'ssl') return false;
  return now.getTime() > addDays(new Date(row.suspended_at), RENEWAL_RULES.hostingCancellableAfterDays).getTime();
}

/** A service's addresses as the provider reported them: every IP of a cloud server, the primary one first. */
export const ipsOf = (details: ServiceDetails): string[] => details.ips ?? (details.ip ? [details.ip] : []);

/** A services row as the account shows it. */
export function toOwnedService(row: ServiceRow, now: Date): OwnedService {
  const details = (row.details ?? {}) as ServiceDetails;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    name: row.name,
    status: row.status,
    provisioning: row.provisioning,
    term: { period: row.period, unit: row.period_unit },
    startsAt: iso(row.starts_at),
    renewsAt: iso(row.expires_at),
    renewPrice: row.renew_price,
    autoRenew: row.auto_renew,
    controlPanelUrl: details.controlPanelUrl ?? null,
    cloudServer:
      row.kind === 'cloud-server'
        ? {
            powerState: row.status === 'suspended' || row.status === 'cancelled' ? 'stopped' : (details.powerState ?? 'creating'),
            ip: details.ip ?? null,
            ips: ipsOf(details),
            os: details.os ?? null,
            region: details.region ?? null,
            resources: details.resources ?? null,
          }
        : null,
    sslValidation: details.validation
      ? { method: details.validation.method, recordName: details.validation.recordName ?? null, recordValue: details.validation.recordValue ?? null, approverEmail: details.validation.approverEmail ?? null, completed: details.validation.completed }
      : null,
    domainLifecycle: null,
    cancellable: isCancellable(row, now),
    endReason: row.end_reason,
  };
}

/** A domain the customer holds, as a service: its lifecycle decides the status (redemption, pendingTransfer …). */
export function domainAsService(row: DomainRow, kind: TldKind, renewPrice: number, autoRenew: boolean, now: Date): OwnedService {
  const lifecycle = domainLifecycle(row, kind, now);
  // A name the fulfil-domain job is still registering or transferring is pending (failed: its last try failed, we are on it).
  const arriving = row.fulfilment === 'registering' || row.fulfilment === 'transferring' || row.fulfilment === 'failed';
  const status: OwnedService['status'] = arriving
    ? 'pending'
    : lifecycle === 'pendingTransfer' ? 'pendingTransfer' : lifecycle === 'active' ? 'active' : lifecycle === 'expired' ? 'suspended' : lifecycle === 'redemption' ? 'redemption' : 'cancelled';
  return {
    id: row.id,
    kind: 'domain',
    title: 'Domain',
    name: row.domain,
    status,
    provisioning: row.fulfilment === 'failed' || row.fulfilment === 'renewFailed' ? 'failed' : row.fulfilment ? 'creating' : null,
    term: { period: 1, unit: 'year' },
    startsAt: iso(row.registered_at),
    renewsAt: iso(row.expires_at),
    renewPrice,
    autoRenew,
    controlPanelUrl: null,
    cloudServer: null,
    sslValidation: null,
    domainLifecycle: lifecycle,
    cancellable: false,
    endReason: null,
  };
}
