import type { z } from 'zod';
import type { addCartItemsSchema, Cart, removeCartItemSchema, updateCartItemSchema } from '../cart';
import type { CartPromoCredit, usePromoCreditSchema } from '../promo-credit';
import type { applyVoucherSchema, paymentMethodSchema } from '../voucher';
import { typed, type Endpoints } from './endpoint';

/**
 * The cart (spec §1, §5): one per customer or guest (x-cart-sid). Every change answers the whole cart, which
 * the platform's cart module puts in the one store; the tag `Cart` marks what depends on the cart's content
 * (its promo credit share), refetched after each change.
 */
export const cartEndpoints = {
  getCart: { method: 'GET', path: '/api/cart', response: typed<Cart>(), tags: ['Cart'] },
  addCartItems: { method: 'PUT', path: '/api/cart/items', body: typed<z.input<typeof addCartItemsSchema>>(), response: typed<Cart>(), tags: ['Cart'] },
  removeCartItem: { method: 'DELETE', path: '/api/cart/items', body: typed<z.input<typeof removeCartItemSchema>>(), response: typed<Cart>(), tags: ['Cart'] },
  updateCartItem: { method: 'PATCH', path: '/api/cart/items', body: typed<z.input<typeof updateCartItemSchema>>(), response: typed<Cart>(), tags: ['Cart'] },
  mergeCart: { method: 'POST', path: '/api/cart/merge', response: typed<Cart>(), tags: ['Cart'] },
  applyVoucher: { method: 'PUT', path: '/api/cart/voucher', body: typed<z.input<typeof applyVoucherSchema>>(), response: typed<Cart>(), tags: ['Cart'] },
  removeVoucher: { method: 'DELETE', path: '/api/cart/voucher', response: typed<Cart>(), tags: ['Cart'] },
  setPaymentMethod: { method: 'PATCH', path: '/api/cart/payment-method', body: typed<z.input<typeof paymentMethodSchema>>(), response: typed<Cart>(), tags: ['Cart'] },
  getCartPromoCredit: { method: 'GET', path: '/api/cart/promo-credit', response: typed<CartPromoCredit>(), tags: ['Cart'] },
  setPromoCreditUse: { method: 'POST', path: '/api/cart/promo-credit', body: typed<z.input<typeof usePromoCreditSchema>>(), response: typed<CartPromoCredit>(), tags: ['Cart'] },
} as const satisfies Endpoints;
