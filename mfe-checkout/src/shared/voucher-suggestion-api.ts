import { voucherSuggestionEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** GET /api/vouchers/suggestion (shared/contracts) as an RTK Query hook. */
export const voucherSuggestionApi = injectEndpointsOf(voucherSuggestionEndpoints);

export const { useGetVoucherSuggestionQuery } = voucherSuggestionApi;
