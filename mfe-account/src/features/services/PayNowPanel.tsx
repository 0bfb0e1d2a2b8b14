import { useState } from 'react';
import { formatUsd, orderTotals, paymentsEndpoints, type CheckoutOneStepResult, type OneStepMethod, type OwnedService } from '@storefront/contracts';
import { LocaleLink, selectConfig, translateError, useAppDispatch, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, RadioCardGroup, Skeleton, Stack, Text } from '@storefront/ui';
import { useGetBalanceQuery } from '../../shared/billing-api';
import { useListCardsQuery } from '../../shared/cards-api';
import { callOneStep, useIdempotencyKey } from '../../shared/one-step-api';
import { apiErrorOf } from './service-status';
import { ACCOUNT_NS } from '../../i18n/register';

interface Failure {
  text: string;
  /** Where the customer can fix it: top up the balance, or add a card. */
  fix?: 'topUp' | 'addCard' | 'profile';
}

const FIX_OF: Record<string, Failure['fix']> = { BALANCE_NOT_ENOUGH: 'topUp', NO_SAVED_CARD: 'addCard', CARD_NOT_FOUND: 'addCard', PROFILE_INCOMPLETE: 'profile' };

/**
 * Pay now: renews the service for one more term in one step (POST /api/checkout-one-step), from the balance or the
 * default saved card. The total shown (VAT included) is what the api charges — it prices the renewal again. One
 * Idempotency-Key per attempt, so a double press or a retry after a lost answer charges once.
 */
export function PayNowPanel({ id, service, onPaid, onCancel }: { id: string; service: OwnedService; onPaid: (result: CheckoutOneStepResult) => void; onCancel: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const vatRateBasisPoints = useAppSelector(selectConfig)?.vatRateBasisPoints;
  const balance = useGetBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const cards = useListCardsQuery(undefined, { refetchOnMountOrArgChange: true });
  const idempotency = useIdempotencyKey();
  const [chosen, setChosen] = useState<OneStepMethod | null>(null);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const total = vatRateBasisPoints === undefined ? null : orderTotals(service.renewPrice, 0, vatRateBasisPoints).total;
  const card = (cards.data ?? []).filter((c) => !c.expired).find((c) => c.isDefault) ?? (cards.data ?? []).find((c) => !c.expired) ?? null;
  const available = balance.data?.balance;
  const balanceShort = available !== undefined && total !== null && available < total;
  const method: OneStepMethod | null = chosen ?? (available !== undefined && !balanceShort ? 'balance' : card ? 'card' : null);
  const loading = balance.isLoading || cards.isLoading;

  const pay = async () => {
    if (!method) return;
    setFailure(null);
    setPaying(true);
    try {
      const body = method === 'card' && card ? { serviceId: service.id, method, cardId: card.id } : { serviceId: service.id, method };
      const result = await callOneStep(dispatch, paymentsEndpoints.checkoutOneStep, { body }, idempotency.key());
      idempotency.settle();
      onPaid(result);
    } catch (error) {
      idempotency.afterFailure((error as { status?: number }).status);
      const apiError = apiErrorOf(error);
      setFailure({ text: apiError ? translateError(t, apiError) : t('services.renewFailed'), fix: apiError?.code ? FIX_OF[apiError.code] : undefined });
      if (apiError?.code === 'BALANCE_NOT_ENOUGH') void balance.refetch();
      if (apiError?.code === 'NO_SAVED_CARD' || apiError?.code === 'CARD_NOT_FOUND') void cards.refetch();
    } finally {
      setPaying(false);
    }
  };

  const fixLink = (fix: Failure['fix']) =>
    fix === 'topUp' ? (
      <LocaleLink to="/top-up">{t('services.topUp')}</LocaleLink>
    ) : fix === 'addCard' ? (
      <LocaleLink to="/account/cards">{t('services.payNow.addCard')}</LocaleLink>
    ) : fix === 'profile' ? (
      <LocaleLink to="/account/profile">{t('services.payNow.updateProfile')}</LocaleLink>
    ) : undefined;

  return (
    <Card id={id} as="section" padding="md" variant="flat" aria-label={t('services.payNow.title', { name: service.name })}>
      <Stack gap={12}>
        <Text variant="small">{total === null ? t('services.payNow.intro') : t('services.payNow.total', { amount: formatUsd(total, locale) })}</Text>
        {loading ? (
          <Stack gap={8} aria-busy="true" aria-label={t('services.payNow.loading')}>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : (
          <RadioCardGroup<OneStepMethod>
            legend={t('services.payNow.with')}
            value={method}
            onChange={(next) => {
              setChosen(next);
              setFailure(null);
              idempotency.settle();
            }}
            disabled={paying}
            options={[
              {
                value: 'balance',
                label: t('services.payNow.balance'),
                description: balance.isError
                  ? t('services.payNow.balanceFailed')
                  : available === undefined
                    ? undefined
                    : balanceShort
                      ? t('services.payNow.balanceShort', { amount: formatUsd(available, locale) })
                      : t('services.payNow.balanceAvailable', { amount: formatUsd(available, locale) }),
              },
              {
                value: 'card',
                label: t('services.payNow.card'),
                disabled: !card,
                description: cards.isError ? t('services.payNow.cardsFailed') : card ? t('services.payNow.cardOf', { brand: card.brand, last4: card.last4 }) : t('services.payNow.noCard'),
              },
            ]}
          />
        )}
        {!loading && !card && !cards.isError && (
          <Text variant="small">
            <LocaleLink to="/account/cards">{t('services.payNow.addCard')}</LocaleLink>
          </Text>
        )}
        {method === 'balance' && balanceShort && !failure && (
          <Alert tone="warning" action={fixLink('topUp')}>
            {t('services.payNow.balanceNotEnough')}
          </Alert>
        )}
        {failure && (
          <Alert tone="danger" role="alert" action={fixLink(failure.fix)}>
            {failure.text}
          </Alert>
        )}
        <Stack direction="row" gap={8} wrap>
          <Button size="sm" onClick={() => void pay()} loading={paying} disabled={!method || loading || (method === 'balance' && balanceShort)}>
            {total === null ? t('services.payNow.pay') : t('services.payNow.payAmount', { amount: formatUsd(total, locale) })}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={paying}>
            {t('services.payNow.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
