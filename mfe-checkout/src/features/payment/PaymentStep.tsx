import { useEffect, useState } from 'react';
import { eContractsEndpoints, type PaymentMethod, type PaywayOption } from '@storefront/contracts';
import { callEndpoint, fetchCart, LocaleLink, reportError, setPaymentMethod, translateMessage, useAppDispatch, useLocale, useSearchParams, useTranslation } from '@storefront/platform';
import { Alert, Button, ErrorState, Skeleton, Stack } from '@storefront/ui';
import { useGetBalanceQuery } from '../../shared/billing-api';
import { useListCardsQuery } from '../../shared/cards-api';
import { useGetCartPromoCreditQuery } from '../../shared/cart-api';
import { checkoutSession } from '../../shared/checkout-session';
import { apiErrorOf, useErrorText } from '../../shared/error-text';
import { useIdempotencyKey } from '../../shared/idempotency';
import { useGetPaymentSessionQuery, useSetOrderPaymentMethodMutation } from '../../shared/payments-api';
import { BillingToCard } from './BillingToCard';
import { balanceShortOf, OrderMethodCard } from './OrderMethodCard';
import { OrderSummaryCard, type Agreement } from './OrderSummaryCard';
import { PaymentAlerts } from './PaymentAlerts';
import { PaymentLayout } from './PaymentLayout';
import { payOrder } from './pay-order';
import { PAYMENT_MESSAGES } from './payment-messages';
import { ProcessingModal } from './ProcessingModal';
import { defaultCardChoice, NEW_CARD, type CardChoice } from './SavedCardChoice';
import { useCheckoutOrder } from './use-checkout-order';
import { useCheckoutTab } from './use-checkout-tab';
import { usePaymentFailure } from './use-payment-failure';
import { usePaymentFlow } from './use-payment-flow';
import { CHECKOUT_NS } from '../../i18n/register';

