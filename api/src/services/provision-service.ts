import { HOSTING_SUBDOMAIN_ZONE, isHostingService } from '@storefront/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { ServiceDetails, ServiceRow } from '../db/tables/services';
import { serverConfigurationOf, specOf, type PendingResize } from '../cloud-servers/upgrade';
import type { PendingPlanChange } from '../hosting/plan-change';
import { isLastTry, type JobAttempt, type JobQueue } from '../jobs/job-queue';
import { ProvisioningError, type ProvisionStatus, type Provisioner } from '../provisioning/provisioner';
import { raiseStaffAlert } from '../staff-alerts/staff-alerts.repository';
import { credentialsPath, storeCredentials } from './credentials';
import { ipsOf } from './service-view';
import { notifyCustomer, recordStepOnce } from './notify';
import type { ServiceMessage } from './service-messages';

/**
 * The domain a hosting account is made for at the panel (WHM's createacct needs one): the plan's connected domain,
 * or, for a plan bought by its package alone, a subdomain of the provider's zone named after the service (the
 * customer connects their own later).
 */
export function hostingAccountDomain(service: Pick<ServiceRow, 'id'>, details: ServiceDetails): string {
  return details.domain ?? `site-${service.id.replace(/-/g, '').slice(0, 12)}.${HOSTING_SUBDOMAIN_ZONE}`;
}

export interface ProvisionDeps {
  db: Kysely<Database>;
  provisioner: Provisioner;
  clock: Clock;
  jobs: JobQueue;
  publicUrl: string;
}

/** Seconds between two looks at a server being built. */
export const POLL_SECONDS = 2;

/**
 * One provisioning job for a service: ask the provider to create it (or where the earlier request stands) and
 * record the answer. A provider failure is written on the service (attempts, error; still pending, the order
 * still paid) and thrown, so the queue retries it with backoff; the lifecycle sweep re-queues a service whose
 * retries ran out. A server still being built is looked at again in a few seconds; a certificate waits for
 * its domain's validation; a ready service becomes active and its owner gets the access details (email and a
 * notification, once).
 */
export async function provisionService(deps: ProvisionDeps, serviceId: string, attempt?: JobAttempt): Promise<void> {
  const service = await deps.db.selectFrom('services').selectAll().where('id', '=', serviceId).executeTakeFirst();
  if (service && service.status !== 'cancelled' && service.provisioning === 'ready' && (service.details as ServiceDetails).pendingResize) return resizeService(deps, service);
  if (service && service.status !== 'cancelled' && service.provisioning === 'ready' && (service.details as ServiceDetails).pendingPlanChange) return changeServicePlan(deps, service, attempt);
  if (!service || service.status === 'cancelled' || service.provisioning === 'ready') return;
  if (service.provisioning === 'validating' && !(service.details as ServiceDetails).validation?.completed) return;
  const user = await deps.db.selectFrom('users').select(['id', 'email', 'locale_code']).where('id', '=', service.user_id).executeTakeFirstOrThrow();
  const details = service.details as ServiceDetails;
  let status: ProvisionStatus;
  try {
    // A cloud server is built with everything paid for: the package and its add-ons (more vCPU, RAM, storage, bandwidth, IPs).
    const server = !details.externalId && service.kind === 'cloud-server' ? await specOf(deps.db, await serverConfigurationOf(deps.db, service)) : null;
    status = details.externalId
      ? await deps.provisioner.status(details.externalId, deps.db)
      : await deps.provisioner.create(
          { serviceId: service.id, kind: service.kind, productKey: service.product_key, name: isHostingService(service.kind) ? hostingAccountDomain(service, details) : service.name, os: details.os ?? null, region: details.region ?? null, names: (details.names as string[] | undefined) ?? [service.name], restoreFrom: (details.restoreFrom as string | undefined) ?? null, server, customerEmail: user.email },
          deps.db,
        );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .updateTable('services')
      .set((eb) => ({ provisioning: 'failed', provisioning_attempts: eb('provisioning_attempts', '+', 1), provisioning_error: message.slice(0, 500), updated_at: deps.clock.now() }))
      .where('id', '=', service.id)
      .where('provisioning', '!=', 'ready')
      .execute();
    const forGood = error instanceof ProvisioningError && !error.retryable;
    // Given up on (refused for good, or the last try): staff are told, once per service, and can retry it (staff-services).
    if (forGood || (attempt && isLastTry(attempt))) {
      await raiseStaffAlert(deps.db, {
        kind: 'provisioning-failed',
        subject: service.name,
        userId: service.user_id,
        message: `${service.title} "${service.name}" was not built${forGood ? ' (the provider refused it)' : ` after ${attempt!.retryLimit + 1} tries`}: ${message}`.slice(0, 1000),
        reference: `provision-service:${service.id}`,
        now: deps.clock.now(),
      });
    }
    if (forGood) return;
    throw error;
  }
  await deps.db.transaction().execute((trx) => applyStatus(trx, deps, service.id, user, status));
}

