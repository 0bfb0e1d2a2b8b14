import { PAYWAY_QR_MINUTES } from '@storefront/contracts';
import type { PaymentProvider } from './payment-provider';

/** Local bank card and QR (PayWay-like): a hosted form whose QR code is valid 30 minutes; 0 % fee. */
export function sandboxPaywayProvider(): PaymentProvider {
  return {
    method: 'bankCard',
    identifier: 'sandbox-payway',
    open: ({ sessionId, paymentOption, now }) => ({
      status: 'requiresAction',
      redirectUrl: `/sandbox-gateway/payway/${sessionId}`,
      expiresAt: new Date(now.getTime() + PAYWAY_QR_MINUTES * 60_000),
      state: { option: paymentOption ?? 'abapay' },
    }),
  };
}
