import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TRIAL_VOUCHERS, type TrialConditions, type TrialProduct } from '@storefront/contracts';
import type { Database, UserRow } from '../../db/database';
import type { AreaDeps } from '../../deps';
import { AppError } from '../../errors';
import { phoneVerified } from '../../users/phone-verification';
import { readTrialSettings } from './trial-settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The customer's steps (verified email, a first paid top-up, a phone verified by SMS code) and their trial, if activated. */
type TrialUser = Pick<UserRow, 'id' | 'email_verified' | 'phone_number' | 'phone_verified_at'>;

export async function trialConditions(db: Kysely<Database>, user: TrialUser): Promise<TrialConditions> {
  const topUp = await db.selectFrom('top_ups').select('id').where('user_id', '=', user.id).where('status', '=', 'paid').limit(1).executeTakeFirst();
  const steps = [
    { step: 'verifyEmail' as const, done: user.email_verified },
    { step: 'firstTopUp' as const, done: Boolean(topUp) },
    { step: 'verifyPhone' as const, done: phoneVerified(user) },
  ];
  const trial = await db.selectFrom('trials').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  return {
    steps,
    remaining: steps.filter((step) => !step.done).length,
    activated: Boolean(trial),
    trial: trial
      ? {
          product: trial.product as TrialProduct,
          voucherCode: trial.voucher_code,
          activatedAt: new Date(trial.activated_at).toISOString(),
          expiresAt: new Date(trial.expires_at).toISOString(),
        }
      : null,
  };
}

/**
 * PUT /api/users/trial: activates the trial once — TRIAL_ACTIVATED for a second time (also when two requests race:
 * the trials row's primary key), NOT_ELIGIBLE while a step is left — and puts the product's trial voucher
 * (TRIAL-CS1M …, once per customer) in the customer's wallet, to use within the 30-day trial.
 */
export async function activateTrial(db: Kysely<Database>, user: TrialUser, product: TrialProduct, now: Date): Promise<TrialConditions> {
  const before = await trialConditions(db, user);
  if (before.activated) throw new AppError('TRIAL_ACTIVATED');
  // 409, not the catalogue's 403: the storefront logs a customer out on a 403 (spec §8).
  if (before.remaining > 0) throw new AppError('NOT_ELIGIBLE', undefined, { steps: before.steps.filter((step) => !step.done).map((step) => step.step) }, undefined, 409);
  // Staff choose the trial's length and the products offering one (readTrialSettings: the spec's 30 days and all four by default).
  const settings = await readTrialSettings(db);
  if (!settings.products.includes(product)) throw new AppError('NOT_ELIGIBLE', undefined, { product }, 'This product has no free trial at the moment', 409);
  const code = TRIAL_VOUCHERS[product];
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('trials')
      .values({ user_id: user.id, product, voucher_code: code, activated_at: now, expires_at: new Date(now.getTime() + settings.days * DAY_MS) })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) throw new AppError('TRIAL_ACTIVATED');
    await trx
      .insertInto('user_vouchers')
      .values({ id: randomUUID(), user_id: user.id, voucher_code: code, source: 'trial', source_reference: null, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'voucher_code']).doNothing())
      .execute();
  });
  return trialConditions(db, user);
}

/** The trial's conditions for the signed-in customer (GET /api/trial). */
export async function myTrialConditions(deps: Pick<AreaDeps, 'db'>, user: TrialUser): Promise<TrialConditions> {
  return trialConditions(deps.db, user);
}

/** Starts the customer's trial of a product now (the clock's): POST /api/trial. */
export async function startTrial(deps: Pick<AreaDeps, 'db' | 'clock'>, user: TrialUser, product: TrialProduct): Promise<TrialConditions> {
  return activateTrial(deps.db, user, product, deps.clock.now());
}
