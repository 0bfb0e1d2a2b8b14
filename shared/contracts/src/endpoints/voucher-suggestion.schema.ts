import { voucherSuggestionSchema } from '../voucher-suggestion';
import { defineEndpoints } from './endpoint.schema';

/**
 * The voucher suggestion modal's call (spec §7 "User and account"): the best voucher for the cart now.
 * Said once here; the browser's `voucherSuggestionEndpoints` (./voucher-suggestion.ts) is generated from it.
 */
export const voucherSuggestionSchemas = defineEndpoints(
  { area: 'voucherSuggestion', declarations: 'voucherSuggestionEndpoints' },
  {
    getVoucherSuggestion: { method: 'GET', path: '/api/vouchers/suggestion', response: voucherSuggestionSchema, tags: ['Cart', 'Voucher'] },
  },
);
