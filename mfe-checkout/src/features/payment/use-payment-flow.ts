import { useState, type ReactNode } from 'react';
import type { PaymentSession } from '@storefront/contracts';
import { translateMessage, useLeaveGuard, useLocale, useNavigate, useTranslation, type ApiError } from '@storefront/platform';
import { apiErrorOf } from '../../shared/error-text';
import type { useIdempotencyKey } from '../../shared/idempotency';
import { goToProvider } from '../../shared/redirect';
import { followSession } from './follow-session';
import { LEAVE_MESSAGE } from './payment-messages';
import { CHECKOUT_NS } from '../../i18n/register';

/**
 * What the api answered a pay call: paid at once (balance, promo credit, a saved card), or a provider session
 * started; and the outcome page of what was paid ('/payment/success?orderId=…', a session's sessionId is added).
 */
export type PaymentStart = { successPath: string } & ({ kind: 'paid' } | { kind: 'session'; session: PaymentSession });

/** A message above the form: why the last try failed (with what to do about it), or why a choice did not take. */
export interface PaymentNotice {
  tone: 'danger' | 'warning' | 'info';
  text: string;
  action?: ReactNode;
}

export interface PaymentAttempt {
  /** Just before the outcome page is shown (paid at once, or a session pending or already succeeded). */
  onDone?: () => void;
  /** The api refused (or could not be reached): what to tell the customer. */
  onFailure: (error: ApiError) => void;
}

export interface PaymentFlow {
  /** A pay call is on its way or the browser is leaving for the provider: the form is locked, leaving asks first. */
  processing: boolean;
  /** The session that did not go through (the one the provider sent the customer back with, or one that failed at once); null once closed. */
  session: PaymentSession | null;
  closeSession: () => void;
  notice: PaymentNotice | null;
  setNotice: (notice: PaymentNotice | null) => void;
  /** Runs one pay attempt: `start` calls the api; then on to the provider's page, to the outcome page, or the failure shown here. */
  pay: (start: () => Promise<PaymentStart>, attempt: PaymentAttempt) => Promise<void>;
}

/**
 * The one way a payment is made (the checkout's payment step, a top-up, a bulk payment of invoices): while the
 * call runs the page is locked and leaving asks first (spec §2); a provider session sends the browser to its
 * hosted page, a pending or succeeded one (and a payment made at once) to the outcome page, and one that failed
 * at once is shown here. The attempt's Idempotency-Keys are settled once the api answered, and kept after an
 * answer that may not be final (no answer, a 5xx), so a retry is the same attempt.
 */
export function usePaymentFlow({ returnedSession = null, keys }: { returnedSession?: PaymentSession | null; keys: ReturnType<typeof useIdempotencyKey>[] }): PaymentFlow {
  const { t } = useTranslation(CHECKOUT_NS);
  const { to } = useLocale();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  // A session that failed at once replaces the one the provider sent the customer back with; null once closed.
  const [shownSession, setShownSession] = useState<PaymentSession | null | undefined>(undefined);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const guard = useLeaveGuard(processing, translateMessage(t, LEAVE_MESSAGE));

  const pay = async (start: () => Promise<PaymentStart>, { onDone, onFailure }: PaymentAttempt) => {
    setProcessing(true);
    try {
      const started = await start();
      for (const key of keys) key.settle();
      const next = started.kind === 'paid' ? ({ kind: 'done', path: started.successPath } as const) : followSession(started.session, started.successPath);
      if (next.kind === 'redirect') {
        guard.release();
        goToProvider(next.url);
        return;
      }
      if (next.kind === 'done') {
        onDone?.();
        navigate(to(next.path));
        return;
      }
      setShownSession(next.session);
      setProcessing(false);
    } catch (error) {
      const apiError = apiErrorOf(error);
      for (const key of keys) key.afterFailure(apiError.status);
      setProcessing(false);
      onFailure(apiError);
    }
  };

  return {
    processing,
    session: shownSession === undefined ? returnedSession : shownSession,
    closeSession: () => setShownSession(null),
    notice,
    setNotice,
    pay,
  };
}
