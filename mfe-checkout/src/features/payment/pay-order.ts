import { cardsEndpoints, paymentsEndpoints, type CheckoutOrder, type Locale, type PaymentMethod, type PaymentResult, type PaymentSession, type PaywayOption, type ProviderMethod } from '@storefront/contracts';
import type { AppDispatch } from '@storefront/platform';
import { callPaying } from '../../shared/payments-api';
import { returnPaths } from '../../shared/return-paths';

export type PayOutcome = { kind: 'paid'; result: PaymentResult } | { kind: 'session'; session: PaymentSession };

/**
 * Pays the order with the chosen method: balance, promo credit and a saved card (`savedCardId`, with the card
 * method) at once, the others through a provider session.
 */
export async function payOrder(dispatch: AppDispatch, order: CheckoutOrder, method: PaymentMethod, paywayOption: PaywayOption, locale: Locale, key: string, savedCardId: string | null = null): Promise<PayOutcome> {
  const params = { id: order.orderId };
  const body = { cartUpdatedAt: order.cartUpdatedAt };
  if (method === 'card' && savedCardId) {
    return { kind: 'paid', result: await callPaying(dispatch, cardsEndpoints.payWithSavedCard, { params, body: { ...body, cardId: savedCardId } }, key) };
  }
  if (method === 'balance') return { kind: 'paid', result: await callPaying(dispatch, paymentsEndpoints.payWithBalance, { params, body }, key) };
  if (method === 'promoCredit') return { kind: 'paid', result: await callPaying(dispatch, paymentsEndpoints.payWithPromoCredit, { params, body }, key) };
  const session = await callPaying(
    dispatch,
    paymentsEndpoints.startPayment,
    {
      body: {
        kind: 'order',
        id: order.orderId,
        method: method as ProviderMethod,
        ...(method === 'bankCard' ? { paymentOption: paywayOption } : {}),
        ...returnPaths('order', order.orderId, locale),
        cartUpdatedAt: order.cartUpdatedAt,
      },
    },
    key,
  );
  return { kind: 'session', session };
}
