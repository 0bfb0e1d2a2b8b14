import type { CallbackProvider, Reconciling } from './payment-provider';
import { reconcileSandbox, verifySandboxCallback } from './sandbox-callbacks';

/**
 * Card payments through the sandbox gateway's hosted card page and 3-D Secure challenge (see sandbox-gateway/); the
 * outcome arrives as the sandbox's signed callback, checked with `callbackSecret` (PAYMENT_CALLBACK_SECRET).
 */
export function sandboxCardProvider(options: { callbackSecret: string; minutes?: number }): CallbackProvider<'card'> & Reconciling {
  const minutes = options.minutes ?? 30;
  return {
    kind: 'callback',
    method: 'card',
    identifier: 'sandbox-card',
    open: ({ sessionId, now }) => ({
      status: 'requiresAction',
      redirectUrl: `/sandbox-gateway/card/${sessionId}`,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
      state: {},
    }),
    verifyCallback: async (delivery, now) => verifySandboxCallback(options.callbackSecret, delivery, now),
    reconcile: async (_session, state) => reconcileSandbox(state),
  };
}
