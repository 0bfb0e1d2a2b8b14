import { z } from 'zod';
import { PAYMENT_METHODS } from './order-terms';

/** Voucher codes: letters, digits, hyphen and underscore (spec §3: TRIAL-CS1M, CLOUD_HOSTING_DOMAIN_DISCOUNT…). */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9_-]{2,40}$/;
export const DISCOUNT_TYPES = ['fixed', 'percent'] as const;

/** PUT /api/cart/voucher */
export const applyVoucherSchema = z.object({
  code: z.string().trim().toUpperCase().regex(VOUCHER_CODE_PATTERN, 'Invalid promotion code'),
});

/** The voucher on a cart: its discount in cents, computed by the api on the eligible items. */
export const cartVoucherSchema = z.object({ code: z.string(), discount: z.number().int() });
export type CartVoucher = z.infer<typeof cartVoucherSchema>;

/** Payment methods of spec §1: account balance, promo credit, card, wallet, local bank card / QR, bank transfer, wire transfer. */

/** PATCH /api/cart/payment-method (promoCredit with a voucher on the cart answers CANNOT_USE_PROMO_CREDIT). */
export const paymentMethodSchema = z.object({ method: z.enum(PAYMENT_METHODS) });
