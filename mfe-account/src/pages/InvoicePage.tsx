import styled from 'styled-components';
import { billingEndpoints, formatDate, pathOf } from '@storefront/contracts';
import { LocaleLink, useLocale, useParams, useTranslation } from '@storefront/platform';
import { Button, Card, Container, ErrorState, Heading, Icon, media, PageHeader, Skeleton, Stack, StatusPage } from '@storefront/ui';
import { BillingTo, Fields } from '../features/invoices/BillingTo';
import { CompanyInvoiceForm } from '../features/invoices/CompanyInvoiceForm';
import { InvoiceLines } from '../features/invoices/InvoiceLines';
import { InvoicePrintStyles } from '../features/invoices/PrintStyles';
import { InvoiceStatusBadge } from '../features/invoices/InvoiceStatusBadge';
import { InvoiceTotals } from '../features/invoices/InvoiceTotals';
import { useGetInvoiceQuery } from '../features/invoices/invoices-api';
import { isNotFound } from '../features/query-status';
import { ACCOUNT_NS } from '../i18n/register';

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

/**
 * /account/invoices/:id: one invoice as the customer prints it (spec §3 Invoice), in the page's language: the api
 * words it in x-locale, and the PDF link asks for the same (?locale=).
 */
export function InvoicePage() {
  const { t } = useTranslation(ACCOUNT_NS);
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
              <span data-print="hide" style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
                <Button as="a" href={`${pathOf(billingEndpoints.downloadInvoicePdf, { id: invoice.id })}?locale=${locale}`} download={`${invoice.number}.pdf`}>
                  {t('invoice.downloadPdf')}
                </Button>
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
                    <dt>{t('invoice.issued')}</dt>
                    <dd>{formatDate(invoice.issuedAt, locale)}</dd>
                    <dt>{t('invoice.paid')}</dt>
                    <dd>{invoice.paidAt ? formatDate(invoice.paidAt, locale) : t('invoice.notPaid')}</dd>
                    <dt>{t('invoice.due')}</dt>
                    <dd>{t('invoice.dueUponReceipt')}</dd>
                    <dt>{t('invoice.statusLabel')}</dt>
                    <dd>{t(`invoices.status.${invoice.status}`)}</dd>
                    {invoice.payment?.method && (
                      <>
                        <dt>{t('invoice.paymentMethod')}</dt>
                        <dd>{t(`invoice.methods.${invoice.payment.method}`)}</dd>
                      </>
                    )}
                    {invoice.payment && (
                      <>
                        <dt>{t('invoice.paymentReference')}</dt>
                        <dd>{invoice.payment.reference}</dd>
                      </>
                    )}
                  </Fields>
                </section>
                <section aria-labelledby="invoice-seller">
                  <Heading level={2} size="minor" id="invoice-seller" style={{ marginBottom: 12 }}>
                    {t('invoice.seller')}
                  </Heading>
                  <Fields>
                    <dt>{t('invoice.company')}</dt>
                    <dd>{invoice.seller.legalName}</dd>
                    <dt>{t('invoice.billing.address')}</dt>
                    <dd>{invoice.seller.address}</dd>
                    <dt>{t('invoice.sellerVatTin')}</dt>
                    <dd>{invoice.seller.vatTin}</dd>
                  </Fields>
                </section>
                <section aria-labelledby="invoice-billing">
                  <Heading level={2} size="minor" id="invoice-billing" style={{ marginBottom: 12 }}>
                    {t('invoice.billingTo')}
                  </Heading>
                  {invoice.company && (
                    <Fields style={{ marginBottom: 12 }} aria-label={t('invoice.company')}>
                      <dt>{t('invoice.company')}</dt>
                      <dd>{invoice.company.name}</dd>
                      <dt>{t('invoice.billing.address')}</dt>
                      <dd>{invoice.company.address}</dd>
                      <dt>{t('invoice.companyPhone')}</dt>
                      <dd>{invoice.company.phoneNumber}</dd>
                      <dt>{t('invoice.companyVatTin')}</dt>
                      <dd>{invoice.company.vatTin}</dd>
                    </Fields>
                  )}
                  <BillingTo contact={invoice.billingTo} />
                </section>
              </Parts>
              <section>
                <InvoiceLines lines={invoice.lines} />
                <InvoiceTotals invoice={invoice} />
              </section>
            </Stack>
          </Sheet>
          <div style={{ marginTop: 24 }}>
            <CompanyInvoiceForm />
          </div>
        </>
      )}
    </Container>
  );
}
