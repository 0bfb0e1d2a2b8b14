import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identitySchemas as routes, isLocale } from '@storefront/contracts';
import { ATTEMPT_LIMITS } from '../../auth/attempt-limits';
import { MAX_CODE_ATTEMPTS } from '../../auth/one-time-codes';
import { requestContext } from '../../auth/request-context';
import { listSignIns, recordSignIn } from '../../auth/sign-in-log';
import { requireCaptcha } from '../../captcha';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/app/session';
import { saveAccountLocale } from '../../users/account-locale';
import { sendEmailVerificationCode, verifyEmailCode } from '../../users/email-verification';
import { signUp } from '../../users/sign-up';
import { toUserInfo } from '../../users/users.repository';
import { routeOf } from '../route-of';
import { signIn } from './login';

/** Signing up, the signed-in user, language, sign-in log and email verification. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];
  app.route({
    ...routeOf(routes.signUp, {
      description:
        'Sign up (spec §5 rules and messages). Signs the new account in; its email is then verified by a mailed 6-digit code. With a captcha configured, the x-captcha-token header carries a token for the action signup (CAPTCHA_REQUIRED / CAPTCHA_INVALID otherwise).',
    }),
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    // The captcha (action 'signup') when one is configured: its token in x-captcha-token.
    preHandler: requireCaptcha('signup'),
    handler: async (request, reply) => {
      const headerLocale = request.headers['x-locale'];
      const user = await signUp(app, request.body, request.body.localeCode ?? (isLocale(headerLocale) ? headerLocale : 'en'));
      const result = await signIn(request, reply, user);
      return reply.status(201).send(result);
    },
  });

  app.route({
    ...routeOf(routes.getSession, { description: 'Who is browsing: the signed-in user, or null for a guest (200 either way, so a guest\'s first page logs no error).' }),
    handler: async (request) => {
      // A banned account is told so (the banned popup), as by any signed-in call.
      if (request.user?.banned) throw new AppError('ACCOUNT_BANNED');
      return { user: request.user ? toUserInfo(request.user) : null };
    },
  });

  app.route({
    ...routeOf(routes.getUserInformation, { security, description: 'The signed-in user.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return toUserInfo(request.user!);
    },
  });

  app.route({
    ...routeOf(routes.setLocale, { security, description: 'The language saved on the account, applied at the next sign-in.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return saveAccountLocale(app, request.user!, request.body.localeCode);
    },
  });

  app.route({
    ...routeOf(routes.recordSignIn, { security, description: 'Records a sign-in: time, IP and device.' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const context = requestContext(request);
      await recordSignIn(app, request.user!.id, { ip: context.ip, device: request.body?.device ?? context.device, userAgent: context.userAgent });
      return reply.status(201).send({ ok: true as const });
    },
  });

  app.route({
    ...routeOf(routes.listSignIns, { security, description: 'The signed-in user\'s last 20 sign-ins.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listSignIns(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.sendEmailCode, {
      security,
      description: 'Mails a new 6-digit code to verify the account\'s email; the previous code stops working (so it is a POST).',
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 5, timeWindow: '10 minutes', keyGenerator: (request) => request.user?.id ?? request.ip } },
    handler: async (request) => {
      return sendEmailVerificationCode(app, request.user!);
    },
  });

  app.route({
    ...routeOf(routes.verifyEmail, {
      security,
      description: `Verifies the email with the mailed code; INCORRECT_OTP otherwise, with the attempts left (details.remaining). Each code is spent after ${MAX_CODE_ATTEMPTS} wrong tries; ${ATTEMPT_LIMITS.emailCodePerAccount.maxAttempts} wrong codes of one account within ${ATTEMPT_LIMITS.emailCodePerAccount.windowMinutes} minutes of each other, whatever codes they were for, spend the current code and answer ACCOUNT_LOCKED for ${ATTEMPT_LIMITS.emailCodePerAccount.blockMinutes} minutes.`,
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const user = request.user!;
      await verifyEmailCode(app, user, request.body.code);
      return toUserInfo({ ...user, email_verified: true });
    },
  });
};
