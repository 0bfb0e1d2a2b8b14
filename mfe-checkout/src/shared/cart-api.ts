import { cartEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The cart area's generated hooks: what the checkout reads of the cart besides the store's cart (its promo
 * credit share, cached under 'Cart' and refetched after each cart change). Every cart change goes through the
 * platform cart module's thunks (applyVoucher, setPaymentMethod, setPromoCreditUse…), never these mutations.
 */
export const cartApi = injectEndpointsOf(cartEndpoints);

export const { useGetCartPromoCreditQuery } = cartApi;
