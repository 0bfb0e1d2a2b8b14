import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatUsd } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Card, EmptyState, ErrorState, Heading, media, Pagination, Skeleton, Stack, Text } from '@storefront/ui';
import { useListPaymentTransactionsQuery } from '../../shared/billing-api';
import { ACCOUNT_NS } from '../../i18n/register';

const PER_PAGE = 10;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 16px;
  padding: 14px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  ${media.md} {
    grid-template-columns: 180px minmax(0, 1fr) auto;
    padding: 14px 20px;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

const Amount = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  align-self: center;
`;

/** The customer's payments (POST /user/payment-transactions): what each paid, how, its reference, a page at a time. */
export function PaymentHistory() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useListPaymentTransactionsQuery({ body: { page, perPage: PER_PAGE } }, { refetchOnMountOrArgChange: true });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;

  return (
    <section aria-labelledby="payments-title">
      <Heading level={2} size="card" id="payments-title" style={{ marginBottom: 4 }}>
        {t('balance.payments.title')}
      </Heading>
      <Text variant="muted" style={{ marginBottom: 12 }}>
        {t('balance.payments.hint')}
      </Text>
      {isLoading && (
        <Stack gap={8} aria-busy="true" aria-label={t('balance.payments.loading')}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      )}
      {isError && <ErrorState title={t('balance.payments.loadFailed')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
      {data && (
        <Stack gap={12}>
          <Card padding="none">
            {data.items.length === 0 ? (
              <EmptyState icon="clock" compact headingLevel={3} title={t('balance.payments.empty')} description={t('balance.payments.emptyDescription')} />
            ) : (
              <List aria-label={t('balance.payments.listLabel')}>
                {data.items.map((payment) => (
                  <Row key={`${payment.reference}-${payment.createdAt}`}>
                    <Muted as="time" dateTime={payment.createdAt}>
                      {formatDate(payment.createdAt, locale, true)}
                    </Muted>
                    <span>
                      <strong>{t(`balance.payments.kinds.${payment.kind}`)}</strong>
                      <br />
                      <Muted>
                        {payment.method ? t(`invoice.methods.${payment.method}`) : t('balance.payments.otherMethod')} · {t('balance.payments.reference', { reference: payment.reference })}
                        {payment.invoice && (
                          <>
                            {' · '}
                            <LocaleLink to={`/account/invoices/${payment.invoice.id}`}>{t('invoices.openLabel', { number: payment.invoice.number })}</LocaleLink>
                          </>
                        )}
                      </Muted>
                    </span>
                    <Amount>{formatUsd(payment.amount, locale)}</Amount>
                  </Row>
                ))}
              </List>
            )}
          </Card>
          {pageCount > 1 && (
            <Pagination
              page={page}
              pageCount={pageCount}
              onChange={setPage}
              label={t('balance.payments.pagination')}
              pageLabel={(n) => t('notifications.pageN', { n })}
              previousLabel={t('notifications.previous')}
              nextLabel={t('notifications.next')}
            />
          )}
        </Stack>
      )}
    </section>
  );
}
