import { voucherWalletEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The voucher wallet endpoints (shared/contracts) as RTK Query hooks, cached under 'Voucher'. */
export const voucherWalletApi = injectEndpointsOf(voucherWalletEndpoints);

export const { useListWalletVouchersQuery, useRedeemVoucherCodeMutation } = voucherWalletApi;
