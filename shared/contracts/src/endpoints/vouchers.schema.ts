import { redeemVoucherSchema, walletVoucherListSchema, walletVoucherSchema } from '../voucher-wallet';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { voucherWalletEndpoints } from './vouchers';

const schemas = {
  listWalletVouchers: { response: walletVoucherListSchema },
  redeemVoucherCode: { body: redeemVoucherSchema, response: walletVoucherSchema, status: 201 },
} as const;

export const voucherWalletSchemas: BoundEndpoints<typeof voucherWalletEndpoints, typeof schemas> = bindSchemas('vouchers', voucherWalletEndpoints, schemas);
