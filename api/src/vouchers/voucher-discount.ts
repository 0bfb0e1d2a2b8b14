import { roundCents, type ErrorCode } from '@storefront/contracts';
import type { VoucherRow } from '../db/database';

export interface DiscountItem {
  category: string;
  amount: number;
}

export type VoucherCheck = { ok: true; discount: number } | { ok: false; code: ErrorCode };

/**
 * Whether a voucher applies to these items now, and its discount in cents: percent of the eligible items'
 * amount (rounded half up), or the fixed value capped at the eligible amount. Refusals are §8 codes:
 * INVALID_VOUCHER (switched off or used up), VOUCHER_EXPIRED, NOT_ELIGIBLE (already used by this user),
 * CANNOT_USE_VOUCHER (no eligible item or under the minimum subtotal).
 */
export function checkVoucher(voucher: VoucherRow, items: DiscountItem[], now: Date, usage: { total: number; byUser: number }): VoucherCheck {
  if (!voucher.active) return { ok: false, code: 'INVALID_VOUCHER' };
  if (voucher.valid_until && new Date(voucher.valid_until).getTime() < now.getTime()) return { ok: false, code: 'VOUCHER_EXPIRED' };
  if (voucher.max_uses !== null && usage.total >= voucher.max_uses) return { ok: false, code: 'INVALID_VOUCHER' };
  if (voucher.per_user_once && usage.byUser > 0) return { ok: false, code: 'NOT_ELIGIBLE' };
  const categories = voucher.categories as string[] | null;
  const eligible = items.filter((item) => !categories || categories.includes(item.category)).reduce((sum, item) => sum + item.amount, 0);
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  if (eligible <= 0 || subtotal < voucher.min_subtotal) return { ok: false, code: 'CANNOT_USE_VOUCHER' };
  // A percentage is rounded where every fraction of a cent is (contracts money.ts: half away from zero).
  const discount = voucher.discount_type === 'percent' ? roundCents((eligible * voucher.value) / 100) : Math.min(voucher.value, eligible);
  return { ok: true, discount: Math.min(discount, eligible) };
}
