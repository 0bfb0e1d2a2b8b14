import { addCartItemsSchema, cartSchema, removeCartItemSchema, updateCartItemSchema } from '../cart';
import { cartPromoCreditSchema, usePromoCreditSchema } from '../promo-credit';
import { applyVoucherSchema, paymentMethodSchema } from '../voucher';
import { cartEndpoints } from './cart';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
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
} as const;

export const cartSchemas: BoundEndpoints<typeof cartEndpoints, typeof schemas> = bindSchemas('cart', cartEndpoints, schemas);
