import { cartEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * What the checkout reads of the cart besides the store's cart: its promo credit share, cached under 'Cart' and
 * refetched after each cart change. Only this read is injected: every cart change goes through the platform
 * cart module's thunks (applyVoucher, setPaymentMethod, setPromoCreditUse…).
 */
export const cartApi = injectEndpointsOf({ getCartPromoCredit: cartEndpoints.getCartPromoCredit });

export const { useGetCartPromoCreditQuery } = cartApi;
