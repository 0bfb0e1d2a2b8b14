import { sql, type Kysely, type Transaction } from 'kysely';
import { cashbackOf, MAX_BALANCE_CENTS, type CashbackPreview, type Locale, type LoyaltyPeriod, type LoyaltyStatus, type LoyaltyTier } from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import type { LoyaltyPeriodsTable, LoyaltyTiersTable } from '../db/tables/programmes';
import { AppError } from '../errors';
import { moveLedger, readLedgerTotal } from '../ledger/ledger.repository';
import type { OrderPaidStep } from '../payments/order-paid';
import type { Selectable } from 'kysely';
import { programmeSwitchedOn } from './switches';

export const toTier = (row: Selectable<LoyaltyTiersTable>, locale: Locale): LoyaltyTier => ({
  key: row.key,
  name: locale === 'km' ? row.name_km : row.name,
  minSpend: Number(row.min_spend),
  cashbackBasisPoints: row.cashback_bp,
  color: row.color,
});

export const toPeriod = (row: Selectable<LoyaltyPeriodsTable>, locale: Locale): LoyaltyPeriod => ({
  id: row.id,
  name: locale === 'km' ? row.name_km : row.name,
  startsAt: new Date(row.starts_at).toISOString(),
  endsAt: new Date(row.ends_at).toISOString(),
});

/** The tiers, lowest first. */
export async function loyaltyTiers(db: Db, locale: Locale): Promise<LoyaltyTier[]> {
  const rows = await db.selectFrom('loyalty_tiers').selectAll().orderBy('position').execute();
  return rows.map((row) => toTier(row, locale));
}

/** The programme configuration that runs (null: none active, the programme is paused). */
export async function activeProgram(db: Db) {
  return (await db.selectFrom('loyalty_program_configs').selectAll().where('active', '=', true).orderBy('updated_at', 'desc').executeTakeFirst()) ?? null;
}

/** The period running at `now` (null: between periods). */
export async function activePeriod(db: Db, now: Date) {
  return (await db.selectFrom('loyalty_periods').selectAll().where('starts_at', '<=', now).where('ends_at', '>', now).orderBy('starts_at', 'desc').executeTakeFirst()) ?? null;
}

/**
 * Cents a customer paid in money (promo credit excluded) for orders paid in [from, to), refunded orders excluded;
 * `except` leaves one order out (the one being paid: its own cashback is earned at the tier reached before it).
 */
async function spendBetween(db: Db, userId: string, from: Date, to: Date, except?: string): Promise<number> {
  let query = db
    .selectFrom('orders')
    .select(sql<string>`coalesce(sum(orders.total), 0)`.as('spend'))
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'paid')
    .where('orders.paid_at', '>=', from)
    .where('orders.paid_at', '<', to)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('order_refunds').select('order_refunds.order_id').whereRef('order_refunds.order_id', '=', 'orders.id'))));
  if (except) query = query.where('orders.id', '<>', except);
  return Number((await query.executeTakeFirstOrThrow()).spend);
}

export interface Standing {
  period: LoyaltyPeriod | null;
  spend: number;
  previousSpend: number;
  tier: LoyaltyTier | null;
  nextTier: LoyaltyTier | null;
  toNextTier: number;
  toKeepTier: number;
}

/**
 * Where a customer stands in the running period: the tier is the highest reached by the spend of this period or of
 * the period before (a tier earned is kept one period); the next tier is reached by this period's spend; the current
 * one is kept for the next period when this period's spend reaches it too.
 */
export async function loyaltyStanding(db: Db, userId: string, now: Date, locale: Locale, except?: string): Promise<Standing> {
  const tiers = await loyaltyTiers(db, locale);
  const periodRow = await activePeriod(db, now);
  if (!periodRow) return { period: null, spend: 0, previousSpend: 0, tier: tiers[0] ?? null, nextTier: tiers[1] ?? null, toNextTier: tiers[1]?.minSpend ?? 0, toKeepTier: 0 };
  const spend = await spendBetween(db, userId, new Date(periodRow.starts_at), new Date(periodRow.ends_at), except);
  const previous = await db.selectFrom('loyalty_periods').selectAll().where('ends_at', '<=', periodRow.starts_at).orderBy('ends_at', 'desc').executeTakeFirst();
  const previousSpend = previous ? await spendBetween(db, userId, new Date(previous.starts_at), new Date(previous.ends_at), except) : 0;
  const reached = Math.max(spend, previousSpend);
  const index = tiers.reduce((found, tier, i) => (tier.minSpend <= reached ? i : found), -1);
  const tier = index >= 0 ? tiers[index]! : null;
  const nextTier = tiers[index + 1] ?? null;
  return {
    period: toPeriod(periodRow, locale),
    spend,
    previousSpend,
    tier,
    nextTier,
    toNextTier: nextTier ? Math.max(0, nextTier.minSpend - spend) : 0,
    toKeepTier: tier ? Math.max(0, tier.minSpend - spend) : 0,
  };
}

