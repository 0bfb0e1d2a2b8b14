import { z } from 'zod';
import { cartVoucherSchema, PAYMENT_METHODS } from './voucher';
import { DOMAIN_CART_ACTIONS } from './catalogue';
import { domainNameSchema } from './validation.schema';

export const domainCartItemInput = z.object({
  type: z.literal('domain'),
  action: z.enum(DOMAIN_CART_ACTIONS),
  domain: domainNameSchema,
  years: z.number().int().min(1).max(10).default(1),
  authCode: z.string().min(1).max(64).optional(),
});

export const hostingCartItemInput = z.object({
  type: z.enum(['shared-hosting', 'cloud-hosting', 'wordpress-hosting', 'cloud-server']),
  package: z.string().min(1).max(64),
  months: z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12), z.literal(24), z.literal(36)]).default(12),
});

export const sslCartItemInput = z.object({
  type: z.literal('ssl'),
  product: z.string().min(1).max(64),
  years: z.number().int().min(1).max(3).default(1),
});

export const cartItemInputSchema = z.discriminatedUnion('type', [
  domainCartItemInput,
  hostingCartItemInput,
  sslCartItemInput,
]);
export type CartItemInput = z.input<typeof cartItemInputSchema>;

/** PUT /api/cart/items */
export const addCartItemsSchema = z.object({ items: z.array(cartItemInputSchema).min(1).max(25) });
export type AddCartItemsBody = z.input<typeof addCartItemsSchema>;

/** DELETE /api/cart/items */
export const removeCartItemSchema = z.object({ key: z.string().min(1).max(64) });

/** PATCH /api/cart/items: change the billing period of one item. */
export const updateCartItemSchema = z.object({
  key: z.string().min(1).max(64),
  years: z.number().int().min(1).max(10).optional(),
  months: z.number().int().min(1).max(36).optional(),
});

export const cartItemSchema = z.object({
  key: z.string(),
  type: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  /** The billing period: years for domains and SSL, months for hosting and servers. */
  period: z.number().int(),
  periodUnit: z.enum(['year', 'month']),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /api/cart — every amount in integer cents, computed by the api. */
export const cartSchema = z.object({
  id: z.string(),
  items: z.array(cartItemSchema),
  itemCount: z.number().int(),
  subtotal: z.number().int(),
  updatedAt: z.string(),
  /** The applied voucher (signed-in carts), or null. */
  voucher: cartVoucherSchema.nullable().optional(),
  /** Why the voucher was dropped at the last cart change (e.g. 'This voucher cannot be used for your cart'). */
  voucherNotice: z.string().nullable().optional(),
  /** The voucher's discount and subtotal − discount, before VAT (checkout adds VAT on the discounted amount). */
  discount: z.number().int().optional(),
  total: z.number().int().optional(),
  /** The chosen payment method (signed-in carts), or null. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable().optional(),
});
export type Cart = z.infer<typeof cartSchema>;
