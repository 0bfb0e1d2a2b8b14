import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { HEADERS, identitySchemas as routes } from '@storefront/contracts';
import { ATTEMPT_LIMITS, attemptKeys, budgetState, clearBudgets, guessUnderBudgets, pruneSignInBudgets, type Budget } from '../../auth/attempt-limits';
import { clearFailures, currentBlock, recordFailure } from '../../auth/login-attempts';
import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { consumeRecoveryCode } from '../../auth/recovery-codes';
import { requestContext } from '../../auth/request-context';
import { completeTwoFactor, createSession, revokePendingSignIns, revokeSession, rotateRefreshToken } from '../../auth/sessions.repository';
import { verifyTotp } from '../../auth/totp';
import { failedLoginBefore, noteFailedLoginFrom, requireCaptcha } from '../../captcha';
import { mergeGuestCart } from '../../cart/cart.repository';
import type { Database, UserRow } from '../../db/database';
import { AppError } from '../../errors';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../plugins/app/session';
import { findUserByLogin, toUserInfo } from '../../users/users.repository';
import { routeOf } from '../route-of';

/**
 * Starts a session for a user whose password (or third-party token) was accepted: usable at once, or
 * waiting for the two-factor code. The guest cart (x-cart-sid) joins the account cart once signed in.
 */
export async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const app = request.server;
  if (user.banned) throw new AppError('ACCOUNT_BANNED');
  if (request.session) await revokeSession(app.db, request.session.id, 'signed in again');
  if (request.pendingTwoFactor) await revokeSession(app.db, request.pendingTwoFactor.session.id, 'signed in again');
  const twoFactor = Boolean(user.two_factor_enabled);
  if (twoFactor) {
    // Too many wrong codes lately: no new pending sign-in until the block ends.
    const state = await budgetState(app.db, twoFactorAccountBudget(user.id));
    if (state.blocked) throw new AppError('ACCOUNT_LOCKED', { blockedTime: state.minutesLeft }, { blockedTime: state.minutesLeft });
  }
  const context = requestContext(request);
  const tokens = await createSession(app.db, user.id, app.config.tokens, { ...context, twoFactorPending: twoFactor });
  setSessionCookies(request, reply, tokens);
  if (twoFactor) return { status: 'twoFactorRequired' as const };
  await mergeCart(request, user.id);
  return { status: 'signedIn' as const, user: toUserInfo(user) };
}

const twoFactorAccountBudget = (userId: string): Budget => ({ key: attemptKeys.twoFactorUser(userId), limit: ATTEMPT_LIMITS.twoFactorPerAccount });
const twoFactorSignInBudget = (sessionId: string): Budget => ({ key: attemptKeys.twoFactorSession(sessionId), limit: ATTEMPT_LIMITS.twoFactorPerSignIn });

/** A TOTP code (each time step accepted once) or an unused recovery code of the user. */
async function checkTwoFactorCode(db: Kysely<Database>, user: UserRow, code: string): Promise<boolean> {
  if (/^[0-9]{6}$/.test(code)) {
    if (!user.two_factor_secret) return false;
    const step = verifyTotp(user.two_factor_secret, code, user.two_factor_last_step);
    if (step === null) return false;
    // Remember the step atomically: the same code presented twice at once is accepted once.
    const updated = await db
      .updateTable('users')
      .set({ two_factor_last_step: step })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }
  return consumeRecoveryCode(db, user.id, code);
}

/** Sign-in asks for the captcha (action 'login') only after a failure for this login identifier or from this address. */
const loginCaptcha = requireCaptcha('login', {
  when: (request) => {
    const { login } = request.body as { login: string };
    return failedLoginBefore(request.server.db, { identifier: login.trim().toLowerCase(), address: request.ip });
  },
});

