import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEADERS, localeUpdateSchema, loginSchema, userInfoSchema } from '@storefront/contracts';
import { clearFailures, currentBlock, recordFailure } from '../../auth/login-attempts';
import { dummyPasswordHash, verifyPassword } from '../../auth/password';
import { createSession, revokeSession } from '../../auth/sessions.repository';
import { mergeGuestCart } from '../../cart/cart.repository';
import { AppError } from '../../errors';
import { requireUser, SESSION_COOKIE, sessionCookieOptions } from '../../plugins/app/session';
import { findUserByLogin, setUserLocale, toUserInfo } from '../../users/users.repository';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users/login',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['users'], description: 'Sign in with an email or username. Wrong passwords count towards a temporary block.', body: loginSchema, response: { 200: userInfoSchema } },
    },
    async (request, reply) => {
      const { login, password } = request.body;
      const identifier = login.trim().toLowerCase();
      const limits = app.config.login;
      const block = await currentBlock(app.db, identifier);
      if (block.blocked) throw new AppError('ACCOUNT_LOCKED', { blockedTime: block.minutesLeft });

      const user = await findUserByLogin(app.db, identifier);
      // Verify against a dummy hash for unknown accounts so both paths look and take the same.
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
      if (!user || !valid) {
        const remaining = await recordFailure(app.db, identifier, limits);
        if (remaining === 0) throw new AppError('ACCOUNT_LOCKED', { blockedTime: limits.blockMinutes });
        throw new AppError('LOGIN_FAILED', { remaining, blockedTime: limits.blockMinutes }, { remaining, blockedTime: limits.blockMinutes });
      }
      await clearFailures(app.db, identifier);
      if (user.banned) throw new AppError('ACCOUNT_BANNED');

      if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
      const session = await createSession(app.db, user.id, app.config.sessionDays);
      reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(request, session.expiresAt));

      const guestSid = request.headers[HEADERS.cartSid];
      if (typeof guestSid === 'string' && z.uuid().safeParse(guestSid).success) await mergeGuestCart(app.db, guestSid, user.id);
      return toUserInfo(user);
    },
  );

  app.post('/api/users/logout', { schema: { tags: ['users'], response: { 204: z.null() } } }, async (request, reply) => {
    if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
    return reply.status(204).send(null);
  });

  app.get(
    '/api/users/getUserInformation',
    { preHandler: requireUser, schema: { tags: ['users'], security: [{ session: [] }], response: { 200: userInfoSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return toUserInfo(request.user!);
    },
  );

  app.patch(
    '/api/users/locale',
    { preHandler: requireUser, schema: { tags: ['users'], security: [{ session: [] }], body: localeUpdateSchema, response: { 200: userInfoSchema } } },
    async (request) => {
      await setUserLocale(app.db, request.user!.id, request.body.localeCode);
      return toUserInfo({ ...request.user!, locale_code: request.body.localeCode });
    },
  );
};
