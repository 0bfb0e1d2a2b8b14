import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { ServiceDetails, ServiceRow } from '../db/tables/services';
import { isLastTry, type JobAttempt, type JobQueue } from '../jobs/job-queue';
import { ProvisioningError, type Provisioner } from '../provisioning/provisioner';
import { raiseStaffAlert } from '../staff-alerts/staff-alerts.repository';
import { recordStepOnce } from './notify';

/** What the lifecycle asks of a service's provider once its status changed. */
export type ProviderAction = 'suspend' | 'resume' | 'destroy';

/** The status a service must still have for the action to be made (a service resumed before its suspend ran is left running). */
const STATUS_FOR: Record<ProviderAction, ServiceRow['status']> = { suspend: 'suspended', resume: 'active', destroy: 'cancelled' };

export interface ProviderActionDeps {
  db: Kysely<Database>;
  provisioner: Provisioner;
  clock: Clock;
}

/**
 * In the transaction that changed the service's status (the lifecycle sweep, a renewal, a cancellation): a
 * `service-provider-action` job to make the change at the provider, written under a key of the service, the action
 * and the cycle — it exists exactly when the status change commits, and the provider is never called while the
 * sweep holds its row locks. A service not built yet (no external id) has nothing to change.
 */
export async function queueProviderAction(trx: Transaction<Database>, jobs: JobQueue, service: Pick<ServiceRow, 'id' | 'details'>, action: ProviderAction, cycle: string): Promise<void> {
  if (!(service.details as ServiceDetails).externalId) return;
  const key = `${action}:${service.id}:${cycle}`;
  await jobs.send('service-provider-action', { serviceId: service.id, action, key }, { trx, singletonKey: key });
}

/**
 * The job: under the service's row lock, the provider is asked once per key (the step is recorded in the same
 * transaction, so a failed call records nothing and a second delivery does nothing), only while the service still
 * has the status that asked for it. A provider failure is retried by the queue with backoff; a refusal for good, or
 * the last try, alerts staff (the status change itself stands).
 */
export async function runProviderAction(deps: ProviderActionDeps, data: { serviceId: string; action: ProviderAction; key: string }, attempt: JobAttempt): Promise<void> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const service = await trx.selectFrom('services').selectAll().where('id', '=', data.serviceId).forUpdate().executeTakeFirst();
      const externalId = service && (service.details as ServiceDetails).externalId;
      if (!service || !externalId || service.status !== STATUS_FOR[data.action]) return;
      if (!(await recordStepOnce(trx, service.id, `provider-${data.action}`, data.key, deps.clock.now()))) return;
      await deps.provisioner[data.action](externalId, trx);
    });
  } catch (error) {
    const refused = error instanceof ProvisioningError && !error.retryable;
    if (!refused && !isLastTry(attempt)) throw error;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const service = await deps.db.selectFrom('services').select(['name', 'user_id']).where('id', '=', data.serviceId).executeTakeFirst();
    await raiseStaffAlert(deps.db, {
      kind: 'provider-action-failed',
      subject: service?.name ?? data.serviceId,
      userId: service?.user_id ?? null,
      message: `The provider did not ${data.action} ${service?.name ?? data.serviceId}${refused ? ' (refused)' : ' after every retry'}: ${message}`,
      reference: `service-provider-action:${data.key}`,
      now: deps.clock.now(),
    });
  }
}
