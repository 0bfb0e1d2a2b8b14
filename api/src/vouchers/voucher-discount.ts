import { roundCents, type ErrorCode } from '@storefront/contracts';
import type { VoucherRow } from '../db/database';

export interface DiscountItem {
  category: string;
  amount: number;
  /** The billing period and its unit, the price of one period, and the stored configuration (package, the domain bought with a plan). */
  period?: number;
  period_unit?: string;
  unit_price?: number;
  payload?: Record<string, unknown>;
}

/** A voucher as checked: its rules of migration 2026_12_06_0001_hosting default to "the items of its categories". */
export type CheckedVoucher = Omit<VoucherRow, 'scope' | 'packages' | 'min_months'> & Partial<Pick<VoucherRow, 'scope' | 'packages' | 'min_months'>>;

export type VoucherCheck = { ok: true; discount: number } | { ok: false; code: ErrorCode };

/** The months an item is bought for (a yearly item counts 12 a year). */
const monthsOf = (item: DiscountItem) => (item.period ?? 0) * (item.period_unit === 'year' ? 12 : 1);

/** The amount of the domain bought with a hosting plan (cart/hosting-pricing.ts payload.domainConnection), 0 without one. */
function bundledDomainAmount(item: DiscountItem): number {
  const connection = item.payload?.domainConnection as { kind?: string; amount?: number } | null | undefined;
  return connection?.kind === 'new' && typeof connection.amount === 'number' ? connection.amount : 0;
}

/**
 * What of an item the voucher's discount applies to, in cents, by its scope:
 * - items: the whole item;
 * - first-month: one month of the item (its price for a month: a trial covers one month of the product it names
 *   and nothing else: not the rest of the term, not a domain bought with it);
 * - bundled-domain: the first year of the domain bought with the plan.
 */
function eligibleAmount(voucher: CheckedVoucher, item: DiscountItem): number {
  const categories = voucher.categories as string[] | null;
  if (categories && !categories.includes(item.category)) return 0;
  const packages = voucher.packages ?? null;
  if (packages && !packages.includes(String(item.payload?.package ?? ''))) return 0;
  if (voucher.min_months && monthsOf(item) < voucher.min_months) return 0;
  switch (voucher.scope ?? 'items') {
    case 'items':
      return item.amount;
    case 'first-month':
      return item.period_unit === 'month' && item.unit_price !== undefined ? Math.min(item.unit_price, item.amount - bundledDomainAmount(item)) : 0;
    case 'bundled-domain':
      return bundledDomainAmount(item);
  }
}

/**
 * Whether a voucher applies to these items now, and its discount in cents: percent of the eligible amount
 * (rounded half up), or the fixed value capped at the eligible amount. Refusals are §8 codes:
 * INVALID_VOUCHER (switched off or used up), VOUCHER_EXPIRED, NOT_ELIGIBLE (already used by this user),
 * CANNOT_USE_VOUCHER (nothing in the cart it applies to, or under the minimum subtotal).
 */
export function checkVoucher(voucher: CheckedVoucher, items: DiscountItem[], now: Date, usage: { total: number; byUser: number }): VoucherCheck {
  if (!voucher.active) return { ok: false, code: 'INVALID_VOUCHER' };
  if (voucher.valid_until && new Date(voucher.valid_until).getTime() < now.getTime()) return { ok: false, code: 'VOUCHER_EXPIRED' };
  if (voucher.max_uses !== null && usage.total >= voucher.max_uses) return { ok: false, code: 'INVALID_VOUCHER' };
  if (voucher.per_user_once && usage.byUser > 0) return { ok: false, code: 'NOT_ELIGIBLE' };
  const eligible = items.reduce((sum, item) => sum + Math.max(0, eligibleAmount(voucher, item)), 0);
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  if (eligible <= 0 || subtotal < voucher.min_subtotal) return { ok: false, code: 'CANNOT_USE_VOUCHER' };
  // A percentage is rounded where every fraction of a cent is (contracts money.ts: half away from zero).
  const discount = voucher.discount_type === 'percent' ? roundCents((eligible * voucher.value) / 100) : Math.min(voucher.value, eligible);
  return { ok: true, discount: Math.min(discount, eligible) };
}