async function applyStatus(trx: Transaction<Database>, deps: ProvisionDeps, serviceId: string, user: { id: string; email: string; locale_code: 'en' | 'km' }, status: ProvisionStatus): Promise<void> {
  const service = await trx.selectFrom('services').selectAll().where('id', '=', serviceId).forUpdate().executeTakeFirstOrThrow();
  if (service.status === 'cancelled' || service.provisioning === 'ready') return;
  const now = deps.clock.now();
  const link = `${deps.publicUrl}/account/services/${service.id}`;
  const details: ServiceDetails = { ...(service.details as ServiceDetails), externalId: status.externalId };
  if (status.os) details.os = status.os;
  if (status.ip) details.ip = status.ip;
  if (status.ips?.length) details.ips = status.ips;
  if (status.resources) details.resources = status.resources;
  if (status.controlPanelUrl) details.controlPanelUrl = status.controlPanelUrl;
  if (status.validation) details.validation = status.validation;
  if (status.certificateSerial) details.certificateSerial = status.certificateSerial;
  if (service.kind === 'cloud-server') details.powerState = status.state === 'ready' ? 'running' : 'creating';

  // The initial login is kept (behind a one-time link) when the service is ready, and mailed with its access details.
  let token: string | null = null;
  if (status.credentials && status.state === 'ready') {
    const stored = await trx.selectFrom('service_credentials').select('id').where('service_id', '=', service.id).executeTakeFirst();
    if (!stored) token = await storeCredentials(trx, service.id, status.credentials, now);
  }
  const provisioning = status.state === 'ready' ? 'ready' : status.state === 'validating' ? 'validating' : 'creating';
  await trx
    .updateTable('services')
    .set({ details: JSON.stringify(details), provisioning, provisioning_error: null, status: status.state === 'ready' ? 'active' : service.status, updated_at: now })
    .where('id', '=', service.id)
    .execute();

  if (status.state === 'creating') {
    await deps.jobs.send('provision-service', { serviceId: service.id }, { trx, startAfterSeconds: POLL_SECONDS, singletonKey: `poll:${service.id}` });
    return;
  }
  if (status.state === 'validating' && status.validation && (await recordStepOnce(trx, service.id, 'ssl-validation', status.externalId, now))) {
    await notifyCustomer(trx, user, { kind: 'ssl-validation', params: { name: service.name, recordName: status.validation.recordName, recordValue: status.validation.recordValue, approverEmail: status.validation.approverEmail, link } }, now);
    return;
  }
  if (status.state === 'ready' && (await recordStepOnce(trx, service.id, 'ready', status.externalId, now))) {
    const credentialsLink = token ? `${deps.publicUrl}${credentialsPath(token)}` : null;
    const server = service.kind === 'cloud-server';
    await notifyCustomer(
      trx,
      user,
      { kind: 'service-ready', params: { title: service.title, name: service.name, panelUrl: details.controlPanelUrl ?? null, ips: ipsOf(details), os: server ? (details.os ?? null) : null, resources: server ? (details.resources ?? null) : null, credentialsLink, link } },
      now,
    );
  }
}

/**
 * A paid upgrade or downgrade of a running server (cloud-servers/upgrade.ts): the control panel resizes it, once per
 * change (its id the idempotency key). A panel that is unavailable is retried by the queue; a change it refuses (a
 * disk that no longer holds the data) is recorded on the service for staff, and the server keeps running as it was.
 */
