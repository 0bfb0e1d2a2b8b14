import type { Kysely, Transaction } from 'kysely';
import { RENEWAL_RULES, type TldKind } from '@storefront/contracts';
import { addDays, addYears, type Clock } from '../clock';
import type { Database, UserRow } from '../db/database';
import type { ServiceRow } from '../db/tables/services';
import { domainLifecycle, redemptionLeadDays } from '../domains/domain-lifecycle';
import type { FulfilDeps } from '../domains/fulfil-domain-item';
import { queueDomainFulfilment } from '../domains/domain-fulfilment-job';
import { AppError } from '../errors';
import { TOP_UP_URL } from '../ledger/ledger.repository';
import type { JobQueue } from '../jobs/job-queue';
import type { Provisioner } from '../provisioning/provisioner';
import { notifyCustomer, recordStepOnce } from './notify';
import { queueProviderAction } from './provider-action-job';
import { chargeRenewal, type RenewalCardCharger } from './renewal-charge';
import { termEnd } from './services.repository';

export interface LifecycleDeps extends FulfilDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** For the jobs the sweep's changes send (provisioning, provider actions): the sweep itself never calls it. */
  provisioner: Provisioner;
  jobs: JobQueue;
  config: { vatName: string; vatRateBasisPoints: number; publicUrl: string };
  renewalCards?: RenewalCardCharger | null;
}

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => Math.floor(date.getTime() / DAY_MS);
const iso = (value: Date | string) => new Date(value).toISOString();
type Owner = Pick<UserRow, 'id' | 'email' | 'locale_code'>;

/** What one sweep did (tests and the log read it). */
export interface SweepReport {
  services: number;
  domains: number;
  requeued: number;
  failed: number;
  /** What failed (a subject's error is logged and retried at the next sweep; the others go on). */
  errors: { id: string; error: string }[];
}

/**
 * The renewal lifecycle of spec §4, run by the job queue (a scheduled sweep; development also runs it when the
 * clock moves). Each due service and domain is looked at in a transaction of its own under its row lock; every
 * step is recorded once per cycle (service_events), so a sweep run twice — or two sweeps at once — does nothing
 * twice. Services whose provisioning waits or ran out of retries are sent to the provisioning queue again.
 */
export async function runLifecycleSweep(deps: LifecycleDeps): Promise<SweepReport> {
  const now = deps.clock.now();
  const horizon = addDays(now, RENEWAL_RULES.autoRenewDaysBefore);
  const report: SweepReport = { services: 0, domains: 0, requeued: 0, failed: 0, errors: [] };

  const waiting = await deps.db.selectFrom('services').select('id').where('status', '=', 'pending').where('provisioning', 'in', ['queued', 'failed']).execute();
  for (const { id } of waiting) {
    await deps.jobs.send('provision-service', { serviceId: id });
    report.requeued += 1;
  }

  const due = await deps.db.selectFrom('services').select('id').where('status', 'in', ['active', 'suspended']).where('expires_at', '<=', horizon).execute();
  for (const { id } of due) {
    try {
      await deps.db.transaction().execute((trx) => evaluateService(trx, deps, id, now));
      report.services += 1;
    } catch (error) {
      report.failed += 1;
      report.errors.push({ id, error: String(error) });
    }
  }

  // Names up to 30 days before expiry, and after it until they leave redemption (12 + 30 days at most).
  const since = addDays(now, -60);
  const domains = await deps.db.selectFrom('domains').select('id').where('expires_at', '<=', horizon).where('expires_at', '>', since).execute();
  for (const { id } of domains) {
    try {
      await deps.db.transaction().execute((trx) => evaluateDomain(trx, deps, id, now));
      report.domains += 1;
    } catch (error) {
      report.failed += 1;
      report.errors.push({ id, error: String(error) });
    }
  }
  return report;
}

async function ownerOf(trx: Transaction<Database>, userId: string): Promise<Owner> {
  return trx.selectFrom('users').select(['id', 'email', 'locale_code']).where('id', '=', userId).executeTakeFirstOrThrow();
}

async function endService(trx: Transaction<Database>, deps: LifecycleDeps, service: ServiceRow, owner: Owner, reason: 'autoRenewOff' | 'deactivated' | 'unpaid' | 'expired' | 'customer', now: Date): Promise<void> {
  await trx.updateTable('services').set({ status: 'cancelled', cancelled_at: now, end_reason: reason, updated_at: now }).where('id', '=', service.id).execute();
  // The provider destroys it in a job (provider-action-job.ts): never called while this transaction holds the row.
  await queueProviderAction(trx, deps.jobs, service, 'destroy', iso(service.expires_at));
  if (!(await recordStepOnce(trx, service.id, 'ended', iso(service.expires_at), now))) return;
  if (reason === 'deactivated') await notifyCustomer(trx, owner, { kind: 'deactivated', params: { title: service.title, name: service.name } }, now);
  else await notifyCustomer(trx, owner, { kind: 'cancelled', params: { title: service.title, name: service.name, reason } }, now);
}

