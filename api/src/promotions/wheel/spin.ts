import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { WHEEL_VOUCHER_PREFIX, type SpinResult, type WheelRequirement, type WheelSpinRefusal } from '@storefront/contracts';
import type { Database, UserRow } from '../../db/database';
import { AppError } from '../../errors';
import { phoneVerified } from '../../users/phone-verification';
import { moveLedger } from '../../ledger/ledger.repository';
import { givePersonalVoucher } from '../wallet';
import { cryptoPick, drawPrize, type PickInt } from './draw';
import { currentWheel, listPrizes, spinTotal, toPrize, wheelStateOf, type PrizeRow } from './wheel.repository';

type Locale = 'en' | 'km';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the customer still needs before spinning (spec §4, §5): a phone number — verified by its SMS code (issue 28
 * item 3: one spin per person, not per way of writing a number) — and a verified email.
 */
export function wheelRequirements(user: Pick<UserRow, 'phone_number' | 'phone_verified_at' | 'email_verified'>): WheelRequirement[] {
  const missing: WheelRequirement[] = [];
  if (!phoneVerified(user)) missing.push('NEED_TO_PROVIDE_PHONE_NUMBER');
  if (!user.email_verified) missing.push('NEED_TO_VERIFY_EMAIL');
  return missing;
}

/**
 * Whether a spin on the current wheel (the one GET /fortune-wheel shows) would be refused now, once the requirements
 * are met, in the order POST /users/use-spin checks: no spin left = YOUR_SPIN_IS_OVER; a wheel that cannot be spun
 * (none, not started, ended, switched off by staff, out of prizes) = AN_ERROR_OCCURRED_WHEN_SPIN. Null = a spin would
 * be drawn. GET /users/check-info-fortune-wheel answers it so the page says so instead of offering the spin.
 */
export async function spinRefusal(db: Kysely<Database>, userId: string, now: Date): Promise<WheelSpinRefusal | null> {
  const wheel = await currentWheel(db, now);
  if (!wheel) return 'AN_ERROR_OCCURRED_WHEN_SPIN';
  if ((await spinTotal(db, wheel.id, userId)).remaining <= 0) return 'YOUR_SPIN_IS_OVER';
  return wheelStateOf(wheel, await listPrizes(db, wheel.id), now) === 'running' ? null : 'AN_ERROR_OCCURRED_WHEN_SPIN';
}

/**
 * The wheel's refusals answer 409, not the catalogue's 403: the storefront logs a customer out on a 403 (spec §8),
 * and a customer without a phone number is still signed in.
 */
const refuse = (code: WheelRequirement | 'YOUR_SPIN_IS_OVER' | 'AN_ERROR_OCCURRED_WHEN_SPIN', details?: Record<string, unknown>) => new AppError(code, undefined, details, undefined, 409);

/** Credits a drawn prize at once, in the spin's transaction: promo credit on its ledger, a voucher in the wallet. */
async function credit(trx: Transaction<Database>, userId: string, spinId: string, prize: PrizeRow, now: Date) {
  const amount = Number(prize.amount);
  switch (prize.kind) {
    case 'promoCredit':
      await moveLedger(trx, 'promoCredit', { userId, amount, kind: 'grant', reference: spinId, reason: `Fortune wheel prize: ${prize.label}`, now });
      return { promoCredit: amount, voucher: null };
    case 'voucher':
    case 'freeMonths': {
      const voucher = await givePersonalVoucher(trx, userId, {
        source: 'fortune-wheel',
        sourceReference: spinId,
        prefix: WHEEL_VOUCHER_PREFIX,
        discountType: prize.kind === 'freeMonths' ? 'percent' : (prize.discount_type ?? 'fixed'),
        value: prize.kind === 'freeMonths' ? 100 : amount,
        validUntil: new Date(now.getTime() + prize.valid_days * DAY_MS),
        categories: null,
        scope: prize.kind === 'freeMonths' ? 'first-month' : 'items',
        packages: prize.packages,
        description: `Fortune wheel prize: ${prize.label}`,
        now,
      });
      return { promoCredit: 0, voucher };
    }
    case 'nothing':
      return { promoCredit: 0, voucher: null };
  }
}

/**
 * POST /api/users/use-spin: takes one of the customer's spins, draws a prize from those in stock and credits it,
 * all in one transaction:
 * 1. the spin: a conditional UPDATE (used < earned) — the customer's row stays locked until commit, so of 50
 *    concurrent spins with one left exactly one passes (YOUR_SPIN_IS_OVER for the others);
 * 2. the wheel's row lock (SELECT … FOR UPDATE): draws on one wheel follow each other, each reading the stock
 *    the one before left;
 * 3. the stock: a conditional UPDATE (stock > 0; a check constraint besides), so it never goes below zero;
 * 4. the prize credited, the spin recorded. Any failure rolls back all of it (the spin is not lost).
 */
