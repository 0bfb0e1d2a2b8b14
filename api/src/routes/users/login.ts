import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, identitySchemas as routes } from '@storefront/contracts';
import { ATTEMPT_LIMITS } from '../../auth/attempt-limits';
import { checkPassword, failedSignInBefore } from '../../auth/password-sign-in';
import { requestContext } from '../../auth/request-context';
import { endSession, mergeGuestCartOf, openSession, refreshSession } from '../../auth/sign-in';
import { verifyTwoFactorSignIn } from '../../auth/two-factor-sign-in';
import { requireCaptcha } from '../../captcha';
import type { UserRow } from '../../db/database';
import { AppError } from '../../errors';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../plugins/app/session';
import { toUserInfo } from '../../users/users.repository';
import { routeOf } from '../route-of';

/**
 * Starts a session for a user whose password (or third-party token) was accepted: usable at once, or
 * waiting for the two-factor code. The guest cart (x-cart-sid) joins the account cart once signed in.
 */
export async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const app = request.server;
  const endSessionIds = [request.session?.id, request.pendingTwoFactor?.session.id].filter((id): id is string => id !== undefined);
  const { ip, userAgent } = requestContext(request);
  const { tokens, twoFactor } = await openSession(app, user, { endSessionIds, ip, userAgent });
  setSessionCookies(request, reply, tokens);
  if (twoFactor) return { status: 'twoFactorRequired' as const };
  await mergeGuestCartOf(app, request.headers[HEADERS.cartSid], user.id);
  return { status: 'signedIn' as const, user: toUserInfo(user) };
}

/** Sign-in asks for the captcha (action 'login') only after a failure for this login identifier or from this address. */
const loginCaptcha = requireCaptcha('login', {
  when: (request) => failedSignInBefore(request.server, (request.body as { login: string }).login, request.ip),
});

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.signIn, {
      description:
          'Sign in with an email or username. Wrong passwords count towards a temporary block (LOGIN_FAILED with the attempts left, then ACCOUNT_LOCKED); the answer is the same whether or not the account exists. With two-factor on, the answer is twoFactorRequired and the session waits for POST /api/users/login/2fa/verify. With a captcha configured, a failure (details.captchaRequired) makes the next sign-ins for that login or from that address, for an hour, need a token for the action login in x-captcha-token (CAPTCHA_REQUIRED / CAPTCHA_INVALID otherwise).',
    }),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    preHandler: loginCaptcha,
    handler: async (request, reply) => {
      const user = await checkPassword(app, request.body.login, request.body.password, request.ip);
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
      const outcome = await verifyTwoFactorSignIn(app, pending, request.body.code);
      if (outcome.kind === 'voided') {
        clearSessionCookies(request, reply);
        throw outcome.error;
      }
      const { user, tokens } = outcome;
      setSessionCookies(request, reply, tokens);
      await mergeGuestCartOf(app, request.headers[HEADERS.cartSid], user.id);
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
      const outcome = await refreshSession(app, token);
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
      if (session) await endSession(app, session.id, 'logged out');
      clearSessionCookies(request, reply);
      return reply.status(204).send(null);
    },
  });
};
