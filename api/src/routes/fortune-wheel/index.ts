import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fortuneWheelSchemas as routes } from '@storefront/contracts';
import { localeOf } from '../../domains/tld-words';
import { AppError } from '../../errors';
import { settingsOf } from '../../flags';
import { ACCESS_COOKIE, requireStaff, requireUser } from '../../plugins/app/session';
import { currentWheelState, saveWheelAsStaff, spinResultOf, spinsEarnedBy, spinTotalOf, spinWheel, staffWheelsNow, wheelInfoOf, wheelRewardHistory } from '../../promotions/wheel/wheel-calls';
import { routeOf } from '../route-of';

/**
 * The fortune wheel (spec §7 "Promotion"; issue 17 items 1, 2, 9). Every call but the staff's answers 404 while the
 * wheel's switch (flag fortuneWheel) is off, as its page does not exist then (spec §2).
 */
/** Rate-limit key of a spin: the access cookie's digest (never the token itself), else the address. */
const spinnerKey = (request: FastifyRequest) => {
  const token = request.cookies[ACCESS_COOKIE];
  return token ? createHash('sha256').update(token).digest('hex') : request.ip;
};

export const fortuneWheelRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  async function requireWheelOn(_request: FastifyRequest, _reply: FastifyReply) {
    const { flags } = await settingsOf(app).read();
    if (!flags.fortuneWheel) throw new AppError('BAD_REQUEST', undefined, { reason: 'The fortune wheel is switched off' }, 'This page could not be found', 404);
  }
  const signedIn = [requireWheelOn, requireUser];

  app.route({
    ...routeOf(routes.getFortuneWheel, { description: 'The current wheel (running, else the next, else the last) with its prizes and its state; comingSoon when there is none.' }),
    preHandler: requireWheelOn,
    handler: async (request) => {
      return currentWheelState(app, localeOf(request.headers['x-locale']));
    },
  });

  app.route({
    ...routeOf(routes.checkSpin, { security, description: 'The spins one of the customer\'s paid orders earned (0 when none).' }),
    preHandler: signedIn,
    handler: async (request) => spinsEarnedBy(app, request.user!.id, request.query.reference, request.query.type),
  });

  app.route({
    ...routeOf(routes.getRewardHistories, { description: 'The prizes won on a wheel, newest first: the customer masked, the date and the award.' }),
    preHandler: requireWheelOn,
    handler: async (request) => wheelRewardHistory(app, request.params.id, request.query.page, localeOf(request.headers['x-locale'])),
  });

  app.route({
    ...routeOf(routes.getSpinTotal, { security, description: 'The customer\'s spins on a wheel: earned, used and remaining.' }),
    preHandler: signedIn,
    handler: async (request) => {
      return spinTotalOf(app, request.params.id, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.useSpin, {
      security,
      description:
        'Spends one spin: the prize drawn on the server, weighted, from the prizes still in stock, and credited at once (promo credit, a voucher in the wallet, a free month). 409 NEED_TO_PROVIDE_PHONE_NUMBER, NEED_TO_VERIFY_EMAIL, YOUR_SPIN_IS_OVER, AN_ERROR_OCCURRED_WHEN_SPIN (the wheel not running or out of prizes; the spin is kept).',
    }),
    preHandler: signedIn,
    // Per signed-in browser (its access cookie), else per address: customers behind one address each spin freely.
    config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: spinnerKey } },
    handler: async (request) => spinWheel(app, request.user!, request.body.wheelId, localeOf(request.headers['x-locale'])),
  });

  app.route({
    ...routeOf(routes.getSpinResult, { security, description: 'One of the customer\'s spins with its prize.' }),
    preHandler: signedIn,
    handler: async (request) => {
      return spinResultOf(app, request.user!.id, request.params.id, localeOf(request.headers['x-locale']));
    },
  });

  app.route({
    ...routeOf(routes.checkWheelInfo, {
      security,
      description:
        'What the customer still needs before spinning: NEED_TO_PROVIDE_PHONE_NUMBER (no phone number, or one not yet verified by its SMS code: phoneVerified), NEED_TO_VERIFY_EMAIL (empty = ready); and spinRefusal, what a spin on the current wheel would answer now all the same: YOUR_SPIN_IS_OVER (no spin left), AN_ERROR_OCCURRED_WHEN_SPIN (the wheel cannot be spun now: not running or out of prizes), null = it would be drawn.',
    }),
    preHandler: signedIn,
    handler: async (request) => {
      return wheelInfoOf(app, request.user!);
    },
  });

  app.route({
    ...routeOf(routes.listStaffWheels, { security, description: 'Staff: every wheel, newest start first, with its prizes (both languages, stock, weight, times won), dates, switch and state now; answered whatever the wheel\'s switch.' }),
    preHandler: requireStaff,
    handler: async () => {
      return staffWheelsNow(app);
    },
  });

  app.route({
    ...routeOf(routes.createFortuneWheel, { security, description: 'Staff: a new wheel with its prizes (2 to 12).' }),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      reply.status(201);
      return saveWheelAsStaff(app, null, request.body);
    },
  });

  app.route({
    ...routeOf(routes.updateFortuneWheel, { security, description: 'Staff: changes a wheel and its prizes; a replaced prize is retired (kept for the spins that won it).' }),
    preHandler: requireStaff,
    handler: async (request) => saveWheelAsStaff(app, request.params.id, request.body),
  });
};
