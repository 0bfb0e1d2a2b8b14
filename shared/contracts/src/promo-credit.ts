import { z } from 'zod';
import { signedCentsSchema } from './money.schema';
import { staffReasonSchema } from './staff-console.schema';
import { PRODUCT_CATEGORIES } from './catalogue';

/**
 * Promo credit (spec §1, §7): credit won in programmes (fortune wheel, loyalty, free trial) that pays part or
 * all of an order; a ledger of add-only rows like the balance. Selecting a voucher disables it
 * (CANNOT_USE_PROMO_CREDIT); paying with more than the customer holds answers PROMO_CREDIT_NOT_ENOUGH.
 */

/** GET /api/user/promo-credit/total */
export const promoCreditTotalSchema = z.object({ total: z.number().int() });

/** GET /api/cart/promo-credit: what the customer holds and what the cart uses (cents). */
export const cartPromoCreditSchema = z.object({
  available: z.number().int(),
  /** Applied to the cart: min(available, the cart's total after discount and VAT); 0 when not used. */
  applied: z.number().int(),
  use: z.boolean(),
  /** Why it cannot be used now (e.g. a voucher is on the cart), or null. */
  blockedBy: z.enum(['voucher', 'empty']).nullable(),
});
export type CartPromoCredit = z.infer<typeof cartPromoCreditSchema>;

/** POST /api/cart/promo-credit { use } */
export const usePromoCreditSchema = z.object({ use: z.boolean() });

/** POST /api/admin/users/{userId}/promo-credit (staff): grants (or takes back) promo credit with a reason. */
export const promoCreditGrantSchema = z.object({
  amount: signedCentsSchema,
  reason: staffReasonSchema,
});
/** The staff grant's answer: whose credit and its total after the grant (cents). */
export const promoCreditGrantResultSchema = z.object({ userId: z.string(), total: z.number().int() });
export type PromoCreditGrantResult = z.infer<typeof promoCreditGrantResultSchema>;

/**
 * GET /api/promo-credit/services: what the customer's promo credit can pay for — every kind of product the store
 * sells (it pays part or all of an order's total), never together with a voucher (spec §5).
 */
export const promoCreditServicesSchema = z.object({
  available: z.number().int(),
  categories: z.array(z.enum(PRODUCT_CATEGORIES)),
  withVoucher: z.literal(false),
});
export type PromoCreditServices = z.infer<typeof promoCreditServicesSchema>;