async function resizeService(deps: ProvisionDeps, service: ServiceRow): Promise<void> {
  const details = service.details as ServiceDetails;
  const change = details.pendingResize as PendingResize;
  try {
    await deps.provisioner.resize(details.externalId!, change, deps.db);
  } catch (error) {
    if (!(error instanceof ProvisioningError) || error.retryable) throw error;
    return recordChangeRefused(deps, service, 'resizeError', error.message);
  }
  const { vcpu, ramGb, storageGb, storageType } = change;
  await completeChange(deps, service, { pending: 'pendingResize', error: 'resizeError', changeId: change.changeId, step: 'resized' }, {
    // What the account shows the server running with follows the change (its bandwidth and IPs stay).
    apply: (rest) => {
      if (rest.resources) rest.resources = { ...rest.resources, vcpu, ramGb, storageGb, storageType };
    },
    message: { kind: 'resized', params: { title: service.title, name: service.name, vcpu, ramGb, storageGb, storageType, link: `${deps.publicUrl}/account/services/${service.id}` } },
  });
}

/**
 * A paid change of a hosting account's plan (hosting/plan-change.ts): the panel moves the account to the plan's
 * package, once per change (its id the idempotency key; WHM's changepackage is a no-op on the package it has). A
 * panel that is unavailable is retried by the queue, and staff are told after the last try; a change it refuses for
 * good is recorded on the service and staff are told at once — the account keeps running on its old package.
 */
async function changeServicePlan(deps: ProvisionDeps, service: ServiceRow, attempt?: JobAttempt): Promise<void> {
  const details = service.details as ServiceDetails;
  const change = details.pendingPlanChange as PendingPlanChange;
  try {
    await deps.provisioner.changePlan(details.externalId!, change, deps.db);
  } catch (error) {
    const forGood = error instanceof ProvisioningError && !error.retryable;
    const message = error instanceof Error ? error.message : String(error);
    if (forGood || (attempt && isLastTry(attempt))) {
      await raiseStaffAlert(deps.db, {
        kind: 'provisioning-failed',
        subject: service.name,
        userId: service.user_id,
        message: `The change of "${service.name}" to ${service.title} was not made at the panel${forGood ? ' (the provider refused it)' : ` after ${attempt!.retryLimit + 1} tries`}: ${message}`.slice(0, 1000),
        reference: `provision-service:${service.id}`,
        now: deps.clock.now(),
      });
    }
    if (!forGood) throw error;
    return recordChangeRefused(deps, service, 'planChangeError', message);
  }
  await completeChange(deps, service, { pending: 'pendingPlanChange', error: 'planChangeError', changeId: change.changeId, step: 'plan-changed' }, {
    message: { kind: 'plan-changed', params: { name: service.name, plan: service.title, link: `${deps.publicUrl}/account/services/${service.id}` } },
  });
}

/** A paid change the provider refused for good: its reason kept on the service (details[key]) for staff; the service runs on as it was. */
async function recordChangeRefused(deps: ProvisionDeps, service: ServiceRow, key: 'resizeError' | 'planChangeError', message: string): Promise<void> {
  await deps.db
    .updateTable('services')
    .set({ details: JSON.stringify({ ...(service.details as ServiceDetails), [key]: message.slice(0, 500) }), updated_at: deps.clock.now() })
    .where('id', '=', service.id)
    .execute();
}

/**
 * A paid change made at the provider: its pending entry (and an earlier refusal) cleared, what the account shows
 * brought up to date (`apply`), and the customer told (a notification and an email), once per change. A newer
 * change paid meanwhile stays pending (its own job makes it).
 */
async function completeChange(
  deps: ProvisionDeps,
  service: ServiceRow,
  change: { pending: 'pendingResize' | 'pendingPlanChange'; error: 'resizeError' | 'planChangeError'; changeId: string; step: string },
  outcome: { apply?: (details: ServiceDetails) => void; message: ServiceMessage },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('services').select('details').where('id', '=', service.id).forUpdate().executeTakeFirstOrThrow();
    const latest = row.details as ServiceDetails;
    if ((latest[change.pending] as { changeId?: string } | undefined)?.changeId !== change.changeId) return;
    const { [change.pending]: _done, [change.error]: _old, ...rest } = latest;
    outcome.apply?.(rest);
    const now = deps.clock.now();
    await trx.updateTable('services').set({ details: JSON.stringify(rest), updated_at: now }).where('id', '=', service.id).execute();
    if (await recordStepOnce(trx, service.id, change.step, change.changeId, now)) {
      const user = await trx.selectFrom('users').select(['id', 'email', 'locale_code']).where('id', '=', service.user_id).executeTakeFirstOrThrow();
      await notifyCustomer(trx, user, outcome.message, now);
    }
  });
}
