import { useState } from 'react';
import { formatUsd, type BulkPayment } from '@storefront/contracts';
import { Guarded, LocaleLink, useLocale, useSearchParams, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Container, EmptyState, ErrorState, PageHeader, Skeleton, Stack } from '@storefront/ui';
import { useErrorText } from '../shared/error-text';
import { useCreateBulkPaymentMutation, useGetBulkPaymentQuery, useGetPaymentSessionQuery, useListOnlineAwsInvoicesQuery, useListOnlineInvoicesQuery } from '../shared/payments-api';
import { BulkPayPanel } from '../features/online-payment/BulkPayPanel';
import { InvoicePicker } from '../features/online-payment/InvoicePicker';
import { CHECKOUT_NS } from '../i18n/register';

/**
 * /online-payment (signed-in): choose unpaid invoices (select all) — the AWS consulting ones beside the others, with
 * their AWS account and contract — and pay them together as one bulk payment.
 */
export default function OnlinePaymentPage() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Guarded kind="auth">
      <Container style={{ paddingBottom: 48 }}>
        <PageHeader title={t('online.title')} subtitle={t('online.subtitle')} />
        <div style={{ maxWidth: 860 }}>
          <OnlinePayment />
        </div>
      </Container>
    </Guarded>
  );
}

function OnlinePayment() {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const returnedId = params.get('bulkPaymentId');
  const sessionId = params.get('sessionId');
  const invoices = useListOnlineInvoicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const awsInvoices = useListOnlineAwsInvoicesQuery(undefined, { refetchOnMountOrArgChange: true });
  // Back from a provider (?bulkPaymentId[&sessionId]): that bulk payment, and why its session failed (if it can tell).
  const returnedBulk = useGetBulkPaymentQuery({ params: { id: returnedId ?? '' } }, { skip: !returnedId, refetchOnMountOrArgChange: true });
  const returnedSession = useGetPaymentSessionQuery({ params: { sessionId: sessionId ?? '' } }, { skip: !returnedId || !sessionId, refetchOnMountOrArgChange: true });
  const [createBulkPayment] = useCreateBulkPaymentMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulk, setBulk] = useState<BulkPayment | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);

  const items = invoices.data?.items ?? [];
  const awsItems = awsInvoices.data?.items ?? [];
  const chosen = [...items, ...awsItems].filter((invoice) => selected.has(invoice.id));
  const selectedTotal = chosen.reduce((sum, invoice) => sum + invoice.total, 0);
  // The returned bulk payment is offered again once its session is known too (the panel starts from it).
  const returnedOpen = !dismissed && !returnedSession.isLoading && returnedBulk.currentData?.status === 'open' ? returnedBulk.currentData : null;
  const active = bulk ?? returnedOpen;

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setBulk(await createBulkPayment({ body: { invoiceIds: chosen.map((invoice) => invoice.id) } }).unwrap());
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setBulk(null);
    if (returnedId) setParams(new URLSearchParams(), { replace: true });
    setDismissed(true);
  };

  if (active) return <BulkPayPanel bulk={active} returnedSession={bulk ? null : (returnedSession.currentData ?? null)} onCancel={cancel} />;
  if (invoices.isLoading || awsInvoices.isLoading || returnedBulk.isLoading || returnedSession.isLoading) {
    return (
      <Stack gap={12} aria-busy="true">
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  }
  const awsFailed = awsInvoices.isError && !awsInvoices.data;
  if (invoices.isError && !invoices.data) {
    const retry = () => {
      void invoices.refetch();
      if (awsFailed) void awsInvoices.refetch();
    };
    return <ErrorState title={t('online.loadFailed')} description={errorText(invoices.error)} retryLabel={t('errors.retry')} onRetry={retry} />;
  }
  // The AWS list failed alone: the other invoices stay payable, and the AWS section says so with a retry.
  const awsProblem = awsFailed ? (
    <Alert
      tone="danger"
      action={
        <Button size="sm" variant="secondary" onClick={() => void awsInvoices.refetch()}>
          {t('errors.retry')}
        </Button>
      }
    >
      {t('online.aws.loadFailed')}
    </Alert>
  ) : undefined;
  if (items.length === 0 && awsItems.length === 0 && !awsFailed) {
    return (
      <EmptyState
        icon="check"
        title={t('online.emptyTitle')}
        description={t('online.emptyDescription')}
        action={
          <Button as={LocaleLink} to="/" variant="secondary">
            {t('outcome.continueShopping')}
          </Button>
        }
      />
    );
  }
  return (
    <Card>
      <Stack gap={12}>
        {failure && (
          <Alert tone="danger" onClose={() => setFailure(null)} closeLabel={t('close')}>
            {failure}
          </Alert>
        )}
        <InvoicePicker invoices={items} awsInvoices={awsItems} awsProblem={awsProblem} selected={selected} onChange={setSelected} disabled={busy} />
        <Stack direction="row" justify="between" gap={12} wrap collapseBelow="sm">
          <span aria-live="polite">
            {t('online.selectedTotal', { count: chosen.length })} <strong data-testid="selected-total">{formatUsd(selectedTotal, locale)}</strong>
          </span>
          <Button size="lg" loading={busy} disabled={chosen.length === 0} onClick={() => void start()}>
            {t('online.continue')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
