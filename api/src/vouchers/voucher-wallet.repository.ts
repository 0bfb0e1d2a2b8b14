import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WalletVoucher, WalletVoucherState } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { isTrialVoucher } from './vouchers.repository';

type VoucherRow = { code: string; description: string; discount_type: 'fixed' | 'percent'; value: number; min_subtotal: number; valid_until: Date | string | null; max_uses: number | null; per_user_once: boolean };

const iso = (value: Date | string) => new Date(value).toISOString();

/** A voucher's state for one customer now: used (by them, once-per-user, or every use taken), expired, or available. */
function stateOf(voucher: VoucherRow, now: Date, usedByUser: number, usedInAll: number): WalletVoucherState {
  if ((voucher.per_user_once && usedByUser > 0) || (voucher.max_uses !== null && usedInAll >= voucher.max_uses)) return 'used';
  if (voucher.valid_until && new Date(voucher.valid_until) < now) return 'expired';
  return 'available';
}

async function usages(db: Kysely<Database>, codes: string[], userId: string) {
  if (!codes.length) return new Map<string, { total: number; byUser: number }>();
  const rows = await db
    .selectFrom('voucher_redemptions')
    .select((eb) => ['voucher_code', eb.fn.countAll<string>().as('total'), eb.fn.sum<string>(eb.case().when('user_id', '=', userId).then(1).else(0).end()).as('by_user')])
    .where('voucher_code', 'in', codes)
    .groupBy('voucher_code')
    .execute();
  return new Map(rows.map((row) => [row.voucher_code, { total: Number(row.total), byUser: Number(row.by_user ?? 0) }]));
}

/** The earlier of a voucher's own end and the customer's trial end (a trial's voucher is theirs only while the trial runs). */
function endOf(validUntil: Date | string | null, trialEnds: Date | string | null): Date | string | null {
  if (!trialEnds) return validUntil;
  if (!validUntil) return trialEnds;
  return new Date(trialEnds) < new Date(validUntil) ? trialEnds : validUntil;
}

/** GET /api/users/vouchers: the wallet, available ones first, then newest; a trial's voucher valid until the customer's trial ends; one a refund took back revoked. */
export async function listWallet(db: Kysely<Database>, userId: string, now: Date): Promise<WalletVoucher[]> {
  const found = await db
    .selectFrom('user_vouchers')
    .innerJoin('vouchers', 'vouchers.code', 'user_vouchers.voucher_code')
    .leftJoin('trials', (join) => join.onRef('trials.user_id', '=', 'user_vouchers.user_id').onRef('trials.voucher_code', '=', 'user_vouchers.voucher_code'))
    .leftJoin('wheel_refund_takebacks as revoked', (join) => join.onRef('revoked.voucher_code', '=', 'user_vouchers.voucher_code').on('revoked.outcome', '=', 'voucherRevoked'))
    .select(['vouchers.code', 'vouchers.description', 'vouchers.discount_type', 'vouchers.value', 'vouchers.min_subtotal', 'vouchers.valid_until', 'vouchers.max_uses', 'vouchers.per_user_once', 'user_vouchers.created_at', 'user_vouchers.source', 'trials.expires_at as trial_ends', 'revoked.id as revoked_by'])
    .where('user_vouchers.user_id', '=', userId)
    .orderBy('user_vouchers.created_at', 'desc')
    .execute();
  const rows = found.map((row) => ({ ...row, valid_until: endOf(row.valid_until, row.source === 'trial' ? row.trial_ends : null) }));
  const used = await usages(db, rows.map((row) => row.code), userId);
  const order: Record<WalletVoucherState, number> = { available: 0, used: 1, expired: 2, revoked: 3 };
  return rows
    .map((row) => {
      const usage = used.get(row.code) ?? { total: 0, byUser: 0 };
      const state = stateOf(row as VoucherRow, now, usage.byUser, usage.total);
      // The trial's end is the instant it expires (trialRefusal refuses it from then on); a voucher's own date is its last valid moment.
      const trialOver = row.source === 'trial' && row.trial_ends !== null && new Date(row.trial_ends) <= now;
      return {
        code: row.code,
        description: row.description,
        discountType: row.discount_type,
        value: Number(row.value),
        minSubtotal: Number(row.min_subtotal),
        validUntil: row.valid_until ? iso(row.valid_until) : null,
        // Taken back by a refund (promotions/wheel/take-back.ts): whatever its dates and uses say.
        state: row.revoked_by ? ('revoked' as const) : state === 'available' && trialOver ? ('expired' as const) : state,
        addedAt: iso(row.created_at),
      };
    })
    .sort((a, b) => order[a.state] - order[b.state]);
}

/**
 * POST /api/vouchers: a code into the customer's wallet (user_vouchers, shared with the fortune wheel's prizes; source 'code') — VOUCHER_NOT_FOUND for an unknown or inactive code,
 * VOUCHER_EXPIRED past its date, CANNOT_USE_VOUCHER when it is used up for them; a code already in the wallet
 * is answered as it is (redeeming twice adds nothing).
 */
export async function redeemIntoWallet(db: Kysely<Database>, userId: string, code: string, now: Date): Promise<WalletVoucher> {
  const voucher = await db.selectFrom('vouchers').selectAll().where('code', '=', code).where('active', '=', true).executeTakeFirst();
  // A trial's voucher comes only from the trial (PUT /users/trial), never typed into the wallet.
  if (!voucher || isTrialVoucher(code)) throw new AppError('VOUCHER_NOT_FOUND');
  const usage = (await usages(db, [code], userId)).get(code) ?? { total: 0, byUser: 0 };
  const state = stateOf(voucher as unknown as VoucherRow, now, usage.byUser, usage.total);
  if (state === 'expired') throw new AppError('VOUCHER_EXPIRED');
  if (state === 'used') throw new AppError('CANNOT_USE_VOUCHER');
  await db
    .insertInto('user_vouchers')
    .values({ id: randomUUID(), user_id: userId, voucher_code: code, source: 'code', source_reference: null, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'voucher_code']).doNothing())
    .execute();
  const wallet = await listWallet(db, userId, now);
  return wallet.find((entry) => entry.code === code)!;
}

/** The signed-in customer's voucher wallet as of the clock's now. */
export async function myVoucherWallet(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string): Promise<WalletVoucher[]> {
  return listWallet(deps.db, userId, deps.clock.now());
}

/** Redeems a code into the customer's wallet now (the clock's). */
export async function redeemVoucherCode(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, code: string): Promise<WalletVoucher> {
  return redeemIntoWallet(deps.db, userId, code, deps.clock.now());
}
