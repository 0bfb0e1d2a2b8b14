import type { VoucherSuggestion } from '../voucher-suggestion';
import { typed, type Endpoints } from './endpoint';

/** The voucher suggestion modal's call (spec §7 "User and account"): the best voucher for the cart now. */
export const voucherSuggestionEndpoints = {
  getVoucherSuggestion: { method: 'GET', path: '/api/vouchers/suggestion', response: typed<VoucherSuggestion>(), tags: ['Cart', 'Voucher'] },
} as const satisfies Endpoints;
