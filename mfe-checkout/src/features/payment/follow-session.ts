import type { PaymentSession } from '@storefront/contracts';

export type SessionNext = { kind: 'redirect'; url: string } | { kind: 'done'; path: string } | { kind: 'failed'; session: PaymentSession };

/**
 * Where a started payment session sends the customer: the provider's hosted page (requiresAction with a
 * redirectUrl), the success page (pending transfer or already succeeded, with the sessionId), or nowhere
 * (it failed at once: the page shows why).
 */
export function followSession(session: PaymentSession, successPath: string): SessionNext {
  if (session.status === 'requiresAction' && session.redirectUrl) return { kind: 'redirect', url: session.redirectUrl };
  if (session.status === 'pending' || session.status === 'succeeded') {
    return { kind: 'done', path: `${successPath}${successPath.includes('?') ? '&' : '?'}sessionId=${encodeURIComponent(session.sessionId)}` };
  }
  return { kind: 'failed', session };
}
