import type { PaymentProvider } from './payment-provider';

/** Card payments through the sandbox gateway's hosted card page and 3-D Secure challenge (see sandbox-gateway/). */
export function sandboxCardProvider(minutes = 30): PaymentProvider {
  return {
    method: 'card',
    identifier: 'sandbox-card',
    open: ({ sessionId, now }) => ({
      status: 'requiresAction',
      redirectUrl: `/sandbox-gateway/card/${sessionId}`,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
      state: {},
    }),
  };
}
