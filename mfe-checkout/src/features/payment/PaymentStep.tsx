import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { eContractsEndpoints, formatUsd, type CheckoutState, type PaymentMethod, type PaymentSession, type PaywayOption } from '@storefront/contracts';
import { callEndpoint, fetchCart, LocaleLink, setPaymentMethod, translateMessage, useAppDispatch, useLeaveGuard, useLocale, useNavigate, useSearchParams, useTranslation, type ApiError } from '@storefront/platform';
import { Alert, Button, Card, Checkbox, Divider, ErrorState, Heading, Skeleton, Stack, Text, media } from '@storefront/ui';
import { ContactDetails } from '../billing';
import { useGetBalanceQuery } from '../../shared/billing-api';
import { useGetCartPromoCreditQuery } from '../../shared/cart-api';
import { checkoutSession } from '../../shared/checkout-session';
import { apiErrorOf, useErrorText } from '../../shared/error-text';
import { useIdempotencyKey } from '../../shared/idempotency';
import { goToProvider } from '../../shared/redirect';
import { tabId } from '../../shared/tab-id';
import { useGetPaymentSessionQuery, useSetCheckoutStateMutation, useSetOrderPaymentMethodMutation } from '../../shared/payments-api';
import { MethodPicker, type MethodChoice } from './MethodPicker';
import { defaultCardChoice, NEW_CARD, SavedCardChoice, type CardChoice } from './SavedCardChoice';
import { useListCardsQuery } from '../../shared/cards-api';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';
import { payOrder } from './pay-order';
import { LEAVE_MESSAGE, PAYMENT_MESSAGES } from './payment-messages';
import { ProcessingModal } from './ProcessingModal';
import { PromoCodeBox } from './PromoCodeBox';
import { PromoCreditBox } from './PromoCreditBox';
import { SessionFailureAlert } from './SessionFailureAlert';
import { useCheckoutOrder } from './use-checkout-order';
import { CHECKOUT_NS } from '../../i18n/register';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
  }
