import type { PaymentSession } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Alert } from '@storefront/ui';
import { useFailureText } from '../../shared/error-text';
import { CHECKOUT_NS } from '../../i18n/register';

/**
 * Back from the provider on the cancel path (?sessionId=…): why the payment did not go through — a card
 * decline by its code, a card without 3-D Secure, a cancel or an expired session — with the spec's advice.
 */
export function SessionFailureAlert({ session, onClose }: { session: PaymentSession; onClose?: () => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const failureText = useFailureText();
  if (session.status === 'succeeded' || session.status === 'pending') return null;
  const reason = session.failure
    ? failureText(session.failure)
    : session.status === 'cancelled'
      ? t('failure.cancelled')
      : session.status === 'expired'
        ? t('failure.expired')
        : t('failure.notCompleted');
  // "Try another card" only after a card was refused (a decline, a card without 3-D Secure): a cancel, an expired
  // session or a QR left unscanned is tried again, or paid another way.
  const cardRefused = (session.method === 'card' || session.method === 'bankCard') && session.failure !== null && session.failure !== undefined;
  return (
    <Alert tone="danger" title={t('failure.title')} onClose={onClose} closeLabel={t('close')} data-testid="payment-failure">
      <p style={{ margin: 0 }}>{reason}</p>
      <p style={{ margin: '4px 0 0' }}>{cardRefused ? t('failure.adviceCard') : t('failure.advice')}</p>
    </Alert>
  );
}
