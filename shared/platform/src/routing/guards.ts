/**
 * Route guards of spec §2 as pure functions. The result says what to do; `<Guarded>` carries it out.
 */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'logout' }
  | { kind: 'redirect'; to: string };

export interface GuardContext {
  auth: 'unknown' | 'guest' | 'authenticated';
  /** Is there a checkout in session state? */
  hasCheckout?: boolean;
  /** The orderId query parameter, if any. */
  orderId?: string | null;
}

/** Authenticated-only: a visitor who is not logged in is logged out through the logout routine. */
export function authOnlyGuard({ auth }: GuardContext): GuardDecision {
  if (auth === 'unknown') return { kind: 'wait' };
  return auth === 'authenticated' ? { kind: 'allow' } : { kind: 'logout' };
}

/** Guest-only: a logged-in user is sent home. */
export function guestOnlyGuard({ auth }: GuardContext): GuardDecision {
  if (auth === 'unknown') return { kind: 'wait' };
  return auth === 'authenticated' ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
}

/** Checkout: without a checkout in session state and without an orderId, go to the basket. */
export function checkoutGuard({ hasCheckout, orderId }: GuardContext): GuardDecision {
  if (hasCheckout || (orderId && orderId.trim() !== '')) return { kind: 'allow' };
  return { kind: 'redirect', to: '/checkout-basket' };
}

export const GUARDS = { auth: authOnlyGuard, guest: guestOnlyGuard, checkout: checkoutGuard } as const;
export type GuardKind = keyof typeof GUARDS;