/** Cancels a suspended hosting account at its owner's request (allowed after more than 14 days suspended). */
export async function cancelByCustomer(trx: Transaction<Database>, deps: LifecycleDeps, service: ServiceRow, now: Date): Promise<void> {
  await endService(trx, deps, service, await ownerOf(trx, service.user_id), 'customer', now);
}

/**
 * Renews a service now at its owner's request (one step: the balance, then the default saved card): one more
 * term from its renewal date, active again if it was suspended. BALANCE_NOT_ENOUGH (with the top-up link) when
 * nothing could pay — nothing written.
 */
export async function renewNow(trx: Transaction<Database>, deps: LifecycleDeps, service: ServiceRow, now: Date): Promise<void> {
  const charged = await chargeRenewal(trx, { ...deps.config, cards: deps.renewalCards }, { userId: service.user_id, description: `${service.title} — ${service.name}`, price: service.renew_price, now });
  if (!charged) throw new AppError('BALANCE_NOT_ENOUGH', undefined, { topUpUrl: TOP_UP_URL });
  await extendTerm(trx, { jobs: deps.jobs, publicUrl: deps.config.publicUrl }, service, now, charged);
}

/**
 * A paid renewal (renew now, or a renewal order paid at checkout — services/order-paid-renewals.ts): one more
 * term from the renewal date, active again (a suspended server resumed), failures forgotten, the customer told.
 */
export async function extendTerm(
  trx: Transaction<Database>,
  hooks: { jobs: JobQueue; publicUrl: string },
  service: ServiceRow,
  now: Date,
  paid: { total: number; source: 'balance' | 'card' },
): Promise<Date> {
  const renewsAt = termEnd(new Date(service.expires_at), service.period, service.period_unit);
  await trx.updateTable('services').set({ expires_at: renewsAt, status: 'active', renewal_failures: 0, suspended_at: null, updated_at: now }).where('id', '=', service.id).execute();
  if (service.status === 'suspended') await queueProviderAction(trx, hooks.jobs, service, 'resume', iso(renewsAt));
  const link = `${hooks.publicUrl}/account/services/${service.id}`;
  await notifyCustomer(trx, await ownerOf(trx, service.user_id), { kind: 'renewed', params: { title: service.title, name: service.name, amount: paid.total, renewsAt: iso(renewsAt), source: paid.source, link } }, now);
  return renewsAt;
}

/** One service at `now`: renew, warn, suspend, deactivate or cancel, as spec §4 says. */
export async function evaluateService(trx: Transaction<Database>, deps: LifecycleDeps, serviceId: string, now: Date): Promise<void> {
  const service = await trx.selectFrom('services').selectAll().where('id', '=', serviceId).forUpdate().executeTakeFirst();
  if (!service || (service.status !== 'active' && service.status !== 'suspended')) return;
  const owner = await ownerOf(trx, service.user_id);
  const renewAt = new Date(service.expires_at);
  const cycle = iso(renewAt);
  const link = `${deps.config.publicUrl}/account/services/${service.id}`;
  const ended = now.getTime() >= renewAt.getTime();

  if (!service.auto_renew) {
    // Auto-renew off: cancelled at renewal (its data deleted).
    if (ended) await endService(trx, deps, service, owner, 'autoRenewOff', now);
    return;
  }

  if (now.getTime() >= addDays(renewAt, -RENEWAL_RULES.autoRenewDaysBefore).getTime() && (await recordStepOnce(trx, service.id, 'renew-attempt', `${cycle}:${dayOf(now)}`, now))) {
    const charged = await chargeRenewal(trx, { ...deps.config, cards: deps.renewalCards }, { userId: service.user_id, description: `${service.title} — ${service.name}`, price: service.renew_price, now });
    if (charged) {
      const renewsAt = termEnd(renewAt, service.period, service.period_unit);
      await trx
        .updateTable('services')
        .set({ expires_at: renewsAt, status: 'active', renewal_failures: 0, suspended_at: null, updated_at: now })
        .where('id', '=', service.id)
        .execute();
      if (service.status === 'suspended') await queueProviderAction(trx, deps.jobs, service, 'resume', iso(renewsAt));
      await notifyCustomer(trx, owner, { kind: 'renewed', params: { title: service.title, name: service.name, amount: charged.total, renewsAt: iso(renewsAt), source: charged.source, link } }, now);
      return;
    }
    if (!ended) {
      if (await recordStepOnce(trx, service.id, 'renewal-failed', cycle, now)) {
        await notifyCustomer(trx, owner, { kind: 'renewal-failed', params: { title: service.title, name: service.name, amount: service.renew_price, renewsAt: cycle, link } }, now);
      }
      return;
    }
    // Past the renewal date and unpaid: one more consecutive failure; the service is suspended (an SSL certificate simply ends).
    service.renewal_failures += 1;
    await trx.updateTable('services').set({ renewal_failures: service.renewal_failures, updated_at: now }).where('id', '=', service.id).execute();
    if (service.kind === 'ssl') {
      await endService(trx, deps, service, owner, 'expired', now);
      return;
    }
    if (service.status === 'active') {
      service.status = 'suspended';
      service.suspended_at = now;
      await trx.updateTable('services').set({ status: 'suspended', suspended_at: now, updated_at: now }).where('id', '=', service.id).execute();
      await queueProviderAction(trx, deps.jobs, service, 'suspend', cycle);
      if (await recordStepOnce(trx, service.id, 'suspended', cycle, now)) {
        await notifyCustomer(trx, owner, { kind: 'suspended', params: { title: service.title, name: service.name, amount: service.renew_price, link } }, now);
      }
    }
  }

  if (service.status !== 'suspended') return;
  if (service.kind === 'cloud-server') {
    // Five consecutive failures or a week past the end: deactivated, its data destroyed.
    if (service.renewal_failures >= RENEWAL_RULES.maxConsecutiveFailures || now.getTime() >= addDays(renewAt, RENEWAL_RULES.deactivateDaysAfterEnd).getTime()) {
      await endService(trx, deps, service, owner, 'deactivated', now);
    }
    return;
  }
  if (service.kind === 'ssl') return;
  const unpaidDays = RENEWAL_RULES.unpaidCancelDays[service.kind];
  if (now.getTime() >= addDays(renewAt, unpaidDays).getTime()) await endService(trx, deps, service, owner, 'unpaid', now);
}

