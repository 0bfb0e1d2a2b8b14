import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLocale, localeUpdateSchema, otpCodeSchema, sessionLogSchema, signUpSchema, userInfoSchema } from '@storefront/contracts';
import { ATTEMPT_LIMITS, attemptKeys, clearBudgets, guessUnderBudgets } from '../../auth/attempt-limits';
import { consumeEmailCode, createEmailCode, MAX_CODE_ATTEMPTS, spendEmailCodes } from '../../auth/one-time-codes';
import { hashPassword } from '../../auth/password';
import { requestContext } from '../../auth/request-context';
import { requireCaptcha } from '../../captcha';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/app/session';
import { createUser, markEmailVerified, setUserLocale, takenFields, toUserInfo } from '../../users/users.repository';
import { loginResultSchema, signIn } from './login';

const okSchema = z.object({ ok: z.literal(true) });

/** Signing up, the signed-in user, language, sign-in log and email verification. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/users',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      // The captcha (action 'signup') when one is configured: its token in x-captcha-token.
      preHandler: requireCaptcha('signup'),
      schema: {
        tags: ['users'],
        description:
          'Sign up (spec §5 rules and messages). Signs the new account in; its email is then verified by a mailed 6-digit code. With a captcha configured, the x-captcha-token header carries a token for the action signup (CAPTCHA_REQUIRED / CAPTCHA_INVALID otherwise).',
        body: signUpSchema,
        response: { 201: loginResultSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const taken = await takenFields(app.db, body);
      if (taken.email) throw new AppError('EMAIL_EXISTS');
      if (taken.phoneNumber) throw new AppError('PHONE_EXISTS');
      if (taken.username) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'username', message: 'This username is already taken' }] });
      const headerLocale = request.headers['x-locale'];
      const localeCode = body.localeCode ?? (isLocale(headerLocale) ? headerLocale : 'en');
      const user = await createUser(app.db, {
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        username: body.username,
        phoneNumber: body.phoneNumber,
        passwordHash: await hashPassword(body.password),
        localeCode,
        referralCode: body.referralCode,
        emailVerified: false,
      }).catch((error: unknown) => {
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
  );

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
    { preHandler: requireUser, schema: { tags: ['users'], security: [{ session: [] }], description: 'The language saved on the account, applied at the next sign-in.', body: localeUpdateSchema, response: { 200: userInfoSchema } } },
    async (request) => {
      await setUserLocale(app.db, request.user!.id, request.body.localeCode);
      return toUserInfo({ ...request.user!, locale_code: request.body.localeCode });
    },
  );

  app.post(
    '/api/users/session-log',
    {
      preHandler: requireUser,
      schema: { tags: ['users'], security: [{ session: [] }], description: 'Records a sign-in: time, IP and device.', body: sessionLogSchema.optional(), response: { 201: okSchema } },
    },
    async (request, reply) => {
      const context = requestContext(request);
      await app.db
        .insertInto('session_logs')
        .values({ id: crypto.randomUUID(), user_id: request.user!.id, ip: context.ip, device: request.body?.device ?? context.device, user_agent: context.userAgent })
        .execute();
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.get(
    '/api/users/session-log',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        security: [{ session: [] }],
        description: 'The signed-in user\'s last 20 sign-ins.',
        response: { 200: z.array(z.object({ createdAt: z.string(), ip: z.string().nullable(), device: z.string() })) },
      },
    },
    async (request) => {
      const rows = await app.db.selectFrom('session_logs').select(['created_at', 'ip', 'device']).where('user_id', '=', request.user!.id).orderBy('created_at', 'desc').limit(20).execute();
      return rows.map((row) => ({ createdAt: new Date(row.created_at).toISOString(), ip: row.ip, device: row.device }));
    },
  );

  app.post(
    '/api/user/otp/send-email',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 5, timeWindow: '10 minutes', keyGenerator: (request) => request.user?.id ?? request.ip } },
      schema: { tags: ['users'], security: [{ session: [] }], description: 'Mails a new 6-digit code to verify the account\'s email; the previous code stops working (so it is a POST).', response: { 200: okSchema } },
    },
    async (request) => {
      const user = request.user!;
      if (user.email_verified) throw new AppError('BAD_REQUEST', undefined, { reason: 'Your email is already verified' });
      const code = await createEmailCode(app.db, user.id, app.config.linkMinutes.verifyEmail);
      await app.mailer.enqueue(user.email, { template: 'verify-email', params: { name: user.first_name, code, minutes: app.config.linkMinutes.verifyEmail } }, user.locale_code);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/users/verify-email',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        security: [{ session: [] }],
        description: `Verifies the email with the mailed code; INCORRECT_OTP otherwise, with the attempts left (details.remaining). Each code is spent after ${MAX_CODE_ATTEMPTS} wrong tries; ${ATTEMPT_LIMITS.emailCodePerAccount.maxAttempts} wrong codes of one account within ${ATTEMPT_LIMITS.emailCodePerAccount.windowMinutes} minutes of each other, whatever codes they were for, spend the current code and answer ACCOUNT_LOCKED for ${ATTEMPT_LIMITS.emailCodePerAccount.blockMinutes} minutes.`,
        body: otpCodeSchema,
        response: { 200: userInfoSchema },
      },
    },
    async (request) => {
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
  );
};
