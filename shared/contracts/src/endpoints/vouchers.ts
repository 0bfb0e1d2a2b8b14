import type { z } from 'zod';
import type { redeemVoucherSchema, WalletVoucher } from '../voucher-wallet';
import { typed, type Endpoints } from './endpoint';

/** The voucher wallet (spec §7: GET /users/vouchers, POST /vouchers). Tag `Voucher`. */
export const voucherWalletEndpoints = {
  listWalletVouchers: { method: 'GET', path: '/api/users/vouchers', response: typed<WalletVoucher[]>(), tags: ['Voucher'] },
  redeemVoucherCode: { method: 'POST', path: '/api/vouchers', body: typed<z.input<typeof redeemVoucherSchema>>(), response: typed<WalletVoucher>(), tags: ['Voucher'] },
} as const satisfies Endpoints;
