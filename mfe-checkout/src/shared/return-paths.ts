import { localePath, type Locale } from '@storefront/contracts';

/**
 * Where a provider sends the customer back (with `&sessionId=` appended): locale-prefixed paths of this site
 * (Khmer under /km), never another origin.
 */
export function returnPaths(kind: 'order' | 'topUp' | 'bulk', id: string, locale: Locale): { continuePath: string; cancelPath: string } {
  const q = encodeURIComponent(id);
  if (kind === 'order') {
    return { continuePath: localePath(`/payment/success?orderId=${q}`, locale), cancelPath: localePath(`/checkout-basket?step=payment&orderId=${q}`, locale) };
  }
  if (kind === 'topUp') {
    return { continuePath: localePath(`/top-up/success?topUpId=${q}`, locale), cancelPath: localePath(`/top-up?topUpId=${q}`, locale) };
  }
  return { continuePath: localePath(`/payment/success?bulkPaymentId=${q}`, locale), cancelPath: localePath(`/online-payment?bulkPaymentId=${q}`, locale) };
}