`;

const PROVIDER_ORDER: PaymentMethod[] = ['card', 'wallet', 'bankCard', 'bankTransfer', 'wireTransfer'];

interface Notice {
  tone: 'danger' | 'warning' | 'info';
  text: string;
  action?: ReactNode;
}

/** Step 3, payment: order summary, promo code and credit, the method, the terms and consent, and Pay. */
export function PaymentStep({ orderId, onBack }: { orderId: string; onBack: () => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('sessionId');
  const order = useCheckoutOrder(orderId);
  // Read fresh on each visit of the step; the cart's promo credit share refetches after each cart change (tag 'Cart').
  const balance = useGetBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const promo = useGetCartPromoCreditQuery(undefined, { refetchOnMountOrArgChange: true });
  const returned = useGetPaymentSessionQuery({ params: { sessionId: sessionId ?? '' } }, { skip: !sessionId, refetchOnMountOrArgChange: true });
  // A session that failed at once replaces the one the provider sent the customer back with; null once closed.
  const [shownSession, setShownSession] = useState<PaymentSession | null | undefined>(undefined);
  const session = shownSession === undefined ? returned.data : shownSession;
  const [recordCheckoutState] = useSetCheckoutStateMutation();
  const [setOrderPaymentMethod, orderMethod] = useSetOrderPaymentMethodMutation();
  const recordState = (id: string, state: CheckoutState) => recordCheckoutState({ params: { id }, body: { tabId: tabId(), state } }).unwrap();
  const idempotency = useIdempotencyKey();

  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [paywayOption, setPaywayOption] = useState<PaywayOption>('abapay');
  const cards = useListCardsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cardChoice, setCardChoice] = useState<CardChoice | null>(null);
  const card = cardChoice ?? defaultCardChoice(cards.data);
  const [terms, setTerms] = useState(false);
  const [consent, setConsent] = useState(false);
  const [tried, setTried] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [otherTab, setOtherTab] = useState<string | null>(null);
  const guard = useLeaveGuard(processing, translateMessage(t, LEAVE_MESSAGE));

  const data = order.data;
  const chosen = method ?? data?.paymentMethod ?? null;

  // Tell the api this tab is on the payment step (another tab paying the same order answers INIT_CHECKOUT_ORDER_IN_OTHER_TAB).
  useEffect(() => {
    if (!data || data.status !== 'open') return;
    recordState(data.orderId, 'payment').catch((error: unknown) => {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'INIT_CHECKOUT_ORDER_IN_OTHER_TAB') setOtherTab(errorText(apiError));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per order
  }, [data?.orderId, data?.status]);

  useEffect(() => {
    if (data && data.orderId !== orderId) {
      const next = new URLSearchParams(params);
      next.set('orderId', data.orderId);
      setParams(next, { replace: true });
      checkoutSession.remember(data.orderId);
    }
  }, [data, orderId, params, setParams]);

  const refresh = async () => {
    await Promise.all([order.reload(), promo.refetch()]);
  };

  const choose = async (next: PaymentMethod) => {
    setMethod(next);
    setNotice(null);
    idempotency.settle();
    try {
      // The cart's order follows the cart's choice; an order a rejected transfer reopened keeps a method of its own.
      if (order.reopened && data) await setOrderPaymentMethod({ params: { id: data.orderId }, body: { method: next } }).unwrap();
      else await dispatch(setPaymentMethod({ method: next })).unwrap();
      await order.reload();
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError.code === 'ORDER_STATUS_INVALID') failed(apiError);
      else setNotice({ tone: 'danger', text: errorText(apiError) });
    }
  };

  const failed = (error: ApiError) => {
    const text = errorText(error);
    switch (error.code) {
      case 'ORDER_CHANGED':
        void refresh();
        setNotice({ tone: 'warning', text: `${text}. ${t('pay.orderChanged')}` });
        break;
      case 'ORDER_STATUS_INVALID':
        setNotice({ tone: 'info', text, action: <LocaleLink to={`/payment/success?orderId=${encodeURIComponent(orderId)}`}>{t('pay.seeOrder')}</LocaleLink> });
        break;
      case 'BALANCE_NOT_ENOUGH':
        void balance.refetch();
        setNotice({ tone: 'danger', text, action: <LocaleLink to="/top-up">{t('balance.topUp')}</LocaleLink> });
        break;
      case 'TRANSACTION_IN_PROGRESS': {
        const bulkPaymentId = typeof error.details?.bulkPaymentId === 'string' ? error.details.bulkPaymentId : null;
        setNotice({
          tone: 'warning',
          text: `${text}. ${t('pay.inProgress')}`,
          action: bulkPaymentId ? <LocaleLink to={`/payment/success?bulkPaymentId=${encodeURIComponent(bulkPaymentId)}`}>{t('pay.seeTransaction')}</LocaleLink> : undefined,
        });
        break;
      }
      case 'INIT_CHECKOUT_ORDER_IN_OTHER_TAB':
        setOtherTab(text);
        break;
      case 'NO_SAVED_CARD':
      case 'CARD_NOT_FOUND':
        void cards.refetch();
        setCardChoice(null);
        setNotice({ tone: 'warning', text, action: <LocaleLink to="/account/cards">{t('savedCards.add')}</LocaleLink> });
        break;
      case 'PROFILE_INCOMPLETE':
        setNotice({ tone: 'warning', text, action: <LocaleLink to="/account/profile">{t('savedCards.updateProfile')}</LocaleLink> });
        break;
      default:
        setNotice({ tone: 'danger', text });
    }
  };

  const pay = async () => {
    setTried(true);
    setNotice(null);
    if (!data || !chosen || !terms || !consent) return;
    setProcessing(true);
    void recordState(data.orderId, 'processing').catch(() => undefined);
    // The consent just given to automatic e-contract signing (spec §2), recorded with when and where before the
    // order's contracts are created; should it fail, they wait for a signature in the pending-contracts popup.
    await callEndpoint(eContractsEndpoints.acceptAutoSign).catch(() => undefined);
    try {
      const outcome = await payOrder(dispatch, data, chosen, paywayOption, locale, idempotency.key(), chosen === 'card' && card !== NEW_CARD ? card : null);
      idempotency.settle();
      const successPath = `/payment/success?orderId=${encodeURIComponent(data.orderId)}`;
      if (outcome.kind === 'paid') {
        void recordState(data.orderId, 'done').catch(() => undefined);
        checkoutSession.forget();
        void dispatch(fetchCart());
        navigate(to(successPath));
        return;
      }
      const started = outcome.session;
      if (started.redirectUrl && started.status === 'requiresAction') {
        guard.release();
        goToProvider(started.redirectUrl);
        return;
      }
      if (started.status === 'pending' || started.status === 'succeeded') {
        checkoutSession.forget();
        void dispatch(fetchCart());
        navigate(to(`${successPath}&sessionId=${encodeURIComponent(started.sessionId)}`));
        return;
      }
      setShownSession(started);
      setProcessing(false);
    } catch (error) {
      const apiError = apiErrorOf(error);
      idempotency.afterFailure(apiError.status);
      setProcessing(false);
      void recordState(data.orderId, 'payment').catch(() => undefined);
      failed(apiError);
    }
  };

  if (order.loading && !data) {
    return (
      <Layout aria-busy="true">
        <Skeleton height={360} />
        <Skeleton height={300} />
      </Layout>
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

  const total = data.total;
  const beforeCredit = total + (data.promoCredit ?? 0);
  const balanceCents = balance.data?.balance;
  const balanceShort = balanceCents !== undefined && balanceCents < total;
  const credit = promo.data;
  const creditCovers = Boolean(credit && !data.voucherCode && credit.blockedBy === null && credit.available >= beforeCredit);

  const choices: MethodChoice[] = [
    {
      method: 'balance',
      description:
        balanceCents === undefined ? t('methodHints.balance') : balanceShort ? (
          <span>
            {t('balance.available', { amount: formatUsd(balanceCents, locale) })} — <strong>{t('balance.notEnough')}</strong>
          </span>
        ) : (
          t('balance.available', { amount: formatUsd(balanceCents, locale) })
        ),
    },
    ...(credit ? [{ method: 'promoCredit' as const, disabled: !creditCovers, description: creditCovers ? t('promoCredit.covers') : data.voucherCode ? translateMessage(t, PAYMENT_MESSAGES.noCreditWithVoucher) : t('promoCredit.notCovering') }] : []),
    ...PROVIDER_ORDER.map((provider) => ({ method: provider })),
  ];

  const blockers: string[] = [];
  if (tried && !chosen) blockers.push(t('pay.chooseMethod'));
  // Missing terms, consent or method: Pay stays pressable and says what is missing; other blockers disable it.
  const blocked = processing || Boolean(otherTab) || (chosen === 'balance' && balanceShort) || !data.billingTo;

  return (
    <Layout>
      <Stack gap={16}>
        {otherTab && (
          <Alert tone="warning" title={otherTab}>
            {t('pay.otherTab')}
          </Alert>
        )}
        {session && <SessionFailureAlert session={session} onClose={() => setShownSession(null)} />}
        {notice && (
          <Alert tone={notice.tone} action={notice.action} onClose={() => setNotice(null)} closeLabel={t('close')}>
            {notice.text}
          </Alert>
        )}
        <Card>
          <Stack gap={16}>
            <Heading level={2} size="card">
              {t('pay.title')}
            </Heading>
            <MethodPicker
              choices={choices}
              value={chosen}
              onChange={(next) => void choose(next)}
              paywayOption={paywayOption}
              onPaywayOption={setPaywayOption}
              error={blockers[0]}
              disabled={processing || orderMethod.isLoading}
              cardDetails={
                cards.data ? (
                  <SavedCardChoice
                    cards={cards.data}
                    value={card}
                    onChange={(next) => {
                      setCardChoice(next);
                      idempotency.settle();
                    }}
                  />
                ) : undefined
              }
            />
            {chosen === 'balance' && balanceShort && (
              <Alert tone="warning" title={translateMessage(t, PAYMENT_MESSAGES.balanceNotEnough)} action={<Button as={LocaleLink} to="/top-up" size="sm" variant="secondary">{t('balance.topUp')}</Button>}>
                {t('balance.notEnough')}
              </Alert>
            )}
          </Stack>
        </Card>
        <Card>
          <Stack gap={8}>
            <Stack direction="row" justify="between" gap={8} wrap>
              <Heading level={2} size="card">
                {t('pay.billingTo')}
              </Heading>
              <Button variant="ghost" size="sm" onClick={onBack}>
                {t('pay.changeBilling')}
              </Button>
            </Stack>
            {data.billingTo ? (
              <Text as="div" variant="small">
                <strong style={{ display: 'block' }}>
                  {data.billingTo.firstName} {data.billingTo.lastName}
                </strong>
                <ContactDetails contact={data.billingTo} />
              </Text>
            ) : (
              <Alert tone="warning">{translateMessage(t, PAYMENT_MESSAGES.noBilling)}</Alert>
            )}
          </Stack>
        </Card>
      </Stack>
      <Card as="aside" aria-labelledby="payment-summary">
        <Stack gap={14}>
          <Heading level={2} size="card" id="payment-summary">
            {t('summary.title')}
          </Heading>
          <Text variant="small">{t('summary.items', { count: data.items.length })}</Text>
          <OrderLines order={data} />
          <PromoCodeBox code={data.voucherCode ?? null} onChanged={order.reload} disabled={processing} />
          {credit && <PromoCreditBox credit={data.voucherCode && !credit.blockedBy ? { ...credit, blockedBy: 'voucher' } : credit} onChanged={order.reload} disabled={processing} />}
          <Divider />
          <OrderTotals order={data} />
          <Divider />
          <Checkbox
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            required
            error={tried && !terms ? t('pay.termsRequired') : undefined}
            label={
              <>
                {t('pay.termsBefore')}{' '}
                <LocaleLink to="/term-and-conditions" target="_blank">
                  {t('pay.termsLink')}
                </LocaleLink>
              </>
            }
          />
          <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} required error={tried && !consent ? t('pay.consentRequired') : undefined} label={t('pay.consent')} />
          <Button size="lg" fullWidth loading={processing} disabled={blocked} onClick={() => void pay()}>
            {t('pay.pay', { amount: formatUsd(total, locale) })}
          </Button>
          <Button variant="ghost" fullWidth onClick={onBack} disabled={processing}>
            {t('pay.back')}
          </Button>
        </Stack>
      </Card>
      <ProcessingModal open={processing} />
    </Layout>
  );
}
