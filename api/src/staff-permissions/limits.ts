import { sql, type Transaction } from 'kysely';
import { STAFF_LIMITS, voucherWithinLimit, type MoneyLimit, type StaffRole, type VoucherRulesForLimit } from '@storefront/contracts';
import type { Database } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A money change or a voucher as the limits see it. */
export type LimitedChange =
  | { kind: 'balance.adjust' | 'promo-credit.grant'; amount: number }
  | { kind: 'vouchers'; rules: VoucherRulesForLimit };

const LEDGER_OF = { 'balance.adjust': 'balance_ledger', 'promo-credit.grant': 'promo_credit_ledger' } as const;

/**
 * Whether a staff member may make the change alone (STAFF_LIMITS of their role). A money change counts what they moved
 * in the last 24 hours (credits and debits alike); the caller's rows are serialised by an advisory lock for the
 * transaction, so two changes at once cannot both fit under a day's limit that only one fits under.
 */
export async function withinLimits(trx: Transaction<Database>, actor: { id: string; role: StaffRole }, change: LimitedChange, now: Date): Promise<boolean> {
  const limits = STAFF_LIMITS[actor.role];
  if (change.kind === 'vouchers') return voucherWithinLimit(limits.vouchers, change.rules);
  const limit: MoneyLimit | null = limits[change.kind];
  if (!limit) return true;
  const amount = Math.abs(change.amount);
  if (amount > limit.perChange) return false;
  await sql`select pg_advisory_xact_lock(hashtext(${`staff-limits:${actor.id}`}))`.execute(trx);
  const row = await trx
    .selectFrom(LEDGER_OF[change.kind])
    .select(sql<string>`coalesce(sum(abs(amount)), 0)`.as('moved'))
    .where('created_by', '=', actor.id)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS))
    .executeTakeFirstOrThrow();
  return Number(row.moved) + amount <= limit.perDay;
}
