import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchemas as routes } from '@storefront/contracts';
import { hashPassword } from '../../auth/password';
import { revokeUserSessions } from '../../auth/sessions.repository';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/app/session';
import { profileCheckOf } from '../../users/payment-profile';
import { listReminders } from '../../users/reminders.repository';
import { setForcedPassword, setNewsletterEmail, toUserInfo, updatePhoneNumber, updateProfile } from '../../users/users.repository';
import { routeOf } from '../route-of';

/** The profile page (/account/profile) and the fortune wheel's phone step: spec §5 rules, §8 codes. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.updateProfile, { security, description: 'Names (Unicode letters) and an optional username (letters and digits, unique in any case).' }),
    preHandler: requireUser,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request) => {
      const updated = await updateProfile(app.db, request.user!.id, request.body);
      if (updated === 'usernameTaken') {
        throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'username', message: 'This username is already taken' }] });
      }
      return toUserInfo(updated);
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
      const updated = await updatePhoneNumber(app.db, request.user!.id, request.body.phoneNumber);
      if (updated === 'phoneTaken') throw new AppError('PHONE_EXISTS', undefined, { fields: [{ path: 'phoneNumber', message: 'This phone number is already registered' }] });
      return toUserInfo(updated);
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
      return { items: await listReminders(app.db, request.user!.id, app.clock.now()) };
    },
  });

  app.route({
    ...routeOf(routes.subscribeNewsletter, { security, description: 'Subscribes the given email to the newsletter (it replaces the one before).' }),
    preHandler: requireUser,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      await setNewsletterEmail(app.db, request.user!.id, request.body.email);
      return { email: request.body.email };
    },
  });

  app.route({
    ...routeOf(routes.unsubscribeNewsletter, { security, description: 'No more newsletter.' }),
    preHandler: requireUser,
    handler: async (request) => {
      await setNewsletterEmail(app.db, request.user!.id, null);
      return { email: null };
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
      const user = request.user!;
      if (!user.must_change_password) throw new AppError('BAD_REQUEST', undefined, { reason: 'No new password is required for this account' });
      const updated = await setForcedPassword(app.db, user.id, await hashPassword(request.body.password));
      if (!updated) throw new AppError('BAD_REQUEST', undefined, { reason: 'No new password is required for this account' });
      await revokeUserSessions(app.db, user.id, 'password changed', request.session!.id);
      await app.mailer.enqueue(user.email, { template: 'password-changed', params: { name: user.first_name } }, user.locale_code);
      return toUserInfo(updated);
    },
  });
};
