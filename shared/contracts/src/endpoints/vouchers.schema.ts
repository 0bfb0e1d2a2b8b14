import { redeemVoucherSchema, walletVoucherListSchema, walletVoucherSchema } from '../voucher-wallet';
import { defineEndpoints } from './endpoint.schema';

/**
 * The voucher wallet (spec §7: GET /users/vouchers, POST /vouchers). Tag `Voucher`.
 * Said once here; the browser's `voucherWalletEndpoints` (./vouchers.ts) is generated from it.
 */
export const voucherWalletSchemas = defineEndpoints(
  { area: 'vouchers', declarations: 'voucherWalletEndpoints' },
  {
    listWalletVouchers: { method: 'GET', path: '/api/users/vouchers', response: walletVoucherListSchema, tags: ['Voucher'] },
    redeemVoucherCode: { method: 'POST', path: '/api/vouchers', body: redeemVoucherSchema, response: walletVoucherSchema, status: 201, tags: ['Voucher'] },
  },
);
