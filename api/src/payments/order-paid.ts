import type { Transaction } from 'kysely';
import type { Database, InvoiceRow, OrderItemRow, OrderRow, UserRow } from '../db/database';
import { fulfilDomainItem, type FulfilDeps } from '../domains/fulfil-domain-item';
import { provisionPaidServices } from '../services/order-paid-services';
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

/**
 * One thing that follows a paid order (a domain registered, a service provisioned, a notification, cashback…).
 * It runs in the payment's transaction, after the invoice is issued: whatever it writes commits with the payment
 * or not at all. Work that calls the outside world slowly or may fail (a control panel, a CA) should enqueue a job
 * here rather than do it inline, so a failure leaves the order paid and the work retried.
 */
export type OrderPaidStep = (trx: Transaction<Database>, deps: FulfilDeps, paid: PaidOrder) => Promise<void>;

const fulfilDomains: OrderPaidStep = async (trx, deps, { items, user }) => {
  for (const item of items) {
    if (item.type === 'domain') await fulfilDomainItem(trx, deps, user, { payload: item.payload, period: item.period });
  }
};

/** What happens after an order is paid, in this order. Each area adds its step here (one line each). */
export const ORDER_PAID_STEPS: readonly OrderPaidStep[] = [fulfilDomains, registerHostingDomains, provisionPaidServices, renewPaidServices, createOrderContracts, earnWheelSpins, creditLoyaltyCashback, qualifyReferral];
