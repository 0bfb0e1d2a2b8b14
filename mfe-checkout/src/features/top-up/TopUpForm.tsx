import { useEffect, useState, type FormEvent } from 'react';
import {
  TOP_UP_METHODS,
  TOP_UP_MIN_CENTS,
  formatUsd,
  paymentsEndpoints,
  topUpAmountError,
  type PaymentMethod,
  type PaywayOption,
  type ProviderMethod,
  centsToDollarText,
  dollarsToCents,
} from '@storefront/contracts';
import { translateMessage, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Button, Card, Divider, FilterChips, Heading, Stack, Text, TextField } from '@storefront/ui';
import styled from 'styled-components';
import { useGetBalanceQuery } from '../../shared/billing-api';
import { useErrorText } from '../../shared/error-text';
import { useIdempotencyKey } from '../../shared/idempotency';
import { callPaying, useGetPaymentSessionQuery, useGetTopUpFeeQuery, useGetTopUpQuery } from '../../shared/payments-api';
import { returnPaths } from '../../shared/return-paths';
import { SummaryCard, SummaryLine } from '../../shared/SummaryCard';
import { MethodPicker, PaymentAlerts, PaymentLayout, ProcessingModal, usePaymentFlow } from '../payment';
import { CHECKOUT_NS } from '../../i18n/register';

const Line = styled(SummaryLine)`
  font-variant-numeric: tabular-nums;
`;

const QUICK = [1000, 2000, 5000, 10000] as const;

