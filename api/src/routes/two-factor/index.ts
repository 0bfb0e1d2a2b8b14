import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { identitySchemas as routes } from '@storefront/contracts';
import { ATTEMPT_LIMITS, attemptKeys, budgetState, clearBudgets, guessUnderBudgets } from '../../auth/attempt-limits';
import { consumeLinkToken, createLinkToken } from '../../auth/one-time-codes';
import { createRecoveryCodes } from '../../auth/recovery-codes';
import { newTotpSecret, otpauthUri, verifyTotp } from '../../auth/totp';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

/** Two-factor authentication (TOTP, RFC 6238): turn on with a verified code, turn off through a mailed link. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.startTwoFactorSetup, {
      security,
      description:
        'A new secret and its otpauth:// URI (with a QR code) for an authenticator app; it replaces any earlier pending secret (so it is a POST). Two-factor is on only after POST /api/2fa/turn-on/verify.',
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const user = request.user!;
      if (user.two_factor_enabled) throw new AppError('INVALID_2FA_STATUS');
      const block = await budgetState(app.db, { key: attemptKeys.twoFactorSetupUser(user.id), limit: ATTEMPT_LIMITS.twoFactorSetupPerAccount });
      if (block.blocked) throw new AppError('ACCOUNT_LOCKED', { blockedTime: block.minutesLeft }, { blockedTime: block.minutesLeft });
      const secret = newTotpSecret();
      await app.db.updateTable('users').set({ two_factor_pending_secret: secret }).where('id', '=', user.id).execute();
      const uri = otpauthUri(secret, user.email, app.config.totpIssuer);
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },
  });

  app.route({
    ...routeOf(routes.confirmTwoFactorSetup, {
      security,
      description: `Turns two-factor on with a code from the app; answers ten one-time recovery codes (shown once). A wrong code answers INVALID_2FA_CODE with the attempts left (details.remaining); ${ATTEMPT_LIMITS.twoFactorSetupPerAccount.maxAttempts} wrong codes within ${ATTEMPT_LIMITS.twoFactorSetupPerAccount.windowMinutes} minutes of each other drop the secret and answer ACCOUNT_LOCKED for ${ATTEMPT_LIMITS.twoFactorSetupPerAccount.blockMinutes} minutes.`,
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const userId = request.user!.id;
      const budget = { key: attemptKeys.twoFactorSetupUser(userId), limit: ATTEMPT_LIMITS.twoFactorSetupPerAccount };
      const outcome = await guessUnderBudgets(app.db, userId, [budget], async (trx) => {
        const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
        if (user.two_factor_enabled || !user.two_factor_pending_secret) throw new AppError('INVALID_2FA_STATUS');
        const step = verifyTotp(user.two_factor_pending_secret, request.body.code, null);
        if (step === null) return null;
        await trx
          .updateTable('users')
          .set({ two_factor_enabled: true, two_factor_secret: user.two_factor_pending_secret, two_factor_pending_secret: null, two_factor_last_step: step })
          .where('id', '=', userId)
          .execute();
        return createRecoveryCodes(trx, userId);
      });
      if (outcome.kind === 'wrong') throw new AppError('INVALID_2FA_CODE', undefined, { remaining: outcome.remaining });
      if (outcome.kind === 'blocked') {
        // The secret being set up is dropped: after the block the customer starts again with a new QR code.
        await app.db.updateTable('users').set({ two_factor_pending_secret: null }).where('id', '=', userId).where('two_factor_enabled', '=', false).execute();
        throw new AppError('ACCOUNT_LOCKED', { blockedTime: outcome.minutesLeft }, { blockedTime: outcome.minutesLeft });
      }
      await clearBudgets(app.db, [budget.key]);
      return { recoveryCodes: outcome.value };
    },
  });

  app.route({
    ...routeOf(routes.requestTwoFactorOff, { security, description: 'Mails a link to /two-factor/disabled/{token}; opening it turns two-factor off.' }),
    preHandler: requireUser,
    // Per account (the mail goes to the account's address), whatever address the calls come from.
    config: { rateLimit: { max: 5, timeWindow: '15 minutes', keyGenerator: (request) => request.user?.id ?? request.ip } },
    handler: async (request) => {
      const user = request.user!;
      if (!user.two_factor_enabled) throw new AppError('INVALID_2FA_STATUS');
      const minutes = app.config.linkMinutes.twoFactorDisable;
      const token = await createLinkToken(app.db, user.id, 'two_factor_disable', minutes);
      const prefix = user.locale_code === 'km' ? '/km' : '';
      const link = `${app.config.publicUrl}${prefix}/two-factor/disabled/${token}`;
      await app.mailer.enqueue(user.email, { template: 'two-factor-disable', params: { name: user.first_name, link, minutes } }, user.locale_code);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(routes.confirmTwoFactorOff, { description: 'Confirms turning two-factor off (the mailed link); CODE_INCORRECT for a used or expired link.' }),
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => {
      const userId = await consumeLinkToken(app.db, 'two_factor_disable', request.params.token);
      if (!userId) throw new AppError('CODE_INCORRECT');
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ two_factor_enabled: false, two_factor_secret: null, two_factor_pending_secret: null, two_factor_last_step: null })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      });
      return { ok: true as const };
    },
  });
};
