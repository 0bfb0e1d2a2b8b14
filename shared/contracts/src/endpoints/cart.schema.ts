import { addCartItemsSchema, cartSchema, removeCartItemSchema, updateCartItemSchema } from '../cart';
import { cartPromoCreditSchema, usePromoCreditSchema } from '../promo-credit';
import { applyVoucherSchema, paymentMethodSchema } from '../voucher';
import { cartEndpoints } from './cart';
import { bindSchemas } from './endpoint.schema';

export const cartSchemas = bindSchemas('cart', cartEndpoints, {
  getCart: { response: cartSchema },
  addCartItems: { body: addCartItemsSchema, response: cartSchema },
  removeCartItem: { body: removeCartItemSchema, response: cartSchema },
  updateCartItem: { body: updateCartItemSchema, response: cartSchema },
  mergeCart: { response: cartSchema },
  applyVoucher: { body: applyVoucherSchema, response: cartSchema },
  removeVoucher: { response: cartSchema },
  setPaymentMethod: { body: paymentMethodSchema, response: cartSchema },
  getCartPromoCredit: { response: cartPromoCreditSchema },
  setPromoCreditUse: { body: usePromoCreditSchema, response: cartPromoCreditSchema },
});
