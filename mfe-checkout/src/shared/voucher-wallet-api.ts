import { voucherWalletEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The customer's voucher wallet (the same declarations mfe-account injects: one 'Voucher' cache). */
export const voucherWalletApi = injectEndpointsOf(voucherWalletEndpoints);

export const { useListWalletVouchersQuery } = voucherWalletApi;
