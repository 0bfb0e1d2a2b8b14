import type { ContractDetail, ContractKind } from '@storefront/contracts';
import { LocaleLink, toAuthFailure, translateError, useParams, useSearchParams, useTranslation } from '@storefront/platform';
import { Button, Container, ErrorState, Icon, PageHeader, Skeleton, Stack } from '@storefront/ui';
import { ContractView } from '../features/contracts/ContractView';
import { InvoicePrintStyles } from '../features/invoices/PrintStyles';
import { useGetAwsAccountContractQuery, useGetManualInvoiceContractQuery, useGetServiceContractQuery, useGetSummaryContractQuery } from '../shared/e-contracts-api';
import { ACCOUNT_NS } from '../i18n/register';

type Loaded = { data?: ContractDetail; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };

/** The contract of the page's kind, by its id in the path (AWS account, manual invoice) or the query (service, summary) — spec §7 paths. */
function useContract(kind: ContractKind): Loaded {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const queryId = params.get('id') ?? '';
  const aws = useGetAwsAccountContractQuery({ params: { id } }, { skip: kind !== 'aws-account' || !id });
  const invoice = useGetManualInvoiceContractQuery({ params: { id } }, { skip: kind !== 'manual-invoice' || !id });
  const service = useGetServiceContractQuery({ query: { id: queryId } }, { skip: kind !== 'service' || !queryId });
  const summary = useGetSummaryContractQuery({ query: { id: queryId } }, { skip: kind !== 'summary' || !queryId });
  return { 'aws-account': aws, 'manual-invoice': invoice, service, summary }[kind];
}

/**
 * /account/contracts/aws-account/:id, /account/contracts/manual-invoice/:id, /account/contracts/service/detail?id=
 * and /account/contracts/summary?id=: one contract to read, sign and print (the print shows the contract alone).
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const contract = useContract(kind);
  return (
    <Container style={{ paddingBottom: 48 }}>
      <InvoicePrintStyles />
      <div data-print="hide">
        <PageHeader
          title={t(`contracts.kinds.${kind}`)}
          actions={
            <Stack direction="row" gap={8} wrap>
              <Button as={LocaleLink} to="/account/contracts" variant="ghost" startIcon={<Icon name="chevronLeft" />}>
                {t('contracts.back')}
              </Button>
              {contract.data && (
                <Button variant="secondary" onClick={() => window.print()}>
                  {t('contracts.print')}
                </Button>
              )}
            </Stack>
          }
        />
      </div>
      {contract.isLoading && <Skeleton height={420} aria-label={t('loading')} />}
      {contract.isError && (
        <ErrorState title={t('contracts.loadFailed')} description={translateError(t, toAuthFailure(contract.error))} retryLabel={t('errors.retry')} onRetry={() => void contract.refetch()} />
      )}
      {!contract.isLoading && !contract.isError && !contract.data && <ErrorState title={t('contracts.loadFailed')} description={t('contracts.notFound')} />}
      {contract.data && <ContractView contract={contract.data} />}
    </Container>
  );
}

export const AwsAccountContractPage = () => <ContractPage kind="aws-account" />;
export const ManualInvoiceContractPage = () => <ContractPage kind="manual-invoice" />;
export const ServiceContractPage = () => <ContractPage kind="service" />;
export const SummaryContractPage = () => <ContractPage kind="summary" />;