async function mergeCart(request: FastifyRequest, userId: string) {
  const guestSid = request.headers[HEADERS.cartSid];
  if (typeof guestSid === 'string' && z.uuid().safeParse(guestSid).success) await mergeGuestCart(request.server.db, guestSid, userId);
}

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.signIn, {
      description:
          'Sign in with an email or username. Wrong passwords count towards a temporary block (LOGIN_FAILED with the attempts left, then ACCOUNT_LOCKED); the answer is the same whether or not the account exists. With two-factor on, the answer is twoFactorRequired and the session waits for POST /api/users/login/2fa/verify. With a captcha configured, a failure (details.captchaRequired) makes the next sign-ins for that login or from that address, for an hour, need a token for the action login in x-captcha-token (CAPTCHA_REQUIRED / CAPTCHA_INVALID otherwise).',
    }),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    preHandler: loginCaptcha,
    handler: async (request, reply) => {
      const { login, password } = request.body;
      const identifier = login.trim().toLowerCase();
      const limits = app.config.login;
      const block = await currentBlock(app.db, identifier);
      if (block.blocked) throw new AppError('ACCOUNT_LOCKED', { blockedTime: block.minutesLeft }, { blockedTime: block.minutesLeft });

      const user = await findUserByLogin(app.db, identifier);
      // Verify against a dummy hash for unknown accounts (and accounts without a password) so every path
      // looks and takes the same.
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
      if (!user || !user.password_hash || !valid) {
        const remaining = await recordFailure(app.db, identifier, limits);
        // With a captcha: the next tries (this login, or any from this address) need it, and the form is told so.
        if (app.captcha.enabled) await noteFailedLoginFrom(app.db, request.ip);
        const captcha = app.captcha.enabled ? { captchaRequired: true } : {};
        if (remaining === 0) throw new AppError('ACCOUNT_LOCKED', { blockedTime: limits.blockMinutes }, { blockedTime: limits.blockMinutes, ...captcha });
        throw new AppError('LOGIN_FAILED', { remaining, blockedTime: limits.blockMinutes }, { remaining, blockedTime: limits.blockMinutes, ...captcha });
      }
      await clearFailures(app.db, identifier);
      return signIn(request, reply, user);
    },
  });

  app.route({
    ...routeOf(routes.verifySignInCode, {
      description: `The second step of a two-factor sign-in: a TOTP code (each accepted once) or a recovery code. A wrong code answers INVALID_2FA_CODE with the attempts left (details.remaining). The ${ATTEMPT_LIMITS.twoFactorPerSignIn.maxAttempts}th wrong code of one pending sign-in voids it (UNAUTHORIZED: sign in again); ${ATTEMPT_LIMITS.twoFactorPerAccount.maxAttempts} wrong codes of one account within ${ATTEMPT_LIMITS.twoFactorPerAccount.windowMinutes} minutes of each other block its two-factor step for ${ATTEMPT_LIMITS.twoFactorPerAccount.blockMinutes} minutes (ACCOUNT_LOCKED).`,
    }),
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const pending = request.pendingTwoFactor;
      if (!pending) throw new AppError('INVALID_2FA_STATUS');
      const { session } = pending;
      const accountBudget = twoFactorAccountBudget(pending.user.id);
      const signInBudget = twoFactorSignInBudget(session.id);
      // Every code (TOTP or recovery) counts on the pending sign-in and on the account; the account's lock wins.
      const outcome = await guessUnderBudgets(app.db, pending.user.id, [accountBudget, signInBudget], async (trx) => {
        // The user as it is now, under the lock (the step last used may have moved since the request began).
        const user = await trx.selectFrom('users').selectAll().where('id', '=', pending.user.id).executeTakeFirstOrThrow();
        if (!(await checkTwoFactorCode(trx, user, request.body.code))) return null;
        const tokens = await completeTwoFactor(trx, session.id, app.config.tokens);
        // Signed out or completed by another request meanwhile: nothing happened (the code stays unused).
        if (!tokens) throw new AppError('INVALID_2FA_STATUS');
        return { user, tokens };
      });
      if (outcome.kind === 'wrong') throw new AppError('INVALID_2FA_CODE', undefined, { remaining: outcome.remaining });
      if (outcome.kind === 'blocked') {
        // The pending sign-in is void: the customer starts again with the password (after the block, if any).
        await revokeSession(app.db, session.id, 'too many wrong two-factor codes');
        await pruneSignInBudgets(app.db);
        clearSessionCookies(request, reply);
        if (outcome.key === accountBudget.key) {
          // The account's other pending sign-ins are void as well: none can go on until the block has passed.
          await revokePendingSignIns(app.db, pending.user.id, 'too many wrong two-factor codes');
          throw new AppError('ACCOUNT_LOCKED', { blockedTime: outcome.minutesLeft }, { blockedTime: outcome.minutesLeft });
        }
        throw new AppError('UNAUTHORIZED', undefined, { remaining: 0 });
      }
      const { user, tokens } = outcome.value;
      await clearBudgets(app.db, [signInBudget.key]);
      setSessionCookies(request, reply, tokens);
      await mergeCart(request, user.id);
      return { status: 'signedIn' as const, user: toUserInfo(user) };
    },
  });

  app.route({
    ...routeOf(routes.refreshSession, {
      description: 'Rotates the refresh token (cookie): a new access and refresh token. The api also does this on the way when an access token has expired.',
    }),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('UNAUTHORIZED');
      const outcome = await rotateRefreshToken(app.db, token, app.config.tokens);
      if (outcome.kind === 'invalid') {
        clearSessionCookies(request, reply);
        throw new AppError('UNAUTHORIZED');
      }
      if (outcome.kind === 'rotated') setSessionCookies(request, reply, outcome.tokens);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(routes.signOut, { description: 'Ends this session on the server and clears its cookies.' }),
    handler: async (request, reply) => {
      const session = request.session ?? request.pendingTwoFactor?.session;
      if (session) await revokeSession(app.db, session.id, 'logged out');
      clearSessionCookies(request, reply);
      return reply.status(204).send(null);
    },
  });
};
