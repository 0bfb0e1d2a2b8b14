import type { Selectable } from 'kysely';
import { WHEEL_HISTORY_PAGE_SIZE, maskCustomerName, type FortuneWheel, type FortuneWheelState, type RewardHistory, type SpinTotal, type WheelPrize, type WheelState } from '@storefront/contracts';
import type { Db } from '../../db/database';
import type { FortuneWheelPrizesTable, FortuneWheelsTable } from '../../db/tables/promotions';

type Locale = 'en' | 'km';
export type WheelRow = Selectable<FortuneWheelsTable>;
export type PrizeRow = Selectable<FortuneWheelPrizesTable>;

export function toPrize(row: PrizeRow, locale: Locale): WheelPrize {
  return {
    id: row.id,
    kind: row.kind,
    label: locale === 'km' ? row.label_km : row.label,
    amount: Number(row.amount),
    discountType: row.discount_type,
    weight: row.weight,
    stock: row.stock,
    color: row.color,
  };
}

function toWheel(row: WheelRow, prizes: PrizeRow[], locale: Locale): FortuneWheel {
  return {
    id: row.id,
    name: locale === 'km' ? row.name_km : row.name,
    description: locale === 'km' ? row.description_km : row.description,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    minOrderTotal: Number(row.min_order_total),
    spinsPerOrder: row.spins_per_order,
    prizes: prizes.map((prize) => toPrize(prize, locale)),
  };
}

/** A wheel's state now (spec §2, §4): switched off, not started, ended, out of prizes (a draw would find none) or running. */
export function wheelStateOf(wheel: Pick<WheelRow, 'active' | 'starts_at' | 'ends_at'>, prizes: Pick<PrizeRow, 'kind' | 'weight' | 'stock'>[], now: Date): Exclude<WheelState, 'comingSoon'> {
  if (!wheel.active) return 'promotionEnded';
  if (now < new Date(wheel.starts_at)) return 'notStarted';
  if (now >= new Date(wheel.ends_at)) return 'ended';
  if (!prizes.some((prize) => prize.weight > 0 && prize.kind !== 'nothing' && (prize.stock === null || prize.stock > 0))) return 'outOfPrizes';
  return 'running';
}

export function listPrizes(db: Db, wheelId: string): Promise<PrizeRow[]> {
  return db.selectFrom('fortune_wheel_prizes').selectAll().where('wheel_id', '=', wheelId).where('retired', '=', false).orderBy('position').execute();
}

/**
 * The wheel the page shows: the running one, else the next to start, else the last that ended (or was
 * switched off). None at all = coming soon.
 */
export async function currentWheel(db: Db, now: Date): Promise<WheelRow | undefined> {
  const running = await db.selectFrom('fortune_wheels').selectAll().where('active', '=', true).where('starts_at', '<=', now).where('ends_at', '>', now).orderBy('starts_at', 'desc').executeTakeFirst();
  if (running) return running;
  const next = await db.selectFrom('fortune_wheels').selectAll().where('active', '=', true).where('starts_at', '>', now).orderBy('starts_at').executeTakeFirst();
  if (next) return next;
  return db.selectFrom('fortune_wheels').selectAll().where('starts_at', '<=', now).orderBy('ends_at', 'desc').executeTakeFirst();
}

export async function wheelState(db: Db, now: Date, locale: Locale): Promise<FortuneWheelState> {
  const wheel = await currentWheel(db, now);
  if (!wheel) return { state: 'comingSoon', wheel: null };
  const prizes = await listPrizes(db, wheel.id);
  return { state: wheelStateOf(wheel, prizes, now), wheel: toWheel(wheel, prizes, locale) };
}

export async function wheelStateById(db: Db, id: string, now: Date, locale: Locale): Promise<FortuneWheelState> {
  const wheel = await db.selectFrom('fortune_wheels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const prizes = await listPrizes(db, wheel.id);
  return { state: wheelStateOf(wheel, prizes, now), wheel: toWheel(wheel, prizes, locale) };
}

export async function spinTotal(db: Db, wheelId: string, userId: string): Promise<SpinTotal> {
  const row = await db.selectFrom('fortune_wheel_spin_totals').select(['earned', 'used']).where('wheel_id', '=', wheelId).where('user_id', '=', userId).executeTakeFirst();
  const earned = row?.earned ?? 0;
  const used = row?.used ?? 0;
  return { wheelId, earned, used, remaining: earned - used };
}

/** Public reward history of a wheel, newest first, with the customer masked. */
export async function rewardHistory(db: Db, wheelId: string, page: number, locale: Locale): Promise<RewardHistory> {
  const pageSize = WHEEL_HISTORY_PAGE_SIZE;
  const rows = await db
    .selectFrom('fortune_wheel_spins as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('fortune_wheel_prizes as p', 'p.id', 's.prize_id')
    .select(['s.id', 's.award', 's.award_km', 's.created_at', 'u.first_name', 'u.last_name'])
    .where('s.wheel_id', '=', wheelId)
    .where('p.kind', '<>', 'nothing')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await db
    .selectFrom('fortune_wheel_spins as s')
    .innerJoin('fortune_wheel_prizes as p', 'p.id', 's.prize_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('s.wheel_id', '=', wheelId)
    .where('p.kind', '<>', 'nothing')
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      id: row.id,
      customer: maskCustomerName(row.first_name, row.last_name),
      date: new Date(row.created_at).toISOString(),
      award: locale === 'km' ? row.award_km : row.award,
    })),
    total: Number(count.n),
    page,
    pageSize,
  };
}
