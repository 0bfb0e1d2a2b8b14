import { useTranslation } from '@storefront/platform';
import { Alert } from '@storefront/ui';
import { SessionFailureAlert } from './SessionFailureAlert';
import type { PaymentFlow } from './use-payment-flow';
import { CHECKOUT_NS } from '../../i18n/register';

/** Above a payment form: why the session did not go through, and the notice of the last try (each closable). */
export function PaymentAlerts({ flow }: { flow: Pick<PaymentFlow, 'session' | 'closeSession' | 'notice' | 'setNotice'> }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <>
      {flow.session && <SessionFailureAlert session={flow.session} onClose={flow.closeSession} />}
      {flow.notice && (
        <Alert tone={flow.notice.tone} action={flow.notice.action} onClose={() => flow.setNotice(null)} closeLabel={t('close')}>
          {flow.notice.text}
        </Alert>
      )}
    </>
  );
}
