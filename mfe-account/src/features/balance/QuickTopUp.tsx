import { useState, type FormEvent } from 'react';
import { dollarsToCents, formatUsd, paymentsEndpoints, TOP_UP_MESSAGES, topUpAmountError } from '@storefront/contracts';
import { LocaleLink, translateError, translateMessage, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Heading, Skeleton, Stack, Text, TextField } from '@storefront/ui';
import { useListCardsQuery } from '../../shared/cards-api';
import { callOneStep, useGetTopUpFeeQuery, useIdempotencyKey } from '../../shared/one-step-api';
import { ACCOUNT_NS } from '../../i18n/register';

const CARD_FIXES = new Set(['NO_SAVED_CARD', 'CARD_NOT_FOUND']);

/** The api's refusal ({ code, message, details }) a one-step call threw, or null for anything else. */
const apiErrorOf = (error: unknown) =>
  error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string' ? (error as { code?: string; message: string; details?: Record<string, unknown> }) : null;

/**
 * Top up in one step with the default saved card (POST /api/top-up-one-step): the amount (at least $10), the card
 * fee and what the card is charged as the api computes them, and the new balance once paid. Without a saved card it
 * says where to add one; the provider's pages (/top-up) stay for every other method.
 */
export function QuickTopUp() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const cards = useListCardsQuery(undefined, { refetchOnMountOrArgChange: true });
  const idempotency = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<{ text: string; addCard: boolean; profile: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const cents = dollarsToCents(amount);
  const amountError = topUpAmountError(cents);
  const fee = useGetTopUpFeeQuery({ query: { total: cents ?? 0, method: 'card' } }, { skip: amountError !== null });
  const card = (cards.data ?? []).filter((c) => !c.expired).find((c) => c.isDefault) ?? (cards.data ?? []).find((c) => !c.expired) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    setDone(null);
    if (amountError || cents === null || !card) return;
    setPaying(true);
    try {
      const topUp = await callOneStep(dispatch, paymentsEndpoints.topUpOneStep, { body: { total: cents, cardId: card.id } }, idempotency.key());
      idempotency.settle();
      setAmount('');
      setTried(false);
      setDone(t('balance.quickTopUp.done', { amount: formatUsd(topUp.total, locale), balance: formatUsd(topUp.balance ?? 0, locale) }));
    } catch (error) {
      idempotency.afterFailure((error as { status?: number }).status);
      const apiError = apiErrorOf(error);
      setFailure({ text: apiError ? translateError(t, apiError) : t('balance.quickTopUp.failed'), addCard: Boolean(apiError?.code && CARD_FIXES.has(apiError.code)), profile: apiError?.code === 'PROFILE_INCOMPLETE' });
      if (apiError?.code && CARD_FIXES.has(apiError.code)) void cards.refetch();
    } finally {
      setPaying(false);
    }
  };

  return (
    <Card as="section" padding="md" aria-labelledby="quick-top-up-title">
      <Stack gap={12}>
        <Heading level={2} size="card" id="quick-top-up-title">
          {t('balance.quickTopUp.title')}
        </Heading>
        {cards.isLoading && <Skeleton height={88} aria-label={t('balance.quickTopUp.loading')} />}
        {cards.isError && (
          <Alert tone="danger" action={<Button size="sm" variant="secondary" onClick={() => void cards.refetch()}>{t('errors.retry')}</Button>}>
            {t('balance.quickTopUp.cardsFailed')}
          </Alert>
        )}
        {cards.data && !card && (
          <Text variant="small">
            {t('balance.quickTopUp.noCard')} <LocaleLink to="/account/cards">{t('balance.quickTopUp.addCard')}</LocaleLink>
          </Text>
        )}
        {card && (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap={12}>
              <Text variant="small">{t('balance.quickTopUp.hint', { brand: card.brand, last4: card.last4 })}</Text>
              <TextField
                label={t('balance.quickTopUp.amount')}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setFailure(null);
                  setDone(null);
                  idempotency.settle();
                }}
                hint={translateMessage(t, TOP_UP_MESSAGES.min)}
                error={tried && amountError ? translateMessage(t, amountError) : undefined}
                disabled={paying}
                style={{ maxWidth: 200 }}
              />
              {fee.data && amountError === null && (
                <Text variant="small" aria-live="polite">
                  {t('balance.quickTopUp.fee', { fee: formatUsd(fee.data.fee, locale), charge: formatUsd(fee.data.charge, locale) })}
                </Text>
              )}
              {failure && (
                <Alert tone="danger" role="alert" action={
                    failure.addCard ? (
                      <LocaleLink to="/account/cards">{t('balance.quickTopUp.addCard')}</LocaleLink>
                    ) : failure.profile ? (
                      <LocaleLink to="/account/profile">{t('balance.quickTopUp.updateProfile')}</LocaleLink>
                    ) : undefined
                  }>
                  {failure.text}
                </Alert>
              )}
              {done && (
                <Alert tone="success" role="status">
                  {done}
                </Alert>
              )}
              <div>
                <Button type="submit" loading={paying}>
                  {amountError === null && cents !== null ? t('balance.quickTopUp.payAmount', { amount: formatUsd(cents, locale) }) : t('balance.quickTopUp.pay')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
