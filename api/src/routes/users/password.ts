import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identitySchemas as routes } from '@storefront/contracts';
import { requireCaptcha } from '../../captcha';
import { requireUser } from '../../plugins/app/session';
import { changePassword, checkResetLink, resetPassword, sendResetLink } from '../../users/password-changes';
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
      const limited = await sendResetLink(app, request.body.email);
      if (limited) request.log.warn({ userId: limited.limitedUserId }, 'forgot-password limit per account reached');
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(routes.checkResetLink, { description: 'Checks a reset link: CODE_INCORRECT if it is used, expired or unknown.' }),
    config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
    handler: async (request) => checkResetLink(app, request.params.token),
  });

  app.route({
    ...routeOf(routes.resetPassword, { description: 'Sets the new password through a reset link (once). Every session of the account ends.' }),
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => resetPassword(app, request.params.token, request.body.password),
  });

  app.route({
    ...routeOf(routes.changePassword, {
      security: [{ session: [] }],
      description: 'Changes the password (the current one is required when the account has one). Every other session ends.',
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => changePassword(app, request.user!, request.session!.id, request.body),
  });
};
