import { addCartItemsSchema, cartSchema, removeCartItemSchema, updateCartItemSchema } from '../cart';
import { cartPromoCreditSchema, usePromoCreditSchema } from '../promo-credit';
import { applyVoucherSchema, paymentMethodSchema } from '../voucher';
import { defineEndpoints } from './endpoint.schema';

/**
 * The cart (spec §1, §5): one per customer or guest (x-cart-sid). Every change answers the whole cart, which
 * the platform's cart module puts in the one store; the tag `Cart` marks what depends on the cart's content
 * (its promo credit share), refetched after each change.
 * Said once here; the browser's `cartEndpoints` (./cart.ts) is generated from it.
 */
export const cartSchemas = defineEndpoints(
  { area: 'cart', declarations: 'cartEndpoints' },
  {
    getCart: { method: 'GET', path: '/api/cart', response: cartSchema, tags: ['Cart'] },
    addCartItems: { method: 'PUT', path: '/api/cart/items', body: addCartItemsSchema, response: cartSchema, tags: ['Cart'] },
    removeCartItem: { method: 'DELETE', path: '/api/cart/items', body: removeCartItemSchema, response: cartSchema, tags: ['Cart'] },
    updateCartItem: { method: 'PATCH', path: '/api/cart/items', body: updateCartItemSchema, response: cartSchema, tags: ['Cart'] },
    mergeCart: { method: 'POST', path: '/api/cart/merge', response: cartSchema, tags: ['Cart'] },
    applyVoucher: { method: 'PUT', path: '/api/cart/voucher', body: applyVoucherSchema, response: cartSchema, tags: ['Cart'] },
    removeVoucher: { method: 'DELETE', path: '/api/cart/voucher', response: cartSchema, tags: ['Cart'] },
    setPaymentMethod: { method: 'PATCH', path: '/api/cart/payment-method', body: paymentMethodSchema, response: cartSchema, tags: ['Cart'] },
    getCartPromoCredit: { method: 'GET', path: '/api/cart/promo-credit', response: cartPromoCreditSchema, tags: ['Cart'] },
    setPromoCreditUse: { method: 'POST', path: '/api/cart/promo-credit', body: usePromoCreditSchema, response: cartPromoCreditSchema, tags: ['Cart'] },
  },
);
