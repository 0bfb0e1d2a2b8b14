import { randomUUID } from 'node:crypto';
import { CURRENCY } from '@storefront/contracts';
import type { CapturingProvider } from './payment-provider';

/**
 * The wallet (PayPal-like): the customer approves on the wallet's page, comes back, and the storefront
 * captures (POST /api/paypal/capture/order/{id}); capture fails unless the session was approved. It takes no
 * callback: the capture is its outcome.
 */
export function sandboxWalletProvider(minutes = 30): CapturingProvider<'wallet'> {
  return {
    kind: 'capture',
    method: 'wallet',
    identifier: 'sandbox-wallet',
    open: ({ sessionId, now }) => ({
      status: 'requiresAction',
      redirectUrl: `/sandbox-gateway/wallet/${sessionId}`,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
      state: { approved: false },
    }),
    // The sandbox captures what the customer approved: the session's charge, in USD.
    capture: async (session, state) =>
      state.approved === true
        ? { status: 'captured', transactionId: `wallet_${randomUUID()}`, amount: session.charge, currency: CURRENCY }
        : { status: 'refused', code: 'PAYPAL_ERROR', reason: 'not approved' },
  };
}