export async function spendSpin(db: Kysely<Database>, user: UserRow, wheelId: string, now: Date, locale: Locale, pick: PickInt = cryptoPick): Promise<SpinResult> {
  const missing = wheelRequirements(user);
  if (missing.length) throw refuse(missing[0]!, { missing });
  return db.transaction().execute(async (trx) => {
    const wheel = await trx.selectFrom('fortune_wheels').selectAll().where('id', '=', wheelId).executeTakeFirst();
    if (!wheel) throw new AppError('BAD_REQUEST', undefined, { reason: 'No such wheel' });
    const taken = await trx
      .updateTable('fortune_wheel_spin_totals')
      .set((eb) => ({ used: eb('used', '+', 1) }))
      .where('wheel_id', '=', wheelId)
      .where('user_id', '=', user.id)
      .whereRef('used', '<', 'earned')
      .returning(['earned', 'used'])
      .executeTakeFirst();
    if (!taken) throw refuse('YOUR_SPIN_IS_OVER');
    await trx.selectFrom('fortune_wheels').select('id').where('id', '=', wheelId).forUpdate().executeTakeFirstOrThrow();
    const prizes = await listPrizes(trx, wheelId);
    const state = wheelStateOf(wheel, prizes, now);
    if (state !== 'running') throw refuse('AN_ERROR_OCCURRED_WHEN_SPIN', { state });
    const prize = drawPrize(prizes, pick);
    if (!prize) throw refuse('AN_ERROR_OCCURRED_WHEN_SPIN', { state: 'outOfPrizes' });
    if (prize.stock !== null) {
      const left = await trx.updateTable('fortune_wheel_prizes').set((eb) => ({ stock: eb('stock', '-', 1) })).where('id', '=', prize.id).where('stock', '>', 0).returning('stock').executeTakeFirst();
      if (!left) throw refuse('AN_ERROR_OCCURRED_WHEN_SPIN', { state: 'outOfPrizes' });
      prize.stock = left.stock;
    }
    const spinId = randomUUID();
    const credited = await credit(trx, user.id, spinId, prize, now);
    await trx
      .insertInto('fortune_wheel_spins')
      .values({
        id: spinId,
        wheel_id: wheelId,
        user_id: user.id,
        prize_id: prize.id,
        award: prize.label,
        award_km: prize.label_km,
        voucher_code: credited.voucher?.code ?? null,
        promo_credit: credited.promoCredit,
        created_at: now,
      })
      .execute();
    return {
      id: spinId,
      wheelId,
      prize: toPrize(prize, locale),
      award: locale === 'km' ? prize.label_km : prize.label,
      voucherCode: credited.voucher?.code ?? null,
      voucherValidUntil: credited.voucher?.validUntil.toISOString() ?? null,
      promoCredit: credited.promoCredit,
      remaining: taken.earned - taken.used,
      createdAt: now.toISOString(),
    };
  });
}

/** GET /api/users/fortune-wheel-spin-result/{id}: one of the customer's own spins (another's is not found). */
export async function spinResult(db: Kysely<Database>, userId: string, spinId: string, locale: Locale): Promise<SpinResult | null> {
  const spin = await db.selectFrom('fortune_wheel_spins').selectAll().where('id', '=', spinId).where('user_id', '=', userId).executeTakeFirst();
  if (!spin) return null;
  const prize = await db.selectFrom('fortune_wheel_prizes').selectAll().where('id', '=', spin.prize_id).executeTakeFirstOrThrow();
  const voucher = spin.voucher_code ? await db.selectFrom('vouchers').select('valid_until').where('code', '=', spin.voucher_code).executeTakeFirst() : undefined;
  const total = await db.selectFrom('fortune_wheel_spin_totals').select(['earned', 'used']).where('wheel_id', '=', spin.wheel_id).where('user_id', '=', userId).executeTakeFirst();
  return {
    id: spin.id,
    wheelId: spin.wheel_id,
    prize: toPrize(prize, locale),
    award: locale === 'km' ? spin.award_km : spin.award,
    voucherCode: spin.voucher_code,
    voucherValidUntil: voucher?.valid_until ? new Date(voucher.valid_until).toISOString() : null,
    promoCredit: Number(spin.promo_credit),
    remaining: total ? total.earned - total.used : 0,
    createdAt: new Date(spin.created_at).toISOString(),
  };
}
