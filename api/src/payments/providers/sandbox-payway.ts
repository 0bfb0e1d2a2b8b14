import { PAYWAY_QR_MINUTES } from '@storefront/contracts';
import type { CallbackProvider, Reconciling } from './payment-provider';
import { reconcileSandbox, verifySandboxCallback } from './sandbox-callbacks';

/**
 * Local bank card and QR (PayWay-like): a hosted form whose QR code is valid 30 minutes; 0 % fee. The outcome
 * arrives as the sandbox's signed callback, checked with `callbackSecret` (PAYMENT_CALLBACK_SECRET).
 */
export function sandboxPaywayProvider(options: { callbackSecret: string }): CallbackProvider<'bankCard'> & Reconciling {
  return {
    kind: 'callback',
    method: 'bankCard',
    identifier: 'sandbox-payway',
    open: ({ sessionId, paymentOption, now }) => ({
      status: 'requiresAction',
      redirectUrl: `/sandbox-gateway/payway/${sessionId}`,
      expiresAt: new Date(now.getTime() + PAYWAY_QR_MINUTES * 60_000),
      state: { option: paymentOption ?? 'abapay' },
    }),
    verifyCallback: async (delivery, now) => verifySandboxCallback(options.callbackSecret, delivery, now),
    reconcile: async (_session, state) => reconcileSandbox(state),
  };
}
