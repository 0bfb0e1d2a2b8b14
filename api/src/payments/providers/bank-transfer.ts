import type { AppConfig } from '../../config';
import type { ManualProvider } from './payment-provider';

/** The reference written on a transfer, by which staff match the money to its payment session. */
export const transferReference = (sessionId: string) => `SF-${sessionId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/**
 * Bank transfer (local) and wire transfer (international, SWIFT): no hosted page; the customer is given the
 * account and a reference, and the payment stays pending until staff confirm the money arrived (no callback).
 */
export function transferProvider<M extends 'bankTransfer' | 'wireTransfer'>(method: M, account: AppConfig['transferAccount']): ManualProvider<M> {
  return {
    kind: 'manual',
    method,
    identifier: method === 'bankTransfer' ? 'bank-transfer' : 'wire-transfer',
    open: ({ sessionId, charge }) => ({
      status: 'pending',
      instructions: { ...account, reference: transferReference(sessionId), amount: charge },
      expiresAt: null,
      state: {},
    }),
  };
}
