import type { CheckoutOneStepResult, CheckoutOrder, OneStepMethod, PaymentMethod } from '@storefront/contracts';
import { findCard } from '../cards/cards.repository';
import { cardVaultFor, savedCardMethod } from '../cards/charge-saved-card';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { recordDepsOf } from '../payments/idempotent-call';
import type { ImmediateMethod } from '../payments/pay-order-now';
import type { RecordingDeps } from '../payments/payment-calls';
import { balanceMethod } from '../payments/pay-with-balance';
import { recordCheckoutState } from './checkout-state';
import { otherTabBlocks } from './checkout-tabs';
import { checkoutOneStep } from './one-step';
import { setOrderPaymentMethod } from './order-payment-method';
import { findUserOrder, openOrderForCart, orderItems, toCheckoutOrder } from './orders.repository';
import { saveBillingAddress } from './save-address';

/** The checkout routes' calls (routes/checkout): the order of the cart, its tab, billing and method, and the one-step renewal. */
type CheckoutDeps = Pick<AreaDeps, 'db' | 'clock'>;

/**
 * Without orderId: the open order of the customer's cart, made or remade in a transaction when the cart changed.
 * With orderId: that order as it is, unless another tab is paying it (INIT_CHECKOUT_ORDER_IN_OTHER_TAB).
 */
export async function initCheckout(deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>, userId: string, { orderId, tabId }: { orderId?: string; tabId?: string }): Promise<CheckoutOrder> {
  if (orderId) {
    const order = await findUserOrder(deps.db, userId, orderId);
    const refusal = await otherTabBlocks(deps.db, order, tabId, deps.clock.now());
    if (refusal) throw refusal;
    return toCheckoutOrder(order, await orderItems(deps.db, order.id));
  }
  return deps.db.transaction().execute((trx) => openOrderForCart(trx, userId, deps.config.vatRateBasisPoints, deps.clock.now(), tabId));
}

export const recordCheckoutStateNow = (deps: CheckoutDeps, userId: string, orderId: string, tabId: string, state: Parameters<typeof recordCheckoutState>[4]) =>
  deps.db.transaction().execute((trx) => recordCheckoutState(trx, userId, orderId, tabId, state, deps.clock.now()));

/** Snapshots a contact on the customer's open order as its billing info. */
export const saveOrderBillingAddress = (deps: CheckoutDeps, userId: string, orderId: string, contactId: string) =>
  deps.db.transaction().execute((trx) => saveBillingAddress(trx, userId, orderId, contactId, deps.clock.now()));

export const chooseOrderPaymentMethod = (deps: Pick<AreaDeps, 'db'>, userId: string, orderId: string, method: PaymentMethod) =>
  deps.db.transaction().execute((trx) => setOrderPaymentMethod(trx, userId, orderId, method));

/**
 * How a one-step renewal is paid: a saved card (the default unless cardId names another; PROCESSOR_ERROR without a
 * card vault, CARD_NOT_FOUND for a card not the customer's) or the balance.
 */
export async function oneStepPayment(deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>, userId: string, method: OneStepMethod, cardId: string | undefined): Promise<ImmediateMethod> {
  if (method === 'card') {
    const vault = cardVaultFor(deps.config);
    if (!vault) throw new AppError('PROCESSOR_ERROR');
    if (cardId && !(await findCard(deps.db, userId, cardId))) throw new AppError('CARD_NOT_FOUND');
    return savedCardMethod(vault, { userId, cardId, description: 'Renewal', clock: deps.clock });
  }
  return balanceMethod(userId, deps.clock, 'Renewal');
}

/** Renews one of the customer's services or domains in one step: an order of its own, paid at once with `payWith`. */
export function renewInOneStep(deps: RecordingDeps, userId: string, input: { serviceId: string; method: OneStepMethod }, payWith: ImmediateMethod): Promise<CheckoutOneStepResult> {
  const oneStep = { ...recordDepsOf(deps), db: deps.db, vatRateBasisPoints: deps.config.vatRateBasisPoints, pricing: { db: deps.db, registry: deps.registry, clock: deps.clock, tldCatalogue: deps.tldCatalogue } };
  return checkoutOneStep(oneStep, userId, input, payWith);
}
