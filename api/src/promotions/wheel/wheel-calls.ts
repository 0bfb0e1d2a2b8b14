import type { CheckSpin, FortuneWheelState, Locale, RewardHistory, SpinResult, SpinTotal, StaffWheelList, WheelInput } from '@storefront/contracts';
import type { UserRow } from '../../db/database';
import type { AreaDeps } from '../../deps';
import { AppError } from '../../errors';
import { phoneVerified } from '../../users/phone-verification';
import { checkSpin } from './earn-spins';
import { spendSpin, spinRefusal, spinResult, wheelRequirements } from './spin';
import { saveWheel, staffWheels } from './wheel-admin';
import { rewardHistory, spinTotal, wheelState } from './wheel.repository';

/** The fortune wheel's calls (routes/fortune-wheel; issue 17 items 1, 2, 9), by the api's clock. */
type WheelDeps = Pick<AreaDeps, 'db' | 'clock'>;

export const currentWheelState = (deps: WheelDeps, locale: Locale): Promise<FortuneWheelState> => wheelState(deps.db, deps.clock.now(), locale);

export const spinsEarnedBy = (deps: Pick<AreaDeps, 'db'>, userId: string, reference: string, type: 'order'): Promise<CheckSpin> => checkSpin(deps.db, userId, reference, type);

export const wheelRewardHistory = (deps: Pick<AreaDeps, 'db'>, wheelId: string, page: number, locale: Locale): Promise<RewardHistory> => rewardHistory(deps.db, wheelId, page, locale);

export const spinTotalOf = (deps: Pick<AreaDeps, 'db'>, wheelId: string, userId: string): Promise<SpinTotal> => spinTotal(deps.db, wheelId, userId);

/** Spends one spin now: the prize drawn on the server and credited at once. */
export const spinWheel = (deps: WheelDeps, user: UserRow, wheelId: string, locale: Locale): Promise<SpinResult> => spendSpin(deps.db, user, wheelId, deps.clock.now(), locale);

/** One of the customer's spins with its prize; another's or an unknown one answers 404. */
export async function spinResultOf(deps: Pick<AreaDeps, 'db'>, userId: string, spinId: string, locale: Locale): Promise<SpinResult> {
  const result = await spinResult(deps.db, userId, spinId, locale);
  if (!result) throw new AppError('BAD_REQUEST', undefined, { reason: 'No such spin' }, 'This page could not be found', 404);
  return result;
}

/** What the customer still needs before spinning, and what a spin would answer now. */
export async function wheelInfoOf(deps: WheelDeps, user: UserRow) {
  const missing = wheelRequirements(user);
  return { ready: missing.length === 0, missing, spinRefusal: await spinRefusal(deps.db, user.id, deps.clock.now()), phoneNumber: user.phone_number, phoneVerified: phoneVerified(user), email: user.email };
}

export const staffWheelsNow = (deps: WheelDeps): Promise<StaffWheelList> => staffWheels(deps.db, deps.clock.now());

/** A new wheel (id null) or a change of one, with its prizes. */
export const saveWheelAsStaff = (deps: WheelDeps, id: string | null, input: WheelInput): Promise<FortuneWheelState> => saveWheel(deps.db, id, input, deps.clock.now());
