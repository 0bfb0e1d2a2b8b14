import { formatUsd } from '@storefront/contracts';
import { Guarded, LocaleLink, useLocale, useSearchParams, useTranslation } from '@storefront/platform';
import { Button, Container, ErrorState, StatusPage, Text } from '@storefront/ui';
import { checkoutApi } from '../shared/checkout-api';
import { useErrorText, useFailureText } from '../shared/error-text';
import { OutcomeLoading } from '../features/outcome/OutcomeLoading';
import { PendingOutcome } from '../features/outcome/PendingOutcome';
import { useReturnedOutcome } from '../features/outcome/use-returned-session';

/** /top-up/success?topUpId=…[&sessionId=…] (no footer): 'Top-up successful' with the new balance, or the pending variant. */
export default function TopUpSuccessPage() {
  const [params] = useSearchParams();
  const topUpId = params.get('topUpId');
  return <Guarded kind="auth">{topUpId ? <TopUpOutcome key={topUpId} topUpId={topUpId} sessionId={params.get('sessionId')} /> : <NoTopUp />}</Guarded>;
}

function NoTopUp() {
  const { t } = useTranslation('checkout');
  return (
    <Container>
      <StatusPage kind="notFound" title={t('outcome.nothingTitle')} description={t('outcome.nothingDescription')} actions={<Button as={LocaleLink} to="/top-up">{t('topUp.title')}</Button>} />
    </Container>
  );
}

function TopUpOutcome({ topUpId, sessionId }: { topUpId: string; sessionId: string | null }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const loaded = useReturnedOutcome(`top-up:${topUpId}:${sessionId ?? ''}`, sessionId, (id, key) => checkoutApi.captureWalletTopUp(topUpId, id, key), () => checkoutApi.topUpOutcome(topUpId));
  const topUp = loaded.data?.outcome;
  if (loaded.loading && !loaded.data) return <OutcomeLoading />;
  if (!topUp) {
    return (
      <Container style={{ paddingTop: 48, paddingBottom: 48 }}>
        <ErrorState title={t('outcome.loadFailed')} description={loaded.error ? errorText(loaded.error) : undefined} retryLabel={t('errors.retry')} onRetry={() => void loaded.reload()} />
      </Container>
    );
  }
  const session = loaded.data?.session ?? topUp.session;
  if (topUp.status === 'paid') {
    return (
      <Container>
        <StatusPage
          kind="success"
          title={t('topUp.successTitle')}
          description={t('topUp.successDescription', { amount: formatUsd(topUp.total, locale) })}
          actions={
            <>
              <Button as={LocaleLink} to="/checkout-basket">
                {t('topUp.toCart')}
              </Button>
              <Button as={LocaleLink} to="/" variant="secondary">
                {t('outcome.continueShopping')}
              </Button>
            </>
          }
        >
          {topUp.balance !== null && (
            <Text>
              {t('topUp.newBalance')} <strong data-testid="new-balance">{formatUsd(topUp.balance, locale)}</strong>
            </Text>
          )}
        </StatusPage>
      </Container>
    );
  }
  if (topUp.status === 'processing' || session?.status === 'pending') {
    return <PendingOutcome description={t('topUp.pendingDescription')} amount={formatUsd(topUp.charge, locale)} instructions={session?.instructions} />;
  }
  return (
    <Container>
      <StatusPage
        kind="error"
        title={t('outcome.openTitle')}
        description={session?.failure ? failureText(session.failure) : t('outcome.openDescription')}
        actions={
          <Button as={LocaleLink} to={`/top-up?topUpId=${encodeURIComponent(topUpId)}${sessionId ? `&sessionId=${encodeURIComponent(sessionId)}` : ''}`}>
            {t('topUp.tryAgain')}
          </Button>
        }
      />
    </Container>
  );
}
