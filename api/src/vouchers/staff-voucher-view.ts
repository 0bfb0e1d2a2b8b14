import type { StaffVoucher, StaffVoucherRedemption, StaffVoucherState } from '@storefront/contracts';
import type { Db, VoucherRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';

interface Usage {
  uses: number;
  discountGiven: number;
}

const NO_USE: Usage = { uses: 0, discountGiven: 0 };

function stateOf(voucher: VoucherRow, usage: Usage, now: Date): StaffVoucherState {
  if (voucher.valid_until && new Date(voucher.valid_until).getTime() < now.getTime()) return 'expired';
  if (voucher.max_uses !== null && usage.uses >= voucher.max_uses) return 'usedUp';
  return voucher.active ? 'active' : 'paused';
}

/** A voucher as staff read it: its rules, its uses, the discount it gave so far and its state. A new voucher has no use yet (usage left out). */
export function toStaffVoucher(voucher: VoucherRow, now: Date, usage: Usage = NO_USE): StaffVoucher {
  return {
    code: voucher.code,
    discountType: voucher.discount_type,
    value: voucher.value,
    validUntil: voucher.valid_until ? new Date(voucher.valid_until).toISOString() : null,
    minSubtotal: voucher.min_subtotal,
    categories: (voucher.categories as string[] | null) ?? null,
    maxUses: voucher.max_uses,
    perUserOnce: voucher.per_user_once,
    active: voucher.active,
    description: voucher.description,
    uses: usage.uses,
    discountGiven: usage.discountGiven,
    state: stateOf(voucher, usage, now),
  };
}

async function usageOf(db: Db, codes: string[]): Promise<Map<string, Usage>> {
  const usage = new Map<string, Usage>();
  if (codes.length === 0) return usage;
  const rows = await db
    .selectFrom('voucher_redemptions')
    .select((eb) => ['voucher_code', eb.fn.countAll<string>().as('uses'), eb.fn.sum<string>('discount').as('given')])
    .where('voucher_code', 'in', codes)
    .groupBy('voucher_code')
    .execute();
  for (const row of rows) usage.set(row.voucher_code, { uses: Number(row.uses), discountGiven: Number(row.given ?? 0) });
  return usage;
}

/** One voucher with its uses, read in the change's transaction or out of it. */
export async function readStaffVoucher(db: Db, voucher: VoucherRow, now: Date): Promise<StaffVoucher> {
  return toStaffVoucher(voucher, now, (await usageOf(db, [voucher.code])).get(voucher.code));
}

/** Every voucher, by code (issue 18 item 6). */
export async function listStaffVouchers(deps: Pick<AreaDeps, 'db' | 'clock'>): Promise<StaffVoucher[]> {
  const now = deps.clock.now();
  const vouchers = await deps.db.selectFrom('vouchers').selectAll().orderBy('code').execute();
  const usage = await usageOf(
    deps.db,
    vouchers.map((v) => v.code),
  );
  return vouchers.map((voucher) => toStaffVoucher(voucher, now, usage.get(voucher.code)));
}

/** Who used the voucher, on which order and for how much, newest first (at most 500); VOUCHER_NOT_FOUND when there is none. */
export async function listVoucherRedemptions(deps: Pick<AreaDeps, 'db'>, code: string): Promise<StaffVoucherRedemption[]> {
  const voucher = await deps.db.selectFrom('vouchers').select('code').where('code', '=', code).executeTakeFirst();
  if (!voucher) throw new AppError('VOUCHER_NOT_FOUND');
  const rows = await deps.db
    .selectFrom('voucher_redemptions as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.order_id', 'r.user_id', 'u.email', 'r.discount', 'r.created_at'])
    .where('r.voucher_code', '=', voucher.code)
    .orderBy('r.created_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({ id: row.id, orderId: row.order_id, userId: row.user_id, email: row.email, discount: row.discount, at: new Date(row.created_at).toISOString() }));
}
