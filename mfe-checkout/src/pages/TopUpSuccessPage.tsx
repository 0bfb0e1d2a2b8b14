import { formatUsd, paymentsEndpoints } from '@storefront/contracts';
import { ApiError, Guarded, LocaleLink, useAppDispatch, useLocale, useSearchParams, useTranslation } from '@storefront/platform';
import { Button, Container, StatusPage, Text } from '@storefront/ui';
import { callPaying, useGetTopUpQuery } from '../shared/payments-api';
import { PaymentOutcome, withSession } from '../features/outcome/PaymentOutcome';
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
  // Back from the provider: PUT /api/top-up/{id}/complete records what it took (a wallet payment the customer approved is captured).
  const returned = useReturnedSession(sessionId, async (id, key) => {
    const completed = await callPaying(dispatch, paymentsEndpoints.completeTopUp, { params: { id: topUpId }, body: { sessionId: id } }, key);
    if (!completed.session) throw new ApiError('TOP_UP_NOT_FOUND', 'Top-up not found', 404);
    return completed.session;
  });
  const read = useGetTopUpQuery({ params: { id: topUpId } }, { skip: !returned.ready, refetchOnMountOrArgChange: true });
  return (
    <PaymentOutcome
      returned={returned}
      read={read}
      show={(topUp) => {
        const session = returned.session ?? topUp.session;
        if (topUp.status === 'paid') {
          const details =
            topUp.balance !== null ? (
              <Text>
                {t('topUp.newBalance')} <strong data-testid="new-balance">{formatUsd(topUp.balance, locale)}</strong>
              </Text>
            ) : undefined;
          return { kind: 'paid', title: t('topUp.successTitle'), description: t('topUp.successDescription', { amount: formatUsd(topUp.total, locale) }), action: { to: '/checkout-basket', label: t('topUp.toCart') }, details };
        }
        if (topUp.status === 'processing' || session?.status === 'pending') {
          return { kind: 'pending', description: t('topUp.pendingDescription'), amount: formatUsd(topUp.charge, locale), instructions: session?.instructions };
        }
        return { kind: 'open', failure: session?.failure, back: { to: withSession(`/top-up?topUpId=${encodeURIComponent(topUpId)}`, sessionId), label: t('topUp.tryAgain') } };
      }}
    />
  );
}
