import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identitySchemas as routes, isLocale } from '@storefront/contracts';
import { ATTEMPT_LIMITS, attemptKeys, clearBudgets, guessUnderBudgets } from '../../auth/attempt-limits';
import { consumeEmailCode, createEmailCode, MAX_CODE_ATTEMPTS, spendEmailCodes } from '../../auth/one-time-codes';
import { hashPassword } from '../../auth/password';
import { requestContext } from '../../auth/request-context';
import { requireCaptcha } from '../../captcha';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/app/session';
import { tieReferral } from '../../programmes/affiliate';
import { createUser, markEmailVerified, setUserLocale, takenFields, toUserInfo } from '../../users/users.repository';
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
      const body = request.body;
      const taken = await takenFields(app.db, body);
      if (taken.email) throw new AppError('EMAIL_EXISTS');
      if (taken.phoneNumber) throw new AppError('PHONE_EXISTS');
      if (taken.username) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'username', message: 'This username is already taken' }] });
      const headerLocale = request.headers['x-locale'];
      const localeCode = body.localeCode ?? (isLocale(headerLocale) ? headerLocale : 'en');
      // The referral code ties the new customer to its owner in the same transaction: a code refused (unknown, one's
      // own, a second account) leaves no account behind (programmes/affiliate.ts).
      const passwordHash = await hashPassword(body.password);
      const user = await app.db
        .transaction()
        .execute(async (trx) => {
          const created = await createUser(trx, {
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            username: body.username,
            phoneNumber: body.phoneNumber,
            passwordHash,
            localeCode,
            referralCode: body.referralCode,
            emailVerified: false,
          });
          if (body.referralCode) await tieReferral(trx, created, body.referralCode, app.clock.now());
          return created;
        })
        .catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          // A concurrent sign-up with the same email or phone loses on the unique index.
          const detail = String((error as { detail?: string; message?: string }).detail ?? (error as Error).message ?? '');
          if (detail.includes('phone')) throw new AppError('PHONE_EXISTS');
          if (detail.includes('email') || detail.includes('unique')) throw new AppError('EMAIL_EXISTS');
          throw error;
        });
      const code = await createEmailCode(app.db, user.id, app.config.linkMinutes.verifyEmail);
      await app.mailer.enqueue(user.email, { template: 'verify-email', params: { name: user.first_name, code, minutes: app.config.linkMinutes.verifyEmail } }, user.locale_code);
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
      await setUserLocale(app.db, request.user!.id, request.body.localeCode);
      return toUserInfo({ ...request.user!, locale_code: request.body.localeCode });
    },
  });

  app.route({
    ...routeOf(routes.recordSignIn, { security, description: 'Records a sign-in: time, IP and device.' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const context = requestContext(request);
      await app.db
        .insertInto('session_logs')
        .values({ id: crypto.randomUUID(), user_id: request.user!.id, ip: context.ip, device: request.body?.device ?? context.device, user_agent: context.userAgent })
        .execute();
      return reply.status(201).send({ ok: true as const });
    },
  });

  app.route({
    ...routeOf(routes.listSignIns, { security, description: 'The signed-in user\'s last 20 sign-ins.' }),
    preHandler: requireUser,
    handler: async (request) => {
      const rows = await app.db.selectFrom('session_logs').select(['created_at', 'ip', 'device']).where('user_id', '=', request.user!.id).orderBy('created_at', 'desc').limit(20).execute();
      return rows.map((row) => ({ createdAt: new Date(row.created_at).toISOString(), ip: row.ip, device: row.device }));
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
      const user = request.user!;
      if (user.email_verified) throw new AppError('BAD_REQUEST', undefined, { reason: 'Your email is already verified' });
      const code = await createEmailCode(app.db, user.id, app.config.linkMinutes.verifyEmail);
      await app.mailer.enqueue(user.email, { template: 'verify-email', params: { name: user.first_name, code, minutes: app.config.linkMinutes.verifyEmail } }, user.locale_code);
      return { ok: true as const };
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
      if (!user.email_verified) {
        const budget = { key: attemptKeys.emailCodeUser(user.id), limit: ATTEMPT_LIMITS.emailCodePerAccount };
        let leftOnCode = 0;
        const outcome = await guessUnderBudgets(app.db, user.id, [budget], async (trx) => {
          const result = await consumeEmailCode(trx, user.id, request.body.code);
          leftOnCode = result.remaining;
          return result.accepted ? true : null;
        });
        if (outcome.kind === 'blocked') {
          await spendEmailCodes(app.db, user.id);
          throw new AppError('ACCOUNT_LOCKED', { blockedTime: outcome.minutesLeft }, { blockedTime: outcome.minutesLeft });
        }
        if (outcome.kind === 'wrong') {
          // What is left on the current code, or on the account if that is less (0: ask for a new code).
          throw new AppError('INCORRECT_OTP', undefined, { remaining: Math.min(outcome.remaining, leftOnCode) });
        }
        await clearBudgets(app.db, [budget.key]);
        await markEmailVerified(app.db, user.id);
      }
      return toUserInfo({ ...user, email_verified: true });
    },
  });
};
