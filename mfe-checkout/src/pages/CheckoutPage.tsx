import { lazy, Suspense, useEffect } from 'react';
import { Guarded, useLocale, useNavigate, useSearchParams, useTranslation } from '@storefront/platform';
import { Spinner } from '@storefront/ui';
import { checkoutSession } from '../shared/checkout-session';
import { CheckoutFrame } from '../features/checkout/CheckoutFrame';
import { BasketPage } from './BasketPage';
import { CHECKOUT_NS } from '../i18n/register';

// Steps 2 and 3 are chunks of their own: the basket (step 1), which every cart visit opens, stays small.
const BillingStep = lazy(() => import('../features/billing/BillingStep').then((m) => ({ default: m.BillingStep })));
const PaymentStep = lazy(() => import('../features/payment/PaymentStep').then((m) => ({ default: m.PaymentStep })));

/**
 * /checkout-basket: step 1 basket, ?step=billing (2) and ?step=payment (3) with the orderId in the URL. Steps 2–3
 * are behind the checkout guard (no checkout in session state and no orderId: back to the basket) and sign-in.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const step = params.get('step');
  if (step !== 'billing' && step !== 'payment') return <BasketPage />;
  const orderId = params.get('orderId') ?? checkoutSession.orderId();
  return (
    <Guarded kind="checkout" hasCheckout={Boolean(orderId)}>
      <Guarded kind="auth">
        <CheckoutStep step={step} orderId={orderId ?? ''} />
      </Guarded>
    </Guarded>
  );
}

function CheckoutStep({ step, orderId }: { step: 'billing' | 'payment'; orderId: string }) {
  const navigate = useNavigate();
  const { to } = useLocale();
  const { t } = useTranslation(CHECKOUT_NS);
  const go = (next: 'basket' | 'billing' | 'payment') =>
    navigate(to(next === 'basket' ? '/checkout-basket' : `/checkout-basket?step=${next}&orderId=${encodeURIComponent(orderId)}`));

  useEffect(() => {
    if (orderId) checkoutSession.remember(orderId);
  }, [orderId]);

  return (
    <CheckoutFrame step={step}>
      <Suspense fallback={<Spinner size="lg" label={t('loading')} />}>
        {step === 'billing' ? (
          <BillingStep orderId={orderId} onBack={() => go('basket')} onContinue={() => go('payment')} />
        ) : (
          <PaymentStep key={orderId} orderId={orderId} onBack={() => go('billing')} />
        )}
      </Suspense>
    </CheckoutFrame>
  );
}
