import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identitySchemas as routes, passwordProblem } from '@storefront/contracts';
import { clearBudgets } from '../../auth/attempt-limits';
import { consumeLinkToken, createLinkToken, peekLinkToken } from '../../auth/one-time-codes';
import { hashPassword, verifyPassword } from '../../auth/password';
import { revokeUserSessions } from '../../auth/sessions.repository';
import { requireCaptcha } from '../../captcha';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/app/session';
import { findUserByEmail, findUserById, setPassword } from '../../users/users.repository';
import { routeOf } from '../route-of';

/** Forgot / reset password (guest pages /forgot-password and /reset-password/{token}) and change password. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.forgotPassword, {
      description:
        'Mails a single-use link that expires. Answers the same for known and unknown emails. With a captcha configured, the x-captcha-token header carries a token for the action forgot_password (CAPTCHA_REQUIRED / CAPTCHA_INVALID otherwise).',
    }),
    // Per IP here; per account below (RESET_PER_ADDRESS_PER_HOUR links an hour, a quiet limit: the answer never changes).
    config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    // The captcha (action 'forgot_password') when one is configured: its token in x-captcha-token.
    preHandler: requireCaptcha('forgot_password'),
    handler: async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user && !user.banned) {
        const sent = await app.db.transaction().execute(async (trx) => {
          // One request per account at a time: concurrent requests cannot all pass the count below.
          await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
          const recent = await trx
            .selectFrom('email_outbox')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('to_address', '=', user.email.toLowerCase())
            .where('template', '=', 'reset-password')
            .where('created_at', '>', new Date(Date.now() - 60 * 60_000))
            .executeTakeFirstOrThrow();
          if (Number(recent.count) >= app.config.resetPerAddressPerHour) return false;
          const minutes = app.config.linkMinutes.resetPassword;
          const token = await createLinkToken(trx, user.id, 'reset_password', minutes);
          const prefix = user.locale_code === 'km' ? '/km' : '';
          const link = `${app.config.publicUrl}${prefix}/reset-password/${token}`;
          await app.mailer.enqueue(user.email, { template: 'reset-password', params: { name: user.first_name, link, minutes } }, user.locale_code, trx);
          return true;
        });
        if (!sent) request.log.warn({ userId: user.id }, 'forgot-password limit per account reached');
      }
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(routes.checkResetLink, { description: 'Checks a reset link: CODE_INCORRECT if it is used, expired or unknown.' }),
    config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    handler: async (request) => {
      if (!(await peekLinkToken(app.db, 'reset_password', request.params.token))) throw new AppError('CODE_INCORRECT');
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(routes.resetPassword, { description: 'Sets the new password through a reset link (once). Every session of the account ends.' }),
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const userId = await consumeLinkToken(app.db, 'reset_password', request.params.token);
      if (!userId) throw new AppError('CODE_INCORRECT');
      const user = await findUserById(app.db, userId);
      if (!user) throw new AppError('CODE_INCORRECT');
      await setPassword(app.db, userId, passwordHash);
      await revokeUserSessions(app.db, userId, 'password reset');
      // A new password lifts the wrong-password blocks; the two-factor step's block stays (a reset never signs
      // in, and never lifts what guards the second factor).
      await clearBudgets(app.db, [user.email.toLowerCase(), ...(user.username ? [user.username.toLowerCase()] : [])]);
      await app.mailer.enqueue(user.email, { template: 'password-changed', params: { name: user.first_name } }, user.locale_code);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(routes.changePassword, {
      security: [{ session: [] }],
      description: 'Changes the password (the current one is required when the account has one). Every other session ends.',
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => {
      const user = request.user!;
      if (user.password_hash) {
        const current = request.body.currentPassword ?? '';
        if (!(await verifyPassword(user.password_hash, current))) {
          throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'currentPassword', message: 'The current password is not correct' }] });
        }
      }
      const problem = passwordProblem(request.body.password);
      if (problem) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'password', message: problem }] });
      await setPassword(app.db, user.id, await hashPassword(request.body.password));
      await revokeUserSessions(app.db, user.id, 'password changed', request.session!.id);
      await app.mailer.enqueue(user.email, { template: 'password-changed', params: { name: user.first_name } }, user.locale_code);
      return { ok: true as const };
    },
  });
};
