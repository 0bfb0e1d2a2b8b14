import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identitySchemas as routes } from '@storefront/contracts';
import { ATTEMPT_LIMITS } from '../../auth/attempt-limits';
import { confirmTwoFactorOff, confirmTwoFactorSetup, requestTwoFactorOff, startTwoFactorSetup } from '../../auth/two-factor-setup';
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
    handler: async (request) => startTwoFactorSetup(app, request.user!),
  });

  app.route({
    ...routeOf(routes.confirmTwoFactorSetup, {
      security,
      description: `Turns two-factor on with a code from the app; answers ten one-time recovery codes (shown once). A wrong code answers INVALID_2FA_CODE with the attempts left (details.remaining); ${ATTEMPT_LIMITS.twoFactorSetupPerAccount.maxAttempts} wrong codes within ${ATTEMPT_LIMITS.twoFactorSetupPerAccount.windowMinutes} minutes of each other drop the secret and answer ACCOUNT_LOCKED for ${ATTEMPT_LIMITS.twoFactorSetupPerAccount.blockMinutes} minutes.`,
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => confirmTwoFactorSetup(app, request.user!.id, request.body.code),
  });

  app.route({
    ...routeOf(routes.requestTwoFactorOff, { security, description: 'Mails a link to /two-factor/disabled/{token}; opening it turns two-factor off.' }),
    preHandler: requireUser,
    // Per account (the mail goes to the account's address), whatever address the calls come from.
    config: { rateLimit: { max: 5, timeWindow: '15 minutes', keyGenerator: (request) => request.user?.id ?? request.ip } },
    handler: async (request) => requestTwoFactorOff(app, request.user!),
  });

  app.route({
    ...routeOf(routes.confirmTwoFactorOff, { description: 'Confirms turning two-factor off (the mailed link); CODE_INCORRECT for a used or expired link.' }),
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => confirmTwoFactorOff(app, request.params.token),
  });
};
