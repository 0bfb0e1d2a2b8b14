import { useEffect, useRef, useState } from 'react';
import type { PaymentSession } from '@storefront/contracts';
import type { ApiError } from '@storefront/platform';
import { apiErrorOf } from '../../shared/error-text';
import { useGetPaymentSessionQuery } from '../../shared/payments-api';
import { randomId } from '../../shared/random-id';

export interface ReturnedSession {
  /** The session, captured when it had to be; null without a sessionId. */
  session: PaymentSession | null;
  /** The session is known and captured if it had to be: the page may load its outcome. */
  ready: boolean;
  error: ApiError | null;
  /** Asks again after a failure (reading the session, or capturing it). */
  retry: () => void;
}

/**
 * The payment session a provider sent the customer back with (?sessionId=…). A wallet session the customer
 * approved waits for us (requiresAction, method wallet): it is captured first (`capture`, with an
 * Idempotency-Key kept for this session in sessionStorage so a reload does not capture twice). The page loads
 * what it shows (the order, top-up or bulk payment outcome) once `ready`.
 */
export function useReturnedSession(sessionId: string | null, capture: (sessionId: string, idempotencyKey: string) => Promise<PaymentSession>): ReturnedSession {
  const read = useGetPaymentSessionQuery({ params: { sessionId: sessionId ?? '' } }, { skip: !sessionId, refetchOnMountOrArgChange: true });
  const [captured, setCaptured] = useState<{ session?: PaymentSession; error?: ApiError }>({});
  const capturing = useRef<string | null>(null);
  const captureRef = useRef(capture);
  useEffect(() => {
    captureRef.current = capture;
  });
  const found = read.currentData;
  const mustCapture = Boolean(found && found.method === 'wallet' && found.status === 'requiresAction');

  useEffect(() => {
    if (!found || !mustCapture || captured.session || captured.error || capturing.current === found.sessionId) return;
    capturing.current = found.sessionId;
    captureRef.current(found.sessionId, captureKey(found.sessionId)).then(
      (session) => setCaptured({ session }),
      (error: unknown) => {
        capturing.current = null;
        setCaptured({ error: apiErrorOf(error) });
      },
    );
  }, [found, mustCapture, captured]);

  const readError = read.isError && !found ? apiErrorOf(read.error) : null;
  return {
    session: captured.session ?? found ?? null,
    ready: !sessionId || Boolean(found && (!mustCapture || captured.session)),
    error: readError ?? captured.error ?? null,
    retry: () => {
      if (readError) void read.refetch();
      if (captured.error) setCaptured({});
    },
  };
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
