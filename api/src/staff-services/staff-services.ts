import type { StaffAlert, StaffAlertRetry, StaffPartyState } from '@storefront/contracts';
import type { ServiceDetails } from '../db/tables/services';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { ProvisioningError } from '../provisioning/provisioner';
import { RegistryError } from '../registry/domain-registry';
import { ipsOf } from '../services/service-view';
import { recordStepOnce } from '../services/notify';
import type { ProviderAction } from '../services/provider-action-job';
import { recordStaffAudit, type StaffActor } from '../staff-audit/staff-audit.repository';
import { closeFailedFulfilment, findAlert, findDomainById, findFulfilment, findHeldDomain, findService, reopenFailedFulfilment, resolveAlert, stepRecorded } from './staff-services.repository';

type Deps = Pick<AreaDeps, 'db' | 'clock' | 'jobs' | 'registry' | 'provisioner'>;

const DOMAIN_PREFIX = 'fulfil-domain:';
const ACTION_PREFIX = 'service-provider-action:';
const PROVISION_PREFIX = 'provision-service:';
const ACTIONS: readonly ProviderAction[] = ['suspend', 'resume', 'destroy'];

/** What an alert is about, read off its job's reference (the job's own idempotency key). */
type Subject =
  | { job: 'fulfil-domain'; key: string }
  | { job: 'service-provider-action'; key: string; action: ProviderAction; serviceId: string }
  | { job: 'provision-service'; key: string; serviceId: string };

function subjectOf(reference: string): Subject {
  if (reference.startsWith(DOMAIN_PREFIX)) return { job: 'fulfil-domain', key: reference.slice(DOMAIN_PREFIX.length) };
  // A service whose build gave up (services/provision-service.ts): the key is the service's id.
  if (reference.startsWith(PROVISION_PREFIX)) return { job: 'provision-service', key: reference.slice(PROVISION_PREFIX.length), serviceId: reference.slice(PROVISION_PREFIX.length) };
  if (reference.startsWith(ACTION_PREFIX)) {
    // The provider action's key: `<action>:<serviceId>:<cycle>` (services/provider-action-job.ts).
    const key = reference.slice(ACTION_PREFIX.length);
    const [action, serviceId] = key.split(':');
    if (ACTIONS.includes(action as ProviderAction) && serviceId) return { job: 'service-provider-action', key, action: action as ProviderAction, serviceId };
  }
  throw new AppError('BAD_REQUEST', undefined, undefined, 'This alert names no job staff can act on');
}

async function alertOf(deps: Pick<Deps, 'db'>, id: string) {
  const alert = await findAlert(deps.db, id);
  if (!alert) throw new AppError('NOT_FOUND');
  return { alert, subject: subjectOf(alert.reference) };
}

const partyDown = (error: unknown): never => {
  if (error instanceof AppError) throw error;
  // The registry or the panel did not answer (or refused the question): a §8 answer, never its message (it may name hosts).
  throw new AppError('SYSTEM_BUSY', undefined, undefined, error instanceof RegistryError || error instanceof ProvisioningError ? 'The party did not answer. Please try again' : undefined);
};

async function registryState(deps: Deps, domain: string): Promise<StaffPartyState> {
  try {
    const [whois, transfer] = await Promise.all([deps.registry.whois(domain), deps.registry.transferStatus(domain).catch(() => null)]);
    return {
      party: 'registry',
      domain,
      registered: whois.registered,
      statuses: whois.registered ? whois.statuses : [],
      registrar: whois.registered ? whois.registrar : null,
      expiresAt: whois.registered ? whois.expiresAt : null,
      transfer: transfer ? { status: transfer.status, completesAt: transfer.completesAt ? transfer.completesAt.toISOString() : null } : null,
      askedAt: deps.clock.now().toISOString(),
    };
  } catch (error) {
    return partyDown(error);
  }
}

async function providerState(deps: Deps, serviceId: string): Promise<StaffPartyState> {
  const service = await findService(deps.db, serviceId);
  if (!service) throw new AppError('NOT_FOUND');
  const details = service.details as ServiceDetails;
  const base = { party: 'provider' as const, serviceId: service.id, kind: service.kind, name: service.name, askedAt: deps.clock.now().toISOString() };
  if (!details.externalId) return { ...base, externalId: null, state: null, ips: [], suspended: null };
  try {
    const status = await deps.provisioner.status(details.externalId, deps.db);
    // Picked field by field: the provider's answer may carry the initial login, which never leaves here.
    const ips = status.ips?.length ? status.ips : status.ip ? [status.ip] : ipsOf(details);
    return { ...base, externalId: status.externalId, state: status.state, ips, suspended: status.suspended ?? null };
  } catch (error) {
    return partyDown(error);
  }
}

/** GET /api/admin/staff-alerts/{id}/party-state: the alert's domain at the registry, or its service at the provider, asked now. */
export async function partyStateOfAlert(deps: Deps, id: string): Promise<StaffPartyState> {
  const { subject } = await alertOf(deps, id);
  if (subject.job !== 'fulfil-domain') return providerState(deps, subject.serviceId);
  const row = await findFulfilment(deps.db, subject.key);
  if (!row) throw new AppError('NOT_FOUND');
  return registryState(deps, row.domain);
}

/** GET /api/admin/services/{id}/party-state: a customer's service at its provider, or their domain (by its id) at the registry, asked now. */
export async function partyStateOfService(deps: Deps, id: string): Promise<StaffPartyState> {
  if (await findService(deps.db, id)) return providerState(deps, id);
  const held = await findDomainById(deps.db, id);
  if (!held) throw new AppError('NOT_FOUND');
  return registryState(deps, held.domain);
}