/** The top-up form: amount in dollars (at least $10), a provider method with its fee from the api, and Pay. */
export function TopUpForm({ returned }: { returned: { topUpId: string; sessionId: string | null } | null }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const balance = useGetBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const previous = useGetTopUpQuery({ params: { id: returned?.topUpId ?? '' } }, { skip: !returned, refetchOnMountOrArgChange: true });
  const returnedSession = useGetPaymentSessionQuery({ params: { sessionId: returned?.sessionId ?? '' } }, { skip: !returned?.sessionId, refetchOnMountOrArgChange: true });
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [method, setMethod] = useState<ProviderMethod>('card');
  const [paywayOption, setPaywayOption] = useState<PaywayOption>('abapay');
  const [feeAsked, setFeeAsked] = useState<{ total: number; method: ProviderMethod } | null>(null);
  const createKey = useIdempotencyKey();
  const payKey = useIdempotencyKey();
  const flow = usePaymentFlow({ returnedSession: returnedSession.data, keys: [createKey, payKey] });
  const processing = flow.processing;

  const cents = dollarsToCents(amount);
  const amountError = touched ? topUpAmountError(cents) : null;
  const valid = topUpAmountError(cents) === null;
  // The fee of the amount and method asked last; the one before stays shown while the next is on its way.
  const feeQuery = useGetTopUpFeeQuery({ query: feeAsked ?? { total: 0, method: 'card' } }, { skip: !feeAsked });
  const fee = feeQuery.data ?? null;
  const feeFailed = feeQuery.isError;

  // Coming back from a cancelled or declined top-up: the same amount and method again.
  useEffect(() => {
    if (previous.data && !amount) {
      setAmount(centsToDollarText(previous.data.total));
      setMethod(previous.data.paymentOption);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prefill once
  }, [previous.data]);

  // The fee follows the amount and the method (debounced): the top-up fee of that total and method.
  useEffect(() => {
    if (!valid || cents === null) {
      setFeeAsked(null);
      return undefined;
    }
    const timer = setTimeout(() => setFeeAsked({ total: cents, method }), 250);
    return () => clearTimeout(timer);
  }, [cents, method, valid]);

  const changeAmount = (text: string) => {
    setAmount(text);
    createKey.settle();
    payKey.settle();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    flow.setNotice(null);
    if (!valid || cents === null) return;
    await flow.pay(
      async () => {
        const topUp = await callPaying(dispatch, paymentsEndpoints.createTopUp, { body: { total: cents, method } }, createKey.key());
        const paths = returnPaths('topUp', topUp.topUpId, locale);
        const body = { kind: 'topUp' as const, id: topUp.topUpId, method, ...(method === 'bankCard' ? { paymentOption: paywayOption } : {}), ...paths };
        const session = await callPaying(dispatch, paymentsEndpoints.startPayment, { body }, payKey.key());
        return { kind: 'session', session, successPath: `/top-up/success?topUpId=${encodeURIComponent(topUp.topUpId)}` };
      },
      { onFailure: (error) => flow.setNotice({ tone: 'danger', text: errorText(error) }) },
    );
  };

  const feeOf = (candidate: PaymentMethod) => fee?.methods.find((entry) => entry.method === candidate);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <PaymentLayout $aside={340}>
        <Stack gap={16}>
          <PaymentAlerts flow={flow} />
          <Card>
            <Stack gap={14}>
              <Heading level={2} size="card">
                {t('topUp.amountTitle')}
              </Heading>
              <TextField
                label={t('topUp.amount')}
                inputMode="decimal"
                autoComplete="off"
                required
                placeholder="10.00"
                startAdornment={<span aria-hidden="true">$</span>}
                value={amount}
                onChange={(event) => changeAmount(event.target.value)}
                onBlur={() => setTouched(true)}
                hint={translateMessage(t, 'Minimum amount is $10')}
                error={amountError ? translateMessage(t, amountError) : undefined}
              />
              <FilterChips
                label={t('topUp.quick')}
                value={cents !== null && (QUICK as readonly number[]).includes(cents) ? String(cents) : ''}
                onChange={(value) => {
                  changeAmount(centsToDollarText(Number(value)));
                  setTouched(true);
                }}
                options={QUICK.map((value) => ({ value: String(value), label: formatUsd(value, locale) }))}
              />
            </Stack>
          </Card>
          <Card>
            <MethodPicker
              choices={TOP_UP_METHODS.map((candidate) => {
                const entry = feeOf(candidate);
                return { method: candidate, aside: entry ? <Text variant="small">{entry.fee > 0 ? t('topUp.fee', { amount: formatUsd(entry.fee, locale) }) : t('topUp.noFee')}</Text> : undefined };
              })}
              value={method}
              onChange={(next) => {
                setMethod(next as ProviderMethod);
                createKey.settle();
                payKey.settle();
              }}
              paywayOption={paywayOption}
              onPaywayOption={setPaywayOption}
              disabled={processing}
            />
          </Card>
        </Stack>
        <SummaryCard id="top-up-summary" title={t('topUp.summary')} gap={12}>
          <Line>
            <span>{t('topUp.currentBalance')}</span>
            <strong data-testid="current-balance">{balance.data ? formatUsd(balance.data.balance, locale) : '—'}</strong>
          </Line>
          <Divider />
          <Line>
            <span>{t('topUp.amount')}</span>
            <strong>{valid && cents !== null ? formatUsd(cents, locale) : '—'}</strong>
          </Line>
          <Line>
            <span>{t('topUp.feeLabel', { method: t(`methods.${method}`) })}</span>
            <strong data-testid="top-up-fee">{fee && valid ? formatUsd(fee.fee, locale) : '—'}</strong>
          </Line>
          <Line style={{ fontSize: 18 }}>
            <span>{t('topUp.charge')}</span>
            <strong data-testid="top-up-charge">{fee && valid ? formatUsd(fee.charge, locale) : '—'}</strong>
          </Line>
          {feeFailed && <Text variant="small">{t('topUp.feeFailed')}</Text>}
          <Button type="submit" size="lg" fullWidth loading={processing}>
            {t('topUp.submit')}
          </Button>
          <Text variant="small">{t('topUp.note', { min: formatUsd(TOP_UP_MIN_CENTS, locale) })}</Text>
        </SummaryCard>
      </PaymentLayout>
      <ProcessingModal open={processing} />
    </form>
  );
}
