import type { Kysely, Transaction } from 'kysely';
import { formatUsd } from '@storefront/contracts';
import { addDays, addYears, type Clock } from '../clock';
import type { Database, UserRow } from '../db/database';
import type { DomainFulfilmentAction, DomainFulfilmentRow, DomainFulfilmentState } from '../db/tables/fulfilment';
import { AppError } from '../errors';
import { isLastTry, type JobAttempt, type JobQueue } from '../jobs/job-queue';
import { moveLedger } from '../ledger/ledger.repository';
import { notifyCustomer } from '../services/notify';
import { raiseStaffAlert } from '../staff-alerts/staff-alerts.repository';
import { checkPaidDomainItem, fulfilDomainItem, type FulfilDeps, type PaidDomainItem } from './fulfil-domain-item';
import { domainLifecycle } from './domain-lifecycle';
import { saveHolding } from './domains.repository';

/** What the payment needs to hand a domain item to the queue. */
export interface QueueDomainDeps extends Pick<FulfilDeps, 'clock' | 'tldCatalogue'> {
  jobs: JobQueue;
}

/** What the fulfil-domain job needs. */
export interface DomainJobDeps extends FulfilDeps {
  db: Kysely<Database>;
  clock: Clock;
  publicUrl: string;
}

/** One paid domain action to hand to the queue. */
export interface DomainFulfilmentRequest extends PaidDomainItem {
  /** The idempotency key: one job, one registry call, one refund at most, per key. */
  key: string;
  orderId: string | null;
  orderItemId: string | null;
  /** What goes back to the balance if the registry refuses for good (the item's share of what was paid), cents. */
  refundAmount: number;
}

const STATE_OF: Record<DomainFulfilmentAction, DomainFulfilmentState> = { register: 'registering', transfer: 'transferring', renew: 'renewing', reactivate: 'renewing' };

/**
 * In the payment's (or the lifecycle sweep's) transaction: the item is checked against what the storefront knows
 * (a refusal here refuses the payment, nothing written), the name is recorded for the customer at once as
 * registering / transferring / renewing, and a `fulfil-domain` job is written under the item's key — so the job
 * exists exactly when the payment commits, and a second payment report of the same item queues nothing twice.
 */
export async function queueDomainFulfilment(trx: Transaction<Database>, deps: QueueDomainDeps, user: UserRow, request: DomainFulfilmentRequest): Promise<void> {
  const { action, domain, tld, kind, held } = await checkPaidDomainItem(trx, deps, user, request);
  const now = deps.clock.now();
  const inserted = await trx
    .insertInto('domain_fulfilments')
    .values({
      key: request.key,
      user_id: user.id,
      order_id: request.orderId,
      order_item_id: request.orderItemId,
      action,
      domain,
      period: request.period,
      refund_amount: Math.max(0, request.refundAmount),
      status: 'pending',
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!inserted) return;
  const state = STATE_OF[action];
  if (action === 'register' || action === 'transfer') {
    // Shown as the customer's at once; a name held (by anyone) is not touched: the registry refuses it in the job.
    if (!held || domainLifecycle(held, kind, now) === 'released') {
      // Until the registry answers: a registration for its years from now; a transfer arriving within 7 days (spec §4).
      const arriving = action === 'transfer' ? { transferRequestedAt: now, transferCompletesAt: addDays(now, 7) } : {};
      const row = await saveHolding(trx, { userId: user.id, domain, tld, registeredAt: now, expiresAt: addYears(now, Math.max(1, request.period)), ...arriving }, now);
      await trx.updateTable('domains').set({ fulfilment: state }).where('id', '=', row.id).execute();
    }
  } else if (held) {
    await trx.updateTable('domains').set({ fulfilment: state, updated_at: now }).where('id', '=', held.id).execute();
  }
  await deps.jobs.send('fulfil-domain', { key: request.key }, { trx, singletonKey: request.key });
}

/** The order item's payload (a transfer's auth code is read here, never carried in the job) and its order's billing contact. */
async function itemOf(trx: Transaction<Database>, row: DomainFulfilmentRow): Promise<PaidDomainItem> {
  const stored = row.order_item_id
    ? await trx.selectFrom('order_items').innerJoin('orders', 'orders.id', 'order_items.order_id').select(['order_items.payload', 'order_items.type', 'orders.billing_to']).where('order_items.id', '=', row.order_item_id).executeTakeFirst()
    : undefined;
  const authCode = stored && stored.type === 'domain' ? (stored.payload as Record<string, unknown>).authCode : undefined;
  return { payload: { action: row.action, domain: row.domain, ...(authCode ? { authCode } : {}) }, period: row.period, billingTo: stored?.billing_to ?? null };
}

/**
 * The fulfil-domain job: asks the registry for what was paid and completes the customer's record, once per key
 * (the row is locked while the registry is asked; a done, refused or failed key does nothing again). A refusal
 * for good (the name taken meanwhile, a wrong auth code, a name no longer renewable) gives the item's price back to
 * the balance with a ledger row saying why and tells the customer; any other failure is retried by the queue with
 * backoff, and after the last try the name shows "failed — we are on it" and staff get an alert.
 */
export async function runDomainFulfilment(deps: DomainJobDeps, key: string, attempt: JobAttempt): Promise<void> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = await lockPending(trx, key);
      if (!row) return;
      const user = await trx.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirstOrThrow();
      // A try that failed, or one whose process stopped before it recorded the registry's answer (pg-boss counts both), may have reached the registry.
      await fulfilDomainItem(trx, deps, user, { ...(await itemOf(trx, row)), retry: attempt.retryCount > 0 || row.attempts > 0 });
      const now = deps.clock.now();
      await trx.updateTable('domains').set({ fulfilment: null, updated_at: now }).where('domain', '=', row.domain).where('user_id', '=', row.user_id).execute();
      await trx
        .updateTable('domain_fulfilments')
        .set((eb) => ({ status: 'done', attempts: eb('attempts', '+', 1), last_error: null, updated_at: now }))
        .where('key', '=', key)
        .execute();
    });
  } catch (error) {
    if (error instanceof AppError) return refuse(deps, key, error.message);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (isLastTry(attempt)) return giveUp(deps, key, message);
    await deps.db
      .updateTable('domain_fulfilments')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: message, updated_at: deps.clock.now() }))
      .where('key', '=', key)
      .where('status', '=', 'pending')
      .execute();
    throw error;
  }
}

