import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchemas as routes, PHONE_CODE_LIMITS } from '@storefront/contracts';
import { requireUser } from '../../plugins/app/session';
import { phoneVerificationOf, sendPhoneCode, verifyPhoneCode } from '../../users/phone-verification';
import { routeOf } from '../route-of';

/** The account's phone verification by SMS code (issue 28 item 3): the profile page's and the wheel's phone step. */
export const phoneVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.getPhoneVerification, { security, description: 'The account\'s phone number and whether an SMS code confirmed it (needed for the free trial, an affiliate reward and the wheel).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return phoneVerificationOf(request.user!);
    },
  });

  app.route({
    ...routeOf(routes.sendPhoneCode, {
      security,
      description: `Sends a 6-digit code by SMS to the account's phone number, valid ${PHONE_CODE_LIMITS.minutes} minutes; a new code replaces the previous one. 409 NEED_TO_PROVIDE_PHONE_NUMBER without a number, PHONE_EXISTS when another account holds it, BAD_REQUEST when already verified; at most ${PHONE_CODE_LIMITS.perHour} codes an hour for an account or a number (429 SYSTEM_BUSY). In development the SMS is in the mailbox (GET /api/dev/mailbox?to=+855…).`,
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => sendPhoneCode(app, request.user!.id),
  });

  app.route({
    ...routeOf(routes.verifyPhoneCode, {
      security,
      description: `Confirms the SMS code: the phone is verified. A wrong code is INCORRECT_OTP with details.remaining; after ${PHONE_CODE_LIMITS.attempts} wrong tries the code is spent (ask for a new one). Single use, expiring.`,
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request) => verifyPhoneCode(app, request.user!.id, request.body.code),
  });
};
