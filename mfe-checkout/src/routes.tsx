import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useTranslation } from '@storefront/platform';
import { Spinner } from '@storefront/ui';
import { GoHome } from './GoHome';
import { CHECKOUT_NS } from './i18n/register';

/** Each screen is its own chunk, downloaded when its route is visited. */
const CheckoutPage = lazy(() => import('./pages/CheckoutPage'));
const PaymentSuccessPage = lazy(() => import('./pages/PaymentSuccessPage'));
const TopUpPage = lazy(() => import('./pages/TopUpPage'));
const TopUpSuccessPage = lazy(() => import('./pages/TopUpSuccessPage'));
const OnlinePaymentPage = lazy(() => import('./pages/OnlinePaymentPage'));

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return <Suspense fallback={<Spinner size="lg" label={t('loading')} />}>{children}</Suspense>;
}

/**
 * The routes mfe-checkout owns, relative to the locale root: the three-step checkout (basket, ?step=billing,
 * ?step=payment behind the checkout guard), payment outcomes, top-up and paying unpaid invoices.
 */
export default function CheckoutRoutes() {
  return (
    <Routes>
      <Route path="checkout-basket" element={<Lazy><CheckoutPage /></Lazy>} />
      <Route path="payment/success" element={<Lazy><PaymentSuccessPage /></Lazy>} />
      <Route path="top-up" element={<Lazy><TopUpPage /></Lazy>} />
      <Route path="top-up/success" element={<Lazy><TopUpSuccessPage /></Lazy>} />
      <Route path="online-payment" element={<Lazy><OnlinePaymentPage /></Lazy>} />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
