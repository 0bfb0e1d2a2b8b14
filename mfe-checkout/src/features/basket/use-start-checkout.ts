import { useState } from 'react';
import { paymentsEndpoints } from '@storefront/contracts';
import { bus, callEndpoint, reportError, selectAuthStatus, selectCart, track, useAppSelector, useLocale, useNavigate, useTranslation } from '@storefront/platform';
import { checkoutSession } from '../../shared/checkout-session';
import { apiErrorOf, useErrorText } from '../../shared/error-text';
import { tabId } from '../../shared/tab-id';
import { CHECKOUT_NS } from '../../i18n/register';

/**
 * Checkout from the basket: a visitor gets the sign-in prompt (back to the basket after signing in); a customer
 * gets the open order of the cart (POST /checkout/init { tabId }) and goes to step 2 with its orderId in the URL.
 * Imperative calls (callEndpoint): the basket reads nothing cached, so it does not load RTK Query.
 */
export function useStartCheckout() {
  const { t } = useTranslation(CHECKOUT_NS);
  const auth = useAppSelector(selectAuthStatus);
  const cart = useAppSelector(selectCart);
  const navigate = useNavigate();
  const { to } = useLocale();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    if (auth !== 'authenticated') {
      bus.publish('auth/loginRequested', { reason: 'checkout', returnTo: '/checkout-basket' });
      return;
    }
    setBusy(true);
    try {
      const order = await callEndpoint(paymentsEndpoints.initCheckout, { body: { tabId: tabId() } });
      checkoutSession.remember(order.orderId);
      track({ type: 'checkoutStarted', value: cart?.total ?? cart?.subtotal, items: cart?.items.slice(0, 25).map((item) => ({ kind: item.type, key: item.key })) });
      void callEndpoint(paymentsEndpoints.setCheckoutState, { params: { id: order.orderId }, body: { tabId: tabId(), state: 'billing' } }).catch((error: unknown) => reportError(error, 'checkout/record-state/billing'));
      navigate(to(`/checkout-basket?step=billing&orderId=${encodeURIComponent(order.orderId)}`));
    } catch (failure) {
      const apiError = apiErrorOf(failure);
      setError(apiError.code === 'INIT_CHECKOUT_ORDER_IN_OTHER_TAB' ? `${errorText(apiError)}. ${t('pay.otherTab')}` : errorText(apiError));
      setBusy(false);
    }
  };
  return { start, busy, error, signedIn: auth === 'authenticated' };
}
