import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { wheelPrizeGivesVoucher, type FortuneWheelState, type StaffWheelList, type WheelInput } from '@storefront/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { wheelStateById, wheelStateOf } from './wheel.repository';

/**
 * Staff: creates a wheel (id null) or changes one, with its prizes, in one transaction. A changed wheel keeps a prize
 * named by its id while what it gives (kind, amount, discount, packages) is the same — its labels, weight, stock,
 * colour and place change in place, so its wins stay counted; the other prizes before are retired (no longer drawn
 * or shown; the spins that won them keep them) and the rest are new.
 */
export async function saveWheel(db: Kysely<Database>, id: string | null, input: WheelInput, now: Date): Promise<FortuneWheelState> {
  const wheelId = id ?? randomUUID();
  await db.transaction().execute(async (trx) => {
    const fields = {
      name: input.name,
      name_km: input.nameKm,
      description: input.description,
      description_km: input.descriptionKm,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      active: input.active,
      min_order_total: input.minOrderTotal,
      spins_per_order: input.spinsPerOrder,
      updated_at: now,
    };
    if (id) {
      const updated = await trx.updateTable('fortune_wheels').set(fields).where('id', '=', id).returning('id').executeTakeFirst();
      if (!updated) throw new AppError('BAD_REQUEST', undefined, { reason: 'No such wheel' }, 'This page could not be found', 404);
      await trx.selectFrom('fortune_wheels').select('id').where('id', '=', id).forUpdate().execute();
    } else {
      await trx.insertInto('fortune_wheels').values({ id: wheelId, ...fields, created_at: now }).execute();
    }
    const current = id ? await trx.selectFrom('fortune_wheel_prizes').selectAll().where('wheel_id', '=', id).where('retired', '=', false).execute() : [];
    const rows = input.prizes.map((prize, position) => ({
      wheel_id: wheelId,
      position,
      kind: prize.kind,
      label: prize.label,
      label_km: prize.labelKm,
      amount: prize.amount,
      discount_type: prize.kind === 'voucher' ? (prize.discountType ?? 'fixed') : null,
      packages: wheelPrizeGivesVoucher(prize.kind) && prize.packages ? JSON.stringify(prize.packages) : null,
      valid_days: prize.validDays,
      weight: prize.weight,
      stock: prize.stock,
      color: prize.color,
    }));
    const kept = new Map<number, string>();
    input.prizes.forEach((prize, position) => {
      const before = prize.id ? current.find((row) => row.id === prize.id) : undefined;
      const row = rows[position]!;
      if (before && ![...kept.values()].includes(before.id) && sameAward(before, row)) kept.set(position, before.id);
    });
    const keptIds = [...kept.values()];
    if (id) {
      let retire = trx.updateTable('fortune_wheel_prizes').set({ retired: true }).where('wheel_id', '=', id).where('retired', '=', false);
      if (keptIds.length) retire = retire.where('id', 'not in', keptIds);
      await retire.execute();
    }
    for (const [position, prizeId] of kept) {
      const { label, label_km, valid_days, weight, stock, color } = rows[position]!;
      await trx.updateTable('fortune_wheel_prizes').set({ position, label, label_km, valid_days, weight, stock, color }).where('id', '=', prizeId).execute();
    }
    const added = rows.filter((_, position) => !kept.has(position)).map((row) => ({ id: randomUUID(), ...row }));
    if (added.length) await trx.insertInto('fortune_wheel_prizes').values(added).execute();
  });
  return wheelStateById(db, wheelId, now, 'en');
}

/** Does a prize as stored give what the staff's new row gives (kind, amount, discount, packages)? */
function sameAward(before: { kind: string; amount: number; discount_type: string | null; packages: unknown }, row: { kind: string; amount: number; discount_type: string | null; packages: string | null }): boolean {
  return before.kind === row.kind && Number(before.amount) === row.amount && before.discount_type === row.discount_type && JSON.stringify(packagesOf(before.packages)) === JSON.stringify(row.packages === null ? null : (JSON.parse(row.packages) as unknown));
}

const packagesOf = (value: unknown): string[] | null => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.map(String) : null;
};

/**
 * Staff: every wheel (newest start first) with its prizes as set (both languages, stock, weight, how many were won)
 * and its state now. Retired prizes are left out: they are no longer drawn or shown.
 */
export async function staffWheels(db: Kysely<Database>, now: Date): Promise<StaffWheelList> {
  const wheels = await db.selectFrom('fortune_wheels').selectAll().orderBy('starts_at', 'desc').orderBy('id').execute();
  if (wheels.length === 0) return { items: [] };
  const prizes = await db
    .selectFrom('fortune_wheel_prizes as p')
    .leftJoin('fortune_wheel_spins as s', 's.prize_id', 'p.id')
    .select(['p.id', 'p.wheel_id', 'p.position', 'p.kind', 'p.label', 'p.label_km', 'p.amount', 'p.discount_type', 'p.packages', 'p.valid_days', 'p.weight', 'p.stock', 'p.color'])
    .select((eb) => eb.fn.count<string>('s.id').as('won'))
    .where('p.retired', '=', false)
    .where(
      'p.wheel_id',
      'in',
      wheels.map((wheel) => wheel.id),
    )
    .groupBy(['p.id', 'p.wheel_id', 'p.position', 'p.kind', 'p.label', 'p.label_km', 'p.amount', 'p.discount_type', 'p.packages', 'p.valid_days', 'p.weight', 'p.stock', 'p.color'])
    .orderBy('p.position')
    .execute();
  return {
    items: wheels.map((wheel) => {
      const own = prizes.filter((prize) => prize.wheel_id === wheel.id);
      return {
        id: wheel.id,
        name: wheel.name,
        nameKm: wheel.name_km,
        description: wheel.description,
        descriptionKm: wheel.description_km,
        startsAt: new Date(wheel.starts_at).toISOString(),
        endsAt: new Date(wheel.ends_at).toISOString(),
        active: wheel.active,
        minOrderTotal: Number(wheel.min_order_total),
        spinsPerOrder: wheel.spins_per_order,
        state: wheelStateOf(wheel, own, now),
        prizes: own.map((prize) => ({
          id: prize.id,
          kind: prize.kind,
          label: prize.label,
          labelKm: prize.label_km,
          amount: Number(prize.amount),
          discountType: prize.discount_type,
          packages: packagesOf(prize.packages),
          validDays: prize.valid_days,
          weight: prize.weight,
          stock: prize.stock,
          color: prize.color,
          won: Number(prize.won),
        })),
      };
    }),
  };
}
