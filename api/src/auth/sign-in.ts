import { z } from 'zod';
import type { UserRow } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { mergeGuestCart } from '../cart/cart.repository';
import { budgetState } from './attempt-limits';
import { createSession, revokeSession, rotateRefreshToken, type IssuedTokens, type RefreshOutcome } from './sessions.repository';
import { twoFactorAccountBudget } from './two-factor-sign-in';

/** Sessions as sign-in, refresh and sign-out open, turn and end them (the cookies are the routes'). */

/**
 * Opens a session for a user whose password (or third-party token) was accepted, after ending the browser's
 * sessions before it: usable at once, or waiting for the two-factor code (ACCOUNT_LOCKED while too many wrong
 * codes block the step). ACCOUNT_BANNED for a banned user.
 */
export async function openSession(
  deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>,
  user: UserRow,
  browser: { endSessionIds: string[]; ip: string | null; userAgent: string | null },
): Promise<{ tokens: IssuedTokens; twoFactor: boolean }> {
  if (user.banned) throw new AppError('ACCOUNT_BANNED');
  for (const sessionId of browser.endSessionIds) await revokeSession(deps.db, sessionId, 'signed in again');
  const twoFactor = Boolean(user.two_factor_enabled);
  if (twoFactor) {
    // Too many wrong codes lately: no new pending sign-in until the block ends.
    const state = await budgetState(deps, twoFactorAccountBudget(user.id));
    if (state.blocked) throw new AppError('ACCOUNT_LOCKED', { blockedTime: state.minutesLeft }, { blockedTime: state.minutesLeft });
  }
  const tokens = await createSession(deps.db, user.id, deps.config.tokens, { ip: browser.ip, userAgent: browser.userAgent, twoFactorPending: twoFactor });
  return { tokens, twoFactor };
}

/** The guest cart (its x-cart-sid, when it is a uuid) joins the account's cart once signed in. */
export async function mergeGuestCartOf(deps: Pick<AreaDeps, 'db'>, guestSid: unknown, userId: string): Promise<void> {
  if (typeof guestSid === 'string' && z.uuid().safeParse(guestSid).success) await mergeGuestCart(deps.db, guestSid, userId);
}

/** Rotates a refresh token: new tokens, the same ones (a race within the grace period), or invalid. */
export async function refreshSession(deps: Pick<AreaDeps, 'db' | 'config'>, refreshToken: string): Promise<RefreshOutcome> {
  return rotateRefreshToken(deps.db, refreshToken, deps.config.tokens);
}

/** Ends a session on the server, with the reason kept. */
export async function endSession(deps: Pick<AreaDeps, 'db'>, sessionId: string, reason: string): Promise<void> {
  await revokeSession(deps.db, sessionId, reason);
}