/** GET /api/loyalty/me */
export async function loyaltyStatus(db: Kysely<Database>, userId: string, now: Date, locale: Locale): Promise<LoyaltyStatus> {
  const standing = await loyaltyStanding(db, userId, now, locale);
  const earned = await db
    .selectFrom('loyalty_cashbacks')
    .select(sql<string>`coalesce(sum(amount - coalesce(reversed_amount, 0)), 0)`.as('earned'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const recent = await db.selectFrom('loyalty_cashbacks').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(5).execute();
  return {
    ...standing,
    cashbackEarned: Number(earned.earned),
    recent: recent.map((row) => ({ orderId: row.order_id, amount: Number(row.amount), reversed: row.reversed_at !== null, createdAt: new Date(row.created_at).toISOString() })),
  };
}

interface CashbackQuote {
  tier: LoyaltyTier;
  amount: number;
}

/** What an order of `total` cents earns now (null: the programme is off or paused, no period runs, or it earns nothing). */
async function quoteCashback(db: Db, userId: string, total: number, now: Date, locale: Locale, orderId: string): Promise<CashbackQuote | null> {
  if (total <= 0 || !(await programmeSwitchedOn(db, 'loyalty'))) return null;
  const program = await activeProgram(db);
  if (!program) return null;
  const standing = await loyaltyStanding(db, userId, now, locale, orderId);
  if (!standing.period || !standing.tier) return null;
  const amount = cashbackOf(total, standing.tier.cashbackBasisPoints, program.max_cashback_per_order === null ? null : Number(program.max_cashback_per_order));
  return amount > 0 ? { tier: standing.tier, amount } : null;
}

/** GET /api/loyalty/cashback-preview?orderId: the cashback paying the customer's order will credit. */
export async function cashbackPreview(db: Kysely<Database>, userId: string, orderId: string, now: Date, locale: Locale): Promise<CashbackPreview> {
  const order = await db.selectFrom('orders').select(['id', 'total', 'status']).where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const quote = order.status === 'open' || order.status === 'processing' ? await quoteCashback(db, userId, Number(order.total), now, locale, order.id) : null;
  return { orderId, tierName: quote?.tier.name ?? null, cashbackBasisPoints: quote?.tier.cashbackBasisPoints ?? 0, amount: quote?.amount ?? 0 };
}

const percentOf = (basisPoints: number) => `${basisPoints / 100}%`;

/**
 * After a paid order (payments/order-paid.ts): the tier's cashback on what the order paid, credited as promo credit
 * at once — one ledger row naming the order. Once per order: the cashback row's primary key makes a second run of
 * the step (a replayed report, two racing) credit nothing. Held to the promo credit ceiling (never fails a payment).
 */
export const creditLoyaltyCashback: OrderPaidStep = async (trx, _deps, { order, user, now }) => {
  const quote = await quoteCashback(trx, user.id, Number(order.total), now, 'en', order.id);
  if (!quote) return;
  const room = MAX_BALANCE_CENTS - (await readLedgerTotal(trx, 'promoCredit', user.id, true));
  const amount = Math.min(quote.amount, Math.max(0, room));
  const inserted = await trx
    .insertInto('loyalty_cashbacks')
    .values({ order_id: order.id, user_id: user.id, tier_key: quote.tier.key, cashback_bp: quote.tier.cashbackBasisPoints, amount, created_at: now })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('order_id')
    .executeTakeFirst();
  if (!inserted || amount <= 0) return;
  await moveLedger(trx, 'promoCredit', {
    userId: user.id,
    amount,
    kind: 'grant',
    reference: order.id,
    reason: `VIP cashback ${percentOf(quote.tier.cashbackBasisPoints)} (${quote.tier.name}) on order ${order.id}`,
    now,
  });
};

/**
 * A refunded order's cashback taken back (order-refunded.ts), once: as much as the customer still holds (credit
 * already spent is not owed back). Returns the cents taken.
 */
export async function reverseLoyaltyCashback(trx: Transaction<Database>, orderId: string, now: Date): Promise<number> {
  const row = await trx.selectFrom('loyalty_cashbacks').selectAll().where('order_id', '=', orderId).where('reversed_at', 'is', null).forUpdate().executeTakeFirst();
  if (!row) return 0;
  const held = await readLedgerTotal(trx, 'promoCredit', row.user_id, true);
  const take = Math.min(Number(row.amount), held);
  await trx.updateTable('loyalty_cashbacks').set({ reversed_amount: take, reversed_at: now }).where('order_id', '=', orderId).execute();
  if (take > 0) await moveLedger(trx, 'promoCredit', { userId: row.user_id, amount: -take, kind: 'adjustment', reference: orderId, reason: `VIP cashback reversed: order ${orderId} refunded`, now });
  return take;
}