/**
 * Whether the party already shows the failed work done (a registration or transfer the registry carried out after
 * all, a renewal it made; a suspend or resume the panel took): a retry then queues nothing, since the job would ask
 * the party a second time (a name registered meanwhile would be refused and refunded).
 */
async function doneAtParty(deps: Deps, subject: Subject): Promise<boolean> {
  if (subject.job === 'fulfil-domain') {
    const row = await findFulfilment(deps.db, subject.key);
    if (!row) throw new AppError('NOT_FOUND');
    const state = await registryState(deps, row.domain);
    if (state.party !== 'registry') return false;
    if (row.action === 'register') return state.registered;
    if (row.action === 'transfer') return state.registered && (state.transfer?.status === 'pendingTransfer' || state.transfer?.status === 'completed');
    const held = await findHeldDomain(deps.db, row.domain, row.user_id);
    return Boolean(held && state.expiresAt && new Date(state.expiresAt) > new Date(held.expires_at));
  }
  if (subject.job === 'provision-service') {
    // Built meanwhile (a sweep's retry): nothing to queue. Otherwise a retry is always safe: the build is idempotent at the provider.
    const service = await findService(deps.db, subject.serviceId);
    if (!service) throw new AppError('NOT_FOUND');
    return service.provisioning === 'ready';
  }
  if (await stepRecorded(deps.db, subject.serviceId, `provider-${subject.action}`, subject.key)) return true;
  const state = await providerState(deps, subject.serviceId);
  if (state.party !== 'provider' || state.suspended === null) return false;
  return subject.action === 'suspend' ? state.suspended : subject.action === 'resume' ? !state.suspended : false;
}

const alreadyResolved = () => new AppError('BAD_REQUEST', undefined, undefined, 'This alert is already resolved', 409);

/**
 * POST /api/admin/staff-alerts/{id}/retry: the job that failed, queued again under its own idempotency key (a
 * domain's key made pending again; a provider action's key with its step still unrecorded), so the job's own
 * once-per-key guard holds: a second delivery does nothing. When the party already shows the work done, nothing is
 * queued (outcome `already-done`: staff mark it done). Audited with the staff member and the reason.
 */
export async function retryAlert(deps: Deps, actor: StaffActor, id: string, reason: string): Promise<StaffAlertRetry> {
  const { alert, subject } = await alertOf(deps, id);
  if (alert.resolution) throw alreadyResolved();
  if (subject.job === 'fulfil-domain') {
    const row = await findFulfilment(deps.db, subject.key);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'done') return { outcome: 'already-done', alert };
    if (row.status !== 'failed') throw new AppError('BAD_REQUEST', undefined, undefined, `This job is ${row.status}: there is nothing to retry`, 409);
  }
  if (await doneAtParty(deps, subject)) return { outcome: 'already-done', alert };
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const locked = await findAlert(trx, id, true);
    if (!locked || locked.resolution) throw alreadyResolved();
    if (subject.job === 'fulfil-domain') {
      const row = await findFulfilment(trx, subject.key, true);
      if (!row || !(await reopenFailedFulfilment(trx, row, now))) throw new AppError('BAD_REQUEST', undefined, undefined, 'This job is no longer failed', 409);
      await deps.jobs.send('fulfil-domain', { key: subject.key }, { trx, singletonKey: subject.key });
    } else if (subject.job === 'provision-service') {
      await deps.jobs.send('provision-service', { serviceId: subject.serviceId }, { trx, singletonKey: `retry:${subject.serviceId}` });
    } else {
      await deps.jobs.send('service-provider-action', { serviceId: subject.serviceId, action: subject.action, key: subject.key }, { trx, singletonKey: subject.key });
    }
    await resolveAlert(trx, id, actor, 'retried', reason, now);
    await recordStaffAudit(trx, actor, { area: 'customer', action: 'retry failed job', target: alert.reference, before: { resolution: null }, after: { resolution: 'retried', job: subject.job, key: subject.key }, reason });
  });
  return { outcome: 'queued', alert: (await findAlert(deps.db, id))! };
}

/**
 * POST /api/admin/staff-alerts/{id}/mark-done: staff did the work at the party themselves. The job's key is closed
 * (a domain's key done, its name no longer failed; a provider action's step recorded), so no later delivery makes
 * the call again; the alert resolved as done; audited with the reason.
 */
export async function markAlertDone(deps: Deps, actor: StaffActor, id: string, reason: string): Promise<StaffAlert> {
  const { alert, subject } = await alertOf(deps, id);
  if (alert.resolution) throw alreadyResolved();
  // A service is built by its job, which records what the provider made (its address, the customer's access): a build done by hand is finished by a retry.
  if (subject.job === 'provision-service') throw new AppError('BAD_REQUEST', undefined, undefined, 'A service is finished by Retry: it reads what the provider built and gives the customer their access', 409);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const locked = await findAlert(trx, id, true);
    if (!locked || locked.resolution) throw alreadyResolved();
    if (subject.job === 'fulfil-domain') {
      const row = await findFulfilment(trx, subject.key, true);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status === 'pending' || row.status === 'refused') throw new AppError('BAD_REQUEST', undefined, undefined, `This job is ${row.status}: it cannot be marked done`, 409);
      await closeFailedFulfilment(trx, row, now);
    } else {
      await recordStepOnce(trx, subject.serviceId, `provider-${subject.action}`, subject.key, now);
    }
    await resolveAlert(trx, id, actor, 'done', reason, now);
    await recordStaffAudit(trx, actor, { area: 'customer', action: 'mark job done by hand', target: alert.reference, before: { resolution: null }, after: { resolution: 'done', job: subject.job, key: subject.key }, reason });
  });
  return (await findAlert(deps.db, id))!;
}
