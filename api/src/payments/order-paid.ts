import type { Transaction } from 'kysely';
import type { Database, InvoiceRow, OrderItemRow, OrderRow, UserRow } from '../db/database';
import type { FulfilDeps } from '../domains/fulfil-domain-item';
import { queueDomainFulfilment } from '../domains/domain-fulfilment-job';
import { paidShareOf } from './paid-share';
import { provisionPaidServices, type ServicesDeps } from '../services/order-paid-services';
import { renewPaidServices } from '../services/order-paid-renewals';
import { earnWheelSpins } from '../promotions/wheel/earn-spins';
import { registerHostingDomains } from '../hosting/order-paid-domains';
import { creditLoyaltyCashback } from '../programmes/loyalty';
import { qualifyReferral } from '../programmes/affiliate';
import { createOrderContracts } from '../e-contracts/contracts-where-they-arise';

/** An order that has just been paid, as the steps after payment see it (inside the payment's transaction). */
export interface PaidOrder {
  order: OrderRow;
  items: OrderItemRow[];
  user: UserRow;
  invoice: InvoiceRow;
  now: Date;
}

/** What the steps after payment are given: the domain catalogue and clock, and the queue with the public address (both required). */
export type OrderPaidDeps = FulfilDeps & ServicesDeps;

/**
 * One thing that follows a paid order (a domain registered, a service provisioned, a notification, cashback…).
 * It runs in the payment's transaction, after the invoice is issued: whatever it writes commits with the payment
 * or not at all. Work that calls the outside world slowly or may fail (a control panel, a CA) should enqueue a job
 * here rather than do it inline, so a failure leaves the order paid and the work retried.
 */
export type OrderPaidStep = (trx: Transaction<Database>, deps: OrderPaidDeps, paid: PaidOrder) => Promise<void>;

/**
 * Each domain item becomes a fulfil-domain job (domains/domain-fulfilment-job.ts) written with the payment: the
 * registry is asked in the job, never while the payment's rows are locked, so a slow or failing registry cannot
 * roll the payment back. The name shows as registering / transferring / renewing at once.
 */
const fulfilDomains: OrderPaidStep = async (trx, deps, { order, items, user }) => {
  for (const item of items) {
    if (item.type !== 'domain') continue;
    await queueDomainFulfilment(trx, { ...deps, jobs: deps.services.jobs }, user, {
      key: `item:${item.id}`,
      orderId: order.id,
      orderItemId: item.id,
      payload: item.payload,
      period: item.period,
      refundAmount: paidShareOf(order, items, Number(item.amount)),
    });
  }
};

/** What happens after an order is paid, in this order. Each area adds its step here (one line each). */
export const ORDER_PAID_STEPS: readonly OrderPaidStep[] = [fulfilDomains, registerHostingDomains, provisionPaidServices, renewPaidServices, createOrderContracts, earnWheelSpins, creditLoyaltyCashback, qualifyReferral];