/** Step 3, payment: order summary, promo code and credit, the method, the terms and consent, and Pay. */
export function PaymentStep({ orderId, onBack }: { orderId: string; onBack: () => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('sessionId');
  const order = useCheckoutOrder(orderId);
  // Read fresh on each visit of the step; the cart's promo credit share refetches after each cart change (tag 'Cart').
  const balance = useGetBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const promo = useGetCartPromoCreditQuery(undefined, { refetchOnMountOrArgChange: true });
  const cards = useListCardsQuery(undefined, { refetchOnMountOrArgChange: true });
  const returned = useGetPaymentSessionQuery({ params: { sessionId: sessionId ?? '' } }, { skip: !sessionId, refetchOnMountOrArgChange: true });
  const [setOrderPaymentMethod, orderMethod] = useSetOrderPaymentMethodMutation();
  const idempotency = useIdempotencyKey();
  const flow = usePaymentFlow({ returnedSession: returned.data, keys: [idempotency] });
  const data = order.data;
  const tab = useCheckoutTab(data);

  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [paywayOption, setPaywayOption] = useState<PaywayOption>('abapay');
  const [cardChoice, setCardChoice] = useState<CardChoice | null>(null);
  const [agreement, setAgreement] = useState<Agreement>({ terms: false, consent: false });
  const [tried, setTried] = useState(false);
  const card = cardChoice ?? defaultCardChoice(cards.data);
  const chosen = method ?? data?.paymentMethod ?? null;
  const processing = flow.processing;

  const failed = usePaymentFailure(orderId, {
    reloadOrder: () => void Promise.all([order.reload(), promo.refetch()]),
    reloadBalance: () => void balance.refetch(),
    reloadCards: () => {
      void cards.refetch();
      setCardChoice(null);
    },
    otherTab: tab.setOtherTab,
    notice: flow.setNotice,
  });

  useEffect(() => {
    if (data && data.orderId !== orderId) {
      const next = new URLSearchParams(params);
      next.set('orderId', data.orderId);
      setParams(next, { replace: true });
      checkoutSession.remember(data.orderId);
    }
  }, [data, orderId, params, setParams]);

  const choose = async (next: PaymentMethod) => {
    setMethod(next);
    flow.setNotice(null);
    idempotency.settle();
    try {
      // The cart's order follows the cart's choice; an order a rejected transfer reopened keeps a method of its own.
      if (order.reopened && data) await setOrderPaymentMethod({ params: { id: data.orderId }, body: { method: next } }).unwrap();
      else await dispatch(setPaymentMethod({ method: next })).unwrap();
      await order.reload();
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'ORDER_STATUS_INVALID') failed(apiError);
      else flow.setNotice({ tone: 'danger', text: errorText(apiError) });
    }
  };

  const pay = async () => {
    setTried(true);
    flow.setNotice(null);
    if (!data || !chosen || !agreement.terms || !agreement.consent) return;
    const successPath = `/payment/success?orderId=${encodeURIComponent(data.orderId)}`;
    const leave = () => {
      checkoutSession.forget();
      void dispatch(fetchCart());
    };
    await flow.pay(
      async () => {
        void tab.record(data.orderId, 'processing');
        // The consent just given to automatic e-contract signing (spec §2), recorded with when and where before the
        // order's contracts are created; should it fail, they wait for a signature in the pending-contracts popup.
        await callEndpoint(eContractsEndpoints.acceptAutoSign).catch((error: unknown) => reportError(error, 'checkout/accept-auto-sign'));
        const outcome = await payOrder(dispatch, data, chosen, paywayOption, locale, idempotency.key(), chosen === 'card' && card !== NEW_CARD ? card : null);
        if (outcome.kind === 'paid') {
          void tab.record(data.orderId, 'done');
          return { kind: 'paid', successPath };
        }
        return { kind: 'session', session: outcome.session, successPath };
      },
      {
        onDone: leave,
        onFailure: (error) => {
          void tab.record(data.orderId, 'payment');
          failed(error);
        },
      },
    );
  };

  if (order.loading && !data) {
    return (
      <PaymentLayout $aside={380} aria-busy="true">
        <Skeleton height={360} />
        <Skeleton height={300} />
      </PaymentLayout>
    );
  }
  if (!data) {
    return <ErrorState title={t('pay.loadFailed')} description={order.error ? errorText(order.error) : undefined} retryLabel={t('errors.retry')} onRetry={() => void order.reload()} />;
  }
  if (data.status === 'paid') {
    return (
      <Alert tone="success" title={translateMessage(t, PAYMENT_MESSAGES.paid)} action={<Button as={LocaleLink} to={`/payment/success?orderId=${encodeURIComponent(data.orderId)}`}>{t('pay.seeOrder')}</Button>}>
        {t('pay.paidAlready')}
      </Alert>
    );
  }

  // Missing terms, consent or method: Pay stays pressable and says what is missing; other blockers disable it.
  const blocked = processing || Boolean(tab.otherTab) || (chosen === 'balance' && balanceShortOf(balance.data?.balance, data)) || !data.billingTo;

  return (
    <PaymentLayout $aside={380}>
      <Stack gap={16}>
        {tab.otherTab && (
          <Alert tone="warning" title={tab.otherTab}>
            {t('pay.otherTab')}
          </Alert>
        )}
        <PaymentAlerts flow={flow} />
        <OrderMethodCard
          order={data}
          balance={balance.data?.balance}
          credit={promo.data}
          value={chosen}
          onChange={(next) => void choose(next)}
          paywayOption={paywayOption}
          onPaywayOption={setPaywayOption}
          error={tried && !chosen ? t('pay.chooseMethod') : undefined}
          disabled={processing || orderMethod.isLoading}
          cards={cards.data}
          card={card}
          onCard={(next) => {
            setCardChoice(next);
            idempotency.settle();
          }}
        />
        <BillingToCard billingTo={data.billingTo} onBack={onBack} />
      </Stack>
      <OrderSummaryCard
        order={data}
        credit={promo.data}
        onOrderChanged={order.reload}
        agreement={agreement}
        onAgreement={setAgreement}
        tried={tried}
        processing={processing}
        blocked={blocked}
        onPay={() => void pay()}
        onBack={onBack}
      />
      <ProcessingModal open={processing} />
    </PaymentLayout>
  );
}
