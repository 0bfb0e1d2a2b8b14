import type { PayableKind, PaymentResult, PaymentSession, StartPaymentBody } from '@storefront/contracts';
import { findUserOrder, orderCartUpdatedAt, payRefusal } from '../checkout/orders.repository';
import type { AreaDeps } from '../deps';
import { captureWalletSession } from './capture-wallet';
import { recordDepsOf } from './idempotent-call';
import { payWithBalance } from './pay-with-balance';
import { orderPaymentRecord } from './payments.repository';
import { latestSessionOf, readSession } from './sessions.repository';
import { startPayment } from './start-payment';

/** The payment routes' calls (routes/payment): whether an order can be paid, paying it, its sessions and how it ended. */
export type RecordingDeps = Pick<AreaDeps, 'db' | 'registry' | 'clock' | 'tldCatalogue' | 'config' | 'jobs' | 'provisioner'>;

/** Whether the order can be paid now (its refusal thrown otherwise), and its total. */
export async function canPayOrder(deps: Pick<AreaDeps, 'db'>, userId: string, orderId: string, clientCartUpdatedAt: string | undefined): Promise<{ canPay: true; total: number }> {
  const order = await findUserOrder(deps.db, userId, orderId);
  const refusal = payRefusal(order, await orderCartUpdatedAt(deps.db, userId, order), clientCartUpdatedAt);
  if (refusal) throw refusal;
  return { canPay: true as const, total: order.total };
}

export const payOrderWithBalance = (deps: RecordingDeps, userId: string, orderId: string, clientCartUpdatedAt: string | undefined): Promise<PaymentResult> =>
  payWithBalance(deps.db, recordDepsOf(deps), userId, orderId, clientCartUpdatedAt);

/** Starts paying an order, a top-up or a bulk payment with a provider method. */
export const startProviderPayment = (deps: Pick<AreaDeps, 'db' | 'paymentProviders' | 'clock'>, userId: string, body: StartPaymentBody): Promise<PaymentSession> =>
  startPayment(deps.db, { providers: deps.paymentProviders, clock: deps.clock }, userId, body);

export const paymentSessionOf = (deps: Pick<AreaDeps, 'db' | 'clock'>, sessionId: string, userId: string): Promise<PaymentSession> => readSession(deps.db, sessionId, deps.clock.now(), userId);

/** How paying the order ended: paid (invoice), pending (a transfer under review) or open. */
export async function orderOutcomeOf(deps: Pick<AreaDeps, 'db'>, userId: string, orderId: string) {
  const order = await findUserOrder(deps.db, userId, orderId);
  const { invoice, provider } = await orderPaymentRecord(deps.db, order.id);
  const session = await latestSessionOf(deps.db, 'order', order.id);
  const outcome = order.status === 'paid' ? 'paid' : order.status === 'processing' && session?.status === 'pending' ? 'pending' : 'open';
  return {
    orderId: order.id,
    outcome,
    total: order.total,
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice?.number ?? null,
    method: provider ?? session?.method ?? null,
    paidAt: order.paid_at ? new Date(order.paid_at).toISOString() : null,
  } as const;
}

/** Captures the customer's approved wallet session of an order, a top-up or a bulk payment. */
export const captureWallet = (deps: RecordingDeps & Pick<AreaDeps, 'paymentProviders'>, userId: string, kind: PayableKind, id: string, sessionId: string): Promise<PaymentSession> =>
  captureWalletSession(deps.db, recordDepsOf(deps), deps.paymentProviders.wallet, { userId, kind, id, sessionId });
