import { GoHome } from './GoHome';
import { registerCheckoutTranslations } from './i18n/register';
import { BasketPage } from './pages/BasketPage';
import { Route, Routes } from '@storefront/platform';

registerCheckoutTranslations();

/**
 * The routes mfe-checkout owns, relative to the locale root. Billing (step 2) and payment (step 3) join the
 * basket with the checkout issue, behind `<Guarded kind="checkout">` from the platform.
 */
export default function CheckoutRoutes() {
  return (
    <Routes>
      <Route path="checkout-basket" element={<BasketPage />} />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
