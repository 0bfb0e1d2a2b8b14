import { useState } from 'react';
import { PROVIDER_METHODS, formatUsd, paymentsEndpoints, type BulkPayment, type PaymentMethod, type PaymentSession, type PaywayOption, type ProviderMethod } from '@storefront/contracts';
import { LocaleLink, translateMessage, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Stack, Text } from '@storefront/ui';
import { useGetBalanceQuery } from '../../shared/billing-api';
import { useErrorText } from '../../shared/error-text';
import { useIdempotencyKey } from '../../shared/idempotency';
import { callPaying } from '../../shared/payments-api';
import { returnPaths } from '../../shared/return-paths';
import { MethodPicker, PaymentAlerts, PAYMENT_MESSAGES, ProcessingModal, usePaymentFlow } from '../payment';
import { CHECKOUT_NS } from '../../i18n/register';

/** Pays a bulk payment: from the balance at once, or through a provider (card, wallet, bank card / QR, transfers). */
export function BulkPayPanel({ bulk, returnedSession, onCancel }: { bulk: BulkPayment; returnedSession: PaymentSession | null; onCancel: () => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const balance = useGetBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const idempotency = useIdempotencyKey();
  const flow = usePaymentFlow({ returnedSession, keys: [idempotency] });
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [paywayOption, setPaywayOption] = useState<PaywayOption>('abapay');
  const [tried, setTried] = useState(false);
  const processing = flow.processing;
  const successPath = `/payment/success?bulkPaymentId=${encodeURIComponent(bulk.bulkPaymentId)}`;
  const balanceShort = balance.data !== undefined && balance.data.balance < bulk.total;

  const pay = async () => {
    setTried(true);
    flow.setNotice(null);
    if (!method) return;
    const id = bulk.bulkPaymentId;
    await flow.pay(
      async () => {
        if (method === 'balance') {
          await callPaying(dispatch, paymentsEndpoints.payBulkWithBalance, { params: { id } }, idempotency.key());
          return { kind: 'paid', successPath };
        }
        const body = { kind: 'bulk' as const, id, method: method as ProviderMethod, ...(method === 'bankCard' ? { paymentOption: paywayOption } : {}), ...returnPaths('bulk', id, locale) };
        return { kind: 'session', session: await callPaying(dispatch, paymentsEndpoints.startPayment, { body }, idempotency.key()), successPath };
      },
      {
        onFailure: (error) =>
          flow.setNotice({ tone: 'danger', text: errorText(error), action: error.code === 'BALANCE_NOT_ENOUGH' ? <LocaleLink to="/top-up">{t('balance.topUp')}</LocaleLink> : undefined }),
      },
    );
  };

  return (
    <Card>
      <Stack gap={16}>
        <Stack direction="row" justify="between" gap={8} wrap>
          <Heading level={2} size="card">
            {t('online.payTitle', { count: bulk.invoiceIds.length })}
          </Heading>
          <strong style={{ fontSize: 22 }} data-testid="bulk-total">
            {formatUsd(bulk.total, locale)}
          </strong>
        </Stack>
        <PaymentAlerts flow={flow} />
        <MethodPicker
          choices={[
            {
              method: 'balance',
              description: balance.data ? (
                <span>
                  {t('balance.available', { amount: formatUsd(balance.data.balance, locale) })}
                  {balanceShort && <strong> — {t('balance.notEnough')}</strong>}
                </span>
              ) : undefined,
            },
            ...PROVIDER_METHODS.map((provider) => ({ method: provider })),
          ]}
          value={method}
          onChange={(next) => {
            setMethod(next);
            idempotency.settle();
          }}
          paywayOption={paywayOption}
          onPaywayOption={setPaywayOption}
          error={tried && !method ? t('pay.chooseMethod') : undefined}
          disabled={processing}
        />
        {method === 'balance' && balanceShort && (
          <Alert tone="warning" title={translateMessage(t, PAYMENT_MESSAGES.balanceNotEnough)} action={<Button as={LocaleLink} to="/top-up" size="sm" variant="secondary">{t('balance.topUp')}</Button>}>
            {t('balance.notEnough')}
          </Alert>
        )}
        <Stack direction="row" justify="between" gap={8} wrap collapseBelow="sm">
          <Button variant="ghost" onClick={onCancel} disabled={processing}>
            {t('online.changeSelection')}
          </Button>
          <Button size="lg" loading={processing} disabled={method === 'balance' && balanceShort} onClick={() => void pay()}>
            {t('pay.pay', { amount: formatUsd(bulk.total, locale) })}
          </Button>
        </Stack>
        <Text variant="small">{t('online.note')}</Text>
      </Stack>
      <ProcessingModal open={processing} />
    </Card>
  );
}
