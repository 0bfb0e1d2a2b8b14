import styled from 'styled-components';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Button, Card, Container, EmptyState, ErrorState, Heading, media, PageHeader, Price, Skeleton, Stack, Text } from '@storefront/ui';
import { LEDGER_LIMIT, useGetLedgerQuery, useGetPromoCreditTotalQuery } from '../features/balance/balance-api';
import { LedgerEntryRow } from '../features/balance/LedgerEntryRow';
import { PaymentHistory } from '../features/balance/PaymentHistory';
import { PromoCreditServices } from '../features/balance/PromoCreditServices';
import { QuickTopUp } from '../features/balance/QuickTopUp';
import { statusOf } from '../features/query-status';
import { ACCOUNT_NS } from '../i18n/register';

/** The header as wide as the content under it, so its button sits above the content's right edge. */
const Header = styled(PageHeader)`
  max-width: 880px;
`;

const Summary = styled.div`
  display: grid;
  gap: 16px;
  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Promo credit beside the balance; nothing while it loads or where the api has no promo credit yet (404). */
function PromoCreditCard() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const { data, isError, error } = useGetPromoCreditTotalQuery();
  if (isError && statusOf(error) === 404) return null;
  if (data === undefined && !isError) return null;
  return (
    <Card as="section" padding="md" variant="flat" aria-label={t('balance.promoCredit')}>
      <Text variant="muted">{t('balance.promoCredit')}</Text>
      {data !== undefined ? <Price cents={data} size="lg" locale={locale} /> : <Text variant="small">{t('balance.promoCreditFailed')}</Text>}
      <Text variant="caption">{t('balance.promoCreditHint')}</Text>
      <PromoCreditServices />
    </Card>
  );
}

/** /account/balance: the account balance, topping it up (in one step with a saved card, or on /top-up), promo credit and the latest movements. */
export function BalancePage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const { data, isLoading, isError, refetch } = useGetLedgerQuery();

  return (
    <Container style={{ paddingBottom: 48 }}>
      <Header
        title={t('balance.title')}
        subtitle={t('balance.subtitle')}
        actions={
          <Button as={LocaleLink} to="/top-up">
            {t('balance.topUp')}
          </Button>
        }
      />
      <Stack gap={24} style={{ maxWidth: 880 }}>
        {isLoading && (
          <Stack gap={12} aria-busy="true" aria-label={t('balance.loading')}>
            <Skeleton height={104} />
            <Skeleton height={64} />
            <Skeleton height={64} />
          </Stack>
        )}
        {isError && <ErrorState title={t('balance.loadFailed')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
        {data && (
          <>
            <Summary>
              <Card as="section" padding="md" variant="highlight" aria-label={t('balance.current')}>
                <Text variant="muted">{t('balance.current')}</Text>
                <Price cents={data.balance} size="xl" locale={locale} />
              </Card>
              <PromoCreditCard />
            </Summary>
            <QuickTopUp />
            <section aria-labelledby="ledger-title">
              <Heading level={2} size="card" id="ledger-title" style={{ marginBottom: 4 }}>
                {t('balance.history')}
              </Heading>
              <Text variant="muted" style={{ marginBottom: 12 }}>
                {t('balance.historyHint', { count: LEDGER_LIMIT })}
              </Text>
              <Card padding="none">
                {data.entries.length === 0 ? (
                  <EmptyState
                    icon="clock"
                    compact
                    headingLevel={3}
                    title={t('balance.empty')}
                    description={t('balance.emptyDescription')}
                  />
                ) : (
                  <List aria-label={t('balance.listLabel')}>
                    {data.entries.map((entry) => (
                      <LedgerEntryRow key={entry.id} entry={entry} />
                    ))}
                  </List>
                )}
              </Card>
            </section>
            <PaymentHistory />
          </>
        )}
      </Stack>
    </Container>
  );
}
