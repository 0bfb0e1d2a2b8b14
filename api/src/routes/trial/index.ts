import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trialSchemas as routes } from '@storefront/contracts';
import { AppError } from '../../errors';
import { settingsOf } from '../../flags';
import { requireUser } from '../../plugins/app/session';
import { myTrialConditions, startTrial } from '../../promotions/trial/trial';
import { routeOf } from '../route-of';

/** The free trial (issue 17 item 5), behind its switch (flag trial: 404 when off). */
export const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];
  const requireTrialOn = async () => {
    const { flags } = await settingsOf(app).read();
    if (!flags.trial) throw new AppError('BAD_REQUEST', undefined, { reason: 'The free trial is switched off' }, 'This page could not be found', 404);
  };

  app.route({
    ...routeOf(routes.getTrialConditions, { security, description: '"Just 2 more steps": verify the email and a first top-up — and the phone number by its SMS code (issue 28 item 3) — each with its state; the trial once activated.' }),
    preHandler: [requireTrialOn, requireUser],
    handler: async (request) => {
      return myTrialConditions(app, request.user!);
    },
  });

  app.route({
    ...routeOf(routes.activateTrial, {
      security,
      description: 'Activates the free trial once (TRIAL_ACTIVATED after; NOT_ELIGIBLE while a step is left): the chosen product\'s trial voucher (TRIAL-CS1M …) in the wallet, for the 30-day trial.',
    }),
    preHandler: [requireTrialOn, requireUser],
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => startTrial(app, request.user!, request.body.product),
  });
};
