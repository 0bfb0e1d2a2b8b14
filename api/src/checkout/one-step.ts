import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { CART_ITEM_CATEGORY, cartItemInputSchema, CONTACT_MESSAGES, orderTotals, SERVICE_MESSAGES, type CheckoutOneStepResult, type OneStepMethod } from '@storefront/contracts';
import { ensureCartId } from '../cart/cart.repository';
import { itemColumns, priceItems, type CartPricingContext, type PricedItem } from '../cart/pricing';
import { listContacts } from '../contacts/contacts.repository';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { acquirePaymentLock, releasePaymentLock } from '../payments/payment-lock';
import { payLockedOrder, type ImmediateMethod } from '../payments/pay-order-now';
import type { RecordDeps } from '../payments/record-payment';
import { RENEWAL_ITEM_TYPE, type RenewalPayload } from '../services/order-paid-renewals';
import { billingSnapshot } from './save-address';

export interface OneStepDeps extends RecordDeps {
  db: Kysely<Database>;
  vatRateBasisPoints: number;
  pricing: Omit<CartPricingContext, 'user' | 'owner'>;
}

type RenewalItem = Omit<PricedItem, 'type'> & { type: string };

const refused = (message: string) => new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'serviceId', message }] }, message);

/**
 * The order item renewing one of the customer's services or domains for one more term, priced by the api in
 * cents: a hosting plan, server or certificate at its renewal price for its own term; a domain as the cart prices
 * a domain renewal (one year). NOT_FOUND for anything that is not the customer's; an ended or pending service
 * cannot be renewed.
 */
export async function priceRenewal(deps: OneStepDeps, userId: string, serviceId: string): Promise<RenewalItem> {
  const service = await deps.db.selectFrom('services').selectAll().where('id', '=', serviceId).where('user_id', '=', userId).executeTakeFirst();
  if (service) {
    if (service.status === 'cancelled' || service.status === 'pending') throw refused(SERVICE_MESSAGES.notRenewable);
    const payload: RenewalPayload = { serviceId: service.id, renewsFrom: new Date(service.expires_at).toISOString() };
    return {
      type: RENEWAL_ITEM_TYPE,
      category: CART_ITEM_CATEGORY[service.kind],
      dedupeKey: `renewal:${service.id}`,
      title: `Renewal: ${service.title}`,
      description: service.name,
      payload: { ...payload },
      period: service.period,
      periodUnit: service.period_unit,
      unitPrice: service.renew_price,
      amount: service.renew_price,
    };
  }
  const domain = await deps.db.selectFrom('domains').select(['id', 'domain']).where('id', '=', serviceId).where('user_id', '=', userId).executeTakeFirst();
  if (!domain) throw new AppError('NOT_FOUND');
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const item = cartItemInputSchema.parse({ type: 'domain', action: 'renew', domain: domain.domain, years: 1 });
  const [priced] = await priceItems({ ...deps.pricing, user, owner: { userId } }, [item]);
  return priced!;
}

/** The customer's own default contact (else their first), snapshotted as the order's billing; the §5 message without one. */
async function defaultBilling(trx: Transaction<Database>, userId: string) {
  const own = (await listContacts(trx, userId)).filter((contact) => !contact.shared);
  const contact = own.find((c) => c.isDefault) ?? own[0];
  if (!contact) throw new AppError('BAD_REQUEST', undefined, undefined, CONTACT_MESSAGES.noBilling);
  return billingSnapshot(contact);
}

/**
 * POST /api/checkout-one-step: a renewal bought in one step. The item is priced, then, holding the customer's
 * payment lock, one transaction makes a detached order of it (the cart is left as it is), billed to the default
 * contact, and pays it with the checkout's own payLockedOrder (balance debit or saved-card charge, payment,
 * invoice, the steps after payment — the renewal among them). Any refusal writes nothing.
 */
export async function checkoutOneStep(deps: OneStepDeps, userId: string, input: { serviceId: string; method: OneStepMethod }, payWith: ImmediateMethod): Promise<CheckoutOneStepResult> {
  const item = await priceRenewal(deps, userId, input.serviceId);
  const orderId = randomUUID();
  const token = await acquirePaymentLock(deps.db, userId, orderId);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const cartId = await ensureCartId(trx, { userId });
      const billing = await defaultBilling(trx, userId);
      const totals = orderTotals(item.amount, 0, deps.vatRateBasisPoints);
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: userId,
          status: 'open',
          cart_id: cartId,
          cart_updated_at: now,
          ...totals,
          vat_rate: deps.vatRateBasisPoints,
          promo_credit: 0,
          voucher_code: null,
          payment_method: input.method,
          billing_to: JSON.stringify(billing),
          detached: true,
          created_at: now,
          updated_at: now,
          paid_at: null,
        })
        .execute();
      await trx
        .insertInto('order_items')
        .values({
          id: randomUUID(),
          order_id: orderId,
          seq: 0,
          ...itemColumns(item),
        })
        .execute();
      const paid = await payLockedOrder(trx, deps, userId, orderId, undefined, payWith);
      return { ...paid, serviceId: input.serviceId, method: input.method };
    });
  } finally {
    await releasePaymentLock(deps.db, userId, token);
  }
}
