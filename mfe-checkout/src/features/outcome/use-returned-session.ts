import type { PaymentSession } from '@storefront/contracts';
import { checkoutApi } from '../../shared/checkout-api';
import { randomId } from '../../shared/random-id';
import { useLoad } from '../../shared/use-load';

/**
 * The payment session a provider sent the customer back with (?sessionId=…). A wallet session the customer
 * approved waits for us (requiresAction, method wallet): it is captured first (`capture`, with an
 * Idempotency-Key kept for this session in sessionStorage so a reload does not capture twice).
 * Then `after` loads what the page shows (the order, top-up or bulk payment outcome).
 */
export function useReturnedOutcome<T>(
  key: string,
  sessionId: string | null,
  capture: ((sessionId: string, idempotencyKey: string) => Promise<PaymentSession>) | null,
  after: () => Promise<T>,
) {
  return useLoad<{ outcome: T; session: PaymentSession | null }>(key, async () => {
    let session = sessionId ? await checkoutApi.paymentSession(sessionId) : null;
    if (session && capture && session.method === 'wallet' && session.status === 'requiresAction') {
      session = await capture(session.sessionId, captureKey(session.sessionId));
    }
    return { outcome: await after(), session };
  });
}

function captureKey(sessionId: string): string {
  const name = `storefront.capture.${sessionId}`;
  try {
    const existing = window.sessionStorage.getItem(name);
    if (existing) return existing;
    const made = randomId();
    window.sessionStorage.setItem(name, made);
    return made;
  } catch {
    return `capture-${sessionId}`;
  }
}