/** One domain at `now`: auto-renewed up to 30 days before expiry, else told when it expires and when it enters redemption. */
export async function evaluateDomain(trx: Transaction<Database>, deps: LifecycleDeps, domainId: string, now: Date): Promise<void> {
  const row = await trx
    .selectFrom('domains')
    .innerJoin('tlds', 'tlds.tld', 'domains.tld')
    .leftJoin('domain_renewals', 'domain_renewals.domain_id', 'domains.id')
    .selectAll('domains')
    .select(['tlds.kind as tld_kind', 'tlds.renew_price', 'domain_renewals.auto_renew'])
    .where('domains.id', '=', domainId)
    .forUpdate('domains')
    .executeTakeFirst();
  // A paid action the fulfil-domain job has not finished (or gave up on: staff are on it) is not renewed again meanwhile.
  if (!row || row.fulfilment !== null) return;
  const kind = row.tld_kind as TldKind;
  const lifecycle = domainLifecycle(row, kind, now);
  if (lifecycle === 'pendingTransfer' || lifecycle === 'released') return;
  const owner = await ownerOf(trx, row.user_id);
  const cycle = iso(row.expires_at);
  const link = `${deps.config.publicUrl}/account/services/${row.id}`;
  const autoRenew = row.auto_renew ?? true;

  if (autoRenew && (lifecycle === 'active' || lifecycle === 'expired') && now.getTime() >= addDays(new Date(row.expires_at), -RENEWAL_RULES.autoRenewDaysBefore).getTime()) {
    if (await recordStepOnce(trx, row.id, 'renew-attempt', `${cycle}:${dayOf(now)}`, now)) {
      const charged = await chargeRenewal(trx, { ...deps.config, cards: deps.renewalCards }, { userId: row.user_id, description: `Domain ${row.domain} — 1 year`, price: row.renew_price, now });
      if (charged) {
        const user = await trx.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirstOrThrow();
        // The registry renews it in a fulfil-domain job; if it refuses for good, what was charged goes back to the balance.
        const key = `renew:${row.id}:${cycle}:${dayOf(now)}`;
        await queueDomainFulfilment(trx, deps, user, { key, orderId: null, orderItemId: null, payload: { action: 'renew', domain: row.domain }, period: 1, refundAmount: charged.total });
        const renewsAt = addYears(new Date(row.expires_at), 1);
        await notifyCustomer(trx, owner, { kind: 'renewed', params: { title: 'Domain', name: row.domain, amount: charged.total, renewsAt: iso(renewsAt), source: charged.source, link } }, now);
        return;
      }
      if (lifecycle === 'active' && (await recordStepOnce(trx, row.id, 'renewal-failed', cycle, now))) {
        await notifyCustomer(trx, owner, { kind: 'renewal-failed', params: { title: 'Domain', name: row.domain, amount: row.renew_price, renewsAt: cycle, link } }, now);
      }
    }
  }
  const lead = redemptionLeadDays(kind);
  if (lifecycle === 'expired' && (await recordStepOnce(trx, row.id, 'expired', cycle, now))) {
    await notifyCustomer(trx, owner, { kind: 'domain-expired', params: { name: row.domain, redemptionAt: iso(addDays(new Date(row.expires_at), lead)), link } }, now);
  }
  if (lifecycle === 'redemption' && (await recordStepOnce(trx, row.id, 'redemption', cycle, now))) {
    await notifyCustomer(trx, owner, { kind: 'domain-redemption', params: { name: row.domain, leadDays: lead, link } }, now);
  }
}

/** Removes notifications older than the retention period (issue 16 item 11). */
export async function removeOldNotifications(db: Kysely<Database>, clock: Clock, retentionDays: number): Promise<number> {
  const result = await db.deleteFrom('notifications').where('created_at', '<', addDays(clock.now(), -retentionDays)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
