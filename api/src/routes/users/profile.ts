import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchemas as routes } from '@storefront/contracts';
import { requireUser } from '../../plugins/app/session';
import { setRequiredPassword } from '../../users/password-changes';
import { profileCheckOf } from '../../users/payment-profile';
import { changeMyPhoneNumber, changeMyProfile, myReminders, setMyNewsletterEmail } from '../../users/my-profile';
import { toUserInfo } from '../../users/users.repository';
import { routeOf } from '../route-of';

/** The profile page (/account/profile) and the fortune wheel's phone step: spec §5 rules, §8 codes. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.updateProfile, { security, description: 'Names (Unicode letters) and an optional username (letters and digits, unique in any case).' }),
    preHandler: requireUser,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request) => {
      return changeMyProfile(app, request.user!.id, request.body);
    },
  });

  app.route({
    ...routeOf(routes.updatePhoneNumber, {
      security,
      description: 'The account\'s phone number (required to pay and to spin the wheel): PHONE_EXISTS when another account has it, also when two accounts ask for it at once.',
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      return changeMyPhoneNumber(app, request.user!.id, request.body.phoneNumber);
    },
  });

  app.route({
    ...routeOf(routes.checkProfileInfo, { security, description: 'Whether the account may pay: what its profile still lacks (a phone number).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return profileCheckOf(request.user!);
    },
  });

  app.route({
    ...routeOf(routes.listReminders, {
      security,
      description: 'What to act on: services that will not renew by themselves and end within 30 days, suspended services, domains ending within 30 days, unpaid invoices — each with where to renew or pay.',
    }),
    preHandler: requireUser,
    handler: async (request) => {
      return myReminders(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.subscribeNewsletter, { security, description: 'Subscribes the given email to the newsletter (it replaces the one before).' }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      return setMyNewsletterEmail(app, request.user!.id, request.body.email);
    },
  });

  app.route({
    ...routeOf(routes.unsubscribeNewsletter, { security, description: 'No more newsletter.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return setMyNewsletterEmail(app, request.user!.id, null);
    },
  });

  app.route({
    ...routeOf(routes.setForcedPassword, {
      security,
      description: 'The new password a staff reset requires (spec §5 password rules); refused when no reset requires one. Every other session ends.',
    }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => {
      return toUserInfo(await setRequiredPassword(app, request.user!, request.session!.id, request.body.password));
    },
  });
};