const lockPending = (trx: Transaction<Database>, key: string) =>
  trx.selectFrom('domain_fulfilments').selectAll().where('key', '=', key).where('status', '=', 'pending').forUpdate().executeTakeFirst();

/** Ends a pending key as refused or failed (its last try counted, why kept): the row as it was, or nothing if it is no longer pending. */
async function closePending(trx: Transaction<Database>, key: string, status: 'refused' | 'failed', why: string, now: Date): Promise<DomainFulfilmentRow | undefined> {
  const row = await lockPending(trx, key);
  if (!row) return undefined;
  await trx
    .updateTable('domain_fulfilments')
    .set((eb) => ({ status, attempts: eb('attempts', '+', 1), last_error: why, updated_at: now }))
    .where('key', '=', key)
    .execute();
  return row;
}

/** The registry refused for good: the pending name goes, its price goes to the balance (a ledger row saying why), the customer is told. */
async function refuse(deps: DomainJobDeps, key: string, reason: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const row = await closePending(trx, key, 'refused', reason, now);
    if (!row) return;
    if (row.action === 'register' || row.action === 'transfer') {
      await trx.deleteFrom('domains').where('domain', '=', row.domain).where('user_id', '=', row.user_id).where('fulfilment', 'in', ['registering', 'transferring', 'failed']).execute();
    } else {
      await trx.updateTable('domains').set({ fulfilment: null, updated_at: now }).where('domain', '=', row.domain).where('user_id', '=', row.user_id).execute();
    }
    if (row.refund_amount > 0) {
      await moveLedger(trx, 'balance', {
        userId: row.user_id,
        amount: row.refund_amount,
        kind: 'refund',
        reference: row.order_id ?? key,
        reason: `Domain ${row.domain} could not be ${row.action === 'transfer' ? 'transferred' : `${row.action}ed`} (${reason}): ${formatUsd(row.refund_amount, 'en')} credited to your balance`,
        now,
      });
    }
    const user = await trx.selectFrom('users').select(['id', 'email', 'locale_code']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
    await notifyCustomer(trx, user, { kind: 'domain-refused', params: { name: row.domain, action: row.action, reason, amount: row.refund_amount, link: `${deps.publicUrl}/account/balance` } }, now);
  });
}

/** The last try failed: the name shows "failed — we are on it", and staff get an alert (once per key). */
async function giveUp(deps: DomainJobDeps, key: string, message: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const row = await closePending(trx, key, 'failed', message, now);
    if (!row) return;
    const failed = row.action === 'register' || row.action === 'transfer' ? 'failed' : 'renewFailed';
    await trx.updateTable('domains').set({ fulfilment: failed, updated_at: now }).where('domain', '=', row.domain).where('user_id', '=', row.user_id).where('fulfilment', 'is not', null).execute();
    await raiseStaffAlert(trx, {
      kind: 'domain-fulfilment-failed',
      subject: row.domain,
      userId: row.user_id,
      message: `The registry did not ${row.action} ${row.domain} after every retry: ${message}`,
      reference: `fulfil-domain:${key}`,
      now,
    });
  });
}
