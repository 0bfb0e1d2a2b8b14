import { z } from 'zod';

/**
 * The customer's voucher wallet (spec §7 GET /users/vouchers, POST /vouchers; §4 voucher states; §8 voucher
 * codes): each voucher with its value, validity and state; one applies to the cart in one click.
 */
/** revoked: taken back (a fortune wheel prize whose winning order was refunded); never usable again. */
export const WALLET_VOUCHER_STATES = ['available', 'used', 'expired', 'revoked'] as const;
export type WalletVoucherState = (typeof WALLET_VOUCHER_STATES)[number];

export const walletVoucherSchema = z.object({
  code: z.string(),
  description: z.string(),
  discountType: z.enum(['fixed', 'percent']),
  /** Cents for fixed, percent (1–100) for percent. */
  value: z.number().int(),
  minSubtotal: z.number().int(),
  validUntil: z.string().nullable(),
  state: z.enum(WALLET_VOUCHER_STATES),
  addedAt: z.string(),
});
export type WalletVoucher = z.infer<typeof walletVoucherSchema>;
export const walletVoucherListSchema = z.array(walletVoucherSchema);

/** POST /api/vouchers */
export const redeemVoucherSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Promo code field is required')
    .max(64, 'Invalid promotion code')
    .transform((value) => value.toUpperCase()),
});
