import type { CheckoutOrder, Locale, PaymentMethod, PaymentResult, PaymentSession, PaywayOption, ProviderMethod } from '@storefront/contracts';
import { checkoutApi } from '../../shared/checkout-api';
import { returnPaths } from '../../shared/return-paths';

export type PayOutcome = { kind: 'paid'; result: PaymentResult } | { kind: 'session'; session: PaymentSession };

/** Pays the order with the chosen method: balance and promo credit at once, the others through a provider session. */
export async function payOrder(order: CheckoutOrder, method: PaymentMethod, paywayOption: PaywayOption, locale: Locale, key: string): Promise<PayOutcome> {
  if (method === 'balance') return { kind: 'paid', result: await checkoutApi.payWithBalance(order.orderId, order.cartUpdatedAt, key) };
  if (method === 'promoCredit') return { kind: 'paid', result: await checkoutApi.payWithPromoCredit(order.orderId, order.cartUpdatedAt, key) };
  const session = await checkoutApi.startPayment(
    {
      kind: 'order',
      id: order.orderId,
      method: method as ProviderMethod,
      ...(method === 'bankCard' ? { paymentOption: paywayOption } : {}),
      ...returnPaths('order', order.orderId, locale),
      cartUpdatedAt: order.cartUpdatedAt,
    },
    key,
  );
  return { kind: 'session', session };
}
