import styled from 'styled-components';
import { formatUsd } from '@storefront/contracts';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Container, EmptyState, ErrorState, PageHeader, Skeleton, Stack } from '@storefront/ui';
import { useGetInvoicesQuery } from '../features/invoices/invoices-api';
import { InvoiceRow } from '../features/invoices/InvoiceRow';
import { ACCOUNT_NS } from '../i18n/register';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /account/invoices: the customer's invoices, newest first, and a way to pay the unpaid ones. */
export function InvoicesPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const { data, isLoading, isError, refetch } = useGetInvoicesQuery();
  const unpaid = data?.filter((invoice) => invoice.status === 'unpaid') ?? [];
  const due = unpaid.reduce((sum, invoice) => sum + invoice.total, 0);

  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('invoices.title')} subtitle={t('invoices.subtitle')} />
      <Stack gap={16} style={{ maxWidth: 880 }}>
        {unpaid.length > 0 && (
          <Alert
            tone="warning"
            role="status"
            title={t('invoices.unpaidTitle', { count: unpaid.length })}
            action={
              <Button as={LocaleLink} to="/online-payment" size="sm">
                {t('invoices.pay')}
              </Button>
            }
          >
            {t('invoices.unpaidDue', { amount: formatUsd(due, locale) })}
          </Alert>
        )}
        {isLoading && (
          <Stack gap={8} aria-busy="true" aria-label={t('invoices.loading')}>
            <Skeleton height={64} />
            <Skeleton height={64} />
            <Skeleton height={64} />
          </Stack>
        )}
        {isError && <ErrorState title={t('invoices.loadFailed')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
        {data && data.length === 0 && <EmptyState icon="card" title={t('invoices.empty')} description={t('invoices.emptyDescription')} />}
        {data && data.length > 0 && (
          <Card padding="none">
            <List aria-label={t('invoices.listLabel')}>
              {data.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </List>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
