import { formatUsd, paymentsEndpoints } from '@storefront/contracts';
import { ApiError, Guarded, LocaleLink, useAppDispatch, useLocale, useSearchParams, useTranslation } from '@storefront/platform';
import { Button, Container, ErrorState, StatusPage, Text } from '@storefront/ui';
import { useErrorText, useFailureText } from '../shared/error-text';
import { callPaying, useGetTopUpQuery } from '../shared/payments-api';
import { OutcomeLoading } from '../features/outcome/OutcomeLoading';
import { PendingOutcome } from '../features/outcome/PendingOutcome';
import { useReturnedSession } from '../features/outcome/use-returned-session';
import { CHECKOUT_NS } from '../i18n/register';

/** /top-up/success?topUpId=…[&sessionId=…] (no footer): 'Top-up successful' with the new balance, or the pending variant. */
export default function TopUpSuccessPage() {
  const [params] = useSearchParams();
  const topUpId = params.get('topUpId');
  return <Guarded kind="auth">{topUpId ? <TopUpOutcome key={topUpId} topUpId={topUpId} sessionId={params.get('sessionId')} /> : <NoTopUp />}</Guarded>;
}

function NoTopUp() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Container>
      <StatusPage kind="notFound" title={t('outcome.nothingTitle')} description={t('outcome.nothingDescription')} actions={<Button as={LocaleLink} to="/top-up">{t('topUp.title')}</Button>} />
    </Container>
  );
}

function TopUpOutcome({ topUpId, sessionId }: { topUpId: string; sessionId: string | null }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const failureText = useFailureText();
  // Back from the provider: PUT /api/top-up/{id}/complete records what it took (a wallet payment the customer approved is captured).
  const returned = useReturnedSession(sessionId, async (id, key) => {
    const completed = await callPaying(dispatch, paymentsEndpoints.completeTopUp, { params: { id: topUpId }, body: { sessionId: id } }, key);
    if (!completed.session) throw new ApiError('TOP_UP_NOT_FOUND', 'Top-up not found', 404);
    return completed.session;
  });
  const loaded = useGetTopUpQuery({ params: { id: topUpId } }, { skip: !returned.ready, refetchOnMountOrArgChange: true });
  const topUp = loaded.currentData;
  const error = returned.error ?? (loaded.isError ? loaded.error : null);
  if (!topUp && !error) return <OutcomeLoading />;
  if (!topUp) {
    return (
      <Container style={{ paddingTop: 48, paddingBottom: 48 }}>
        <ErrorState
          title={t('outcome.loadFailed')}
          description={error ? errorText(error) : undefined}
          retryLabel={t('errors.retry')}
          onRetry={() => (returned.error ? returned.retry() : void loaded.refetch())}
        />
      </Container>
    );
  }
  const session = returned.session ?? topUp.session;
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
