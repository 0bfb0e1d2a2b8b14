import { useEffect } from 'react';
import { translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Button, Spinner } from '@storefront/ui';
import { useGetCardSetupQuery } from '../../shared/cards-api';
import { ACCOUNT_NS } from '../../i18n/register';

/**
 * Back from the provider's page (?setupId=): asks how adding the card went — saved (with the $1 verification
 * charged and refunded), refused without 3-D Secure, or declined — and says so once it is known.
 */
export function SetupOutcome({ setupId, onSettled }: { setupId: string; onSettled: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { data, isError, refetch } = useGetCardSetupQuery({ params: { id: setupId } });
  const settled = data && data.status !== 'requiresAction';
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  if (isError) {
    return (
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t('errors.retry')}
          </Button>
        }
      >
        {t('cards.outcome.unknown')}
      </Alert>
    );
  }
  if (!data) return <Spinner label={t('cards.outcome.checking')} />;
  if (data.status === 'succeeded' && data.card) {
    return <Alert tone="success">{t('cards.outcome.added', { brand: data.card.brand, last4: data.card.last4 })}</Alert>;
  }
  if (data.status === 'failed') {
    return <Alert tone="danger" title={t('cards.outcome.failed')}>{translateMessage(t, data.failure?.message ?? '')}</Alert>;
  }
  return <Alert tone="info">{t('cards.outcome.pending')}</Alert>;
}
