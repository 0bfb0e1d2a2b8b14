import styled from 'styled-components';
import { formatDate } from '@storefront/contracts';
import { LocaleLink, useLocale, useParams, useTranslation } from '@storefront/platform';
import { Button, Card, Container, ErrorState, Heading, Icon, media, PageHeader, Skeleton, Stack, StatusPage } from '@storefront/ui';
import { BillingTo, Fields } from '../features/invoices/BillingTo';
import { InvoiceLines } from '../features/invoices/InvoiceLines';
import { InvoicePrintStyles } from '../features/invoices/PrintStyles';
import { InvoiceStatusBadge } from '../features/invoices/InvoiceStatusBadge';
import { InvoiceTotals } from '../features/invoices/InvoiceTotals';
import { useGetInvoiceQuery } from '../features/invoices/invoices-api';
import { isNotFound } from '../features/query-status';

/** The header as wide as the content under it, so its button sits above the content's right edge. */
const Header = styled(PageHeader)`
  max-width: 880px;
`;

const Sheet = styled(Card)`
  max-width: 880px;
`;

const Parts = styled.div`
  display: grid;
  gap: 24px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  @media print {
    grid-template-columns: 1fr 1fr;
  }
`;

const Back = styled(LocaleLink)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;
`;

/** /account/invoices/:id: one invoice as the customer prints it (spec §3 Invoice). */
export function InvoicePage() {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const { id = '' } = useParams();
  const { data: invoice, error, isLoading, isError, refetch } = useGetInvoiceQuery(id);

  if (isError && isNotFound(error)) {
    return (
      <Container>
        <StatusPage
          kind="notFound"
          code="404"
          title={t('invoice.notFound')}
          description={t('invoice.notFoundDescription')}
          actions={
            <Button as={LocaleLink} to="/account/invoices">
              {t('invoice.backToList')}
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <Container style={{ paddingBottom: 48 }}>
      <InvoicePrintStyles />
      <div data-print="hide" style={{ paddingTop: 20 }}>
        <Back to="/account/invoices">
          <Icon name="chevronLeft" size={16} />
          {t('invoice.backToList')}
        </Back>
      </div>
      {isLoading && (
        <Stack gap={12} aria-busy="true" aria-label={t('invoice.loading')} style={{ maxWidth: 880, paddingTop: 24 }}>
          <Skeleton height={48} />
          <Skeleton height={160} />
          <Skeleton height={200} />
        </Stack>
      )}
      {isError && <ErrorState title={t('invoice.loadFailed')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
      {invoice && (
        <>
          <Header
            title={t('invoice.title', { number: invoice.number })}
            subtitle={<InvoiceStatusBadge status={invoice.status} />}
            actions={
              <span data-print="hide">
                <Button variant="secondary" onClick={() => window.print()}>
                  {t('invoice.print')}
                </Button>
              </span>
            }
          />
          <Sheet padding="lg" data-print="sheet" style={{ marginTop: 16 }}>
            <Stack gap={28}>
              <Parts>
                <section aria-labelledby="invoice-details">
                  <Heading level={2} size="minor" id="invoice-details" style={{ marginBottom: 12 }}>
                    {t('invoice.details')}
                  </Heading>
                  <Fields>
                    <dt>{t('invoice.number')}</dt>
                    <dd>{invoice.number}</dd>
                    <dt>{t('invoice.id')}</dt>
                    <dd>{invoice.id}</dd>
                    <dt>{t('invoice.customerId')}</dt>
                    <dd>{invoice.customerId}</dd>
                    <dt>{t('invoice.issued')}</dt>
                    <dd>{formatDate(invoice.issuedAt, locale)}</dd>
                    <dt>{t('invoice.paid')}</dt>
                    <dd>{invoice.paidAt ? formatDate(invoice.paidAt, locale) : t('invoice.notPaid')}</dd>
                    <dt>{t('invoice.due')}</dt>
                    <dd>{t('invoice.dueUponReceipt')}</dd>
                    <dt>{t('invoice.statusLabel')}</dt>
                    <dd>{t(`invoices.status.${invoice.status}`)}</dd>
                  </Fields>
                </section>
                <section aria-labelledby="invoice-billing">
                  <Heading level={2} size="minor" id="invoice-billing" style={{ marginBottom: 12 }}>
                    {t('invoice.billingTo')}
                  </Heading>
                  <BillingTo contact={invoice.billingTo} />
                </section>
              </Parts>
              <section>
                <InvoiceLines lines={invoice.lines} />
                <InvoiceTotals invoice={invoice} />
              </section>
            </Stack>
          </Sheet>
        </>
      )}
    </Container>
  );
}
