import { z } from 'zod';

/**
 * GET /api/vouchers/suggestion (spec §2 voucher suggestion modal, §7): the voucher that takes the most off the
 * customer's cart now, among the vouchers in their wallet and the codes of the promotions running; null when
 * none applies or the cart already has one.
 */
export const voucherSuggestionSchema = z.object({
  voucher: z
    .object({
      code: z.string(),
      /** Cents off the cart as it is now (the api's voucher rules). */
      discount: z.number().int(),
      description: z.string(),
      validUntil: z.string().nullable(),
      source: z.enum(['wallet', 'promotion']),
    })
    .nullable(),
});
export type VoucherSuggestion = z.infer<typeof voucherSuggestionSchema>;
