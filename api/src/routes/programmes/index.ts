import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programmesSchemas as routes, REFERRAL_CODE_PATTERN, REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS, REFERRAL_QUERY } from '@storefront/contracts';
import { localeOf } from '../../domains/tld-words';
import { AppError } from '../../errors';
import { settingsOf } from '../../flags';
import { refundOrderAsStaff } from '../../payments/order-refunded';
import { requireStaff, requireUser } from '../../plugins/app/session';
import {
  activeLoyaltyPeriodOf,
  affiliateDashboardOf,
  affiliateRulesOf,
  cashbackPreviewOf,
  countReferralLinkVisit,
  joinAffiliateProgramme,
  loyaltyProgramOf,
  loyaltyStatusOf,
  loyaltyTiersOf,
} from '../../programmes/programme-pages';
import { replaceTiersAsStaff, saveAffiliateRulesAsStaff, saveLoyaltyPeriodAsStaff, saveLoyaltyProgramAsStaff, staffProgrammesOf } from '../../programmes/staff-programme-changes';
import { visitorCookieOptions } from '../../remotes/visitor';
import { routeOf } from '../route-of';
import { actorOf } from '../staff-actor';

/**
 * VIP loyalty and the affiliate programme (spec §7; issue 17 items 3, 4, 9). The customer's calls answer 404 while
 * the programme's switch (flags loyalty, affiliate) is off, as its page does not exist then; the staff's do not.
 */
export const programmesRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];
  const switchedOn = (flag: 'loyalty' | 'affiliate') => async (_request: FastifyRequest, _reply: FastifyReply) => {
    const { flags } = await settingsOf(app).read();
    if (!flags[flag]) throw new AppError('BAD_REQUEST', undefined, { reason: `The ${flag} programme is switched off` }, 'This page could not be found', 404);
  };
  const loyaltyOn = switchedOn('loyalty');
  const affiliateOn = switchedOn('affiliate');
  const locale = (request: FastifyRequest) => localeOf(request.headers['x-locale']);

  app.route({
    ...routeOf(routes.getLoyaltyTiers, { description: 'The VIP tiers, lowest first: the spend in a period that reaches each and its cashback (basis points).' }),
    preHandler: loyaltyOn,
    handler: async (request) => loyaltyTiersOf(app, locale(request)),
  });

  app.route({
    ...routeOf(routes.getLoyaltyProgram, { description: 'The loyalty programme as it runs now (null: paused): its words and the cashback cap per order.' }),
    preHandler: loyaltyOn,
    handler: async (request) => {
      return loyaltyProgramOf(app, locale(request));
    },
  });

  app.route({
    ...routeOf(routes.getActiveLoyaltyPeriod, { description: 'The loyalty period running now (null: between periods).' }),
    preHandler: loyaltyOn,
    handler: async (request) => {
      return activeLoyaltyPeriodOf(app, locale(request));
    },
  });

  app.route({
    ...routeOf(routes.getLoyaltyStatus, {
      security,
      description: "The customer's standing: the period's qualifying spend (and the period before's), the tier, the next tier and what it takes to reach it, what it takes to keep the tier, the cashback earned.",
    }),
    preHandler: [loyaltyOn, requireUser],
    handler: async (request) => {
      return loyaltyStatusOf(app, request.user!.id, locale(request));
    },
  });

  app.route({
    ...routeOf(routes.getCashbackPreview, { security, description: "The cashback paying one of the customer's open orders will credit (0 when it earns none). ORDER_NOT_FOUND for another's order." }),
    preHandler: requireUser,
    handler: async (request) => {
      return cashbackPreviewOf(app, request.user!.id, request.query.orderId, locale(request));
    },
  });

  app.route({
    ...routeOf(routes.getActiveAffiliateRules, { description: 'The affiliate rules that run (null: no new referrals): reward per referral, the first order\'s minimum and the maturity days.' }),
    preHandler: affiliateOn,
    handler: async (request) => affiliateRulesOf(app, locale(request)),
  });

  app.route({
    ...routeOf(routes.getAffiliateDashboard, {
      security,
      description: "The customer's referral code and link (joined false: none yet), visits of the link, sign-ups, referrals maturing and qualified, credit earned. Referrals matured by now are credited first.",
    }),
    preHandler: [affiliateOn, requireUser],
    handler: async (request) => {
      return affiliateDashboardOf(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.joinAffiliate, { security, description: 'Joins the affiliate programme: the customer\'s referral code, issued once (again: the same code).' }),
    preHandler: [affiliateOn, requireUser],
    handler: async (request) => {
      return joinAffiliateProgramme(app, request.user!.id);
    },
  });

  // Staff (issue 17 item 9): under /api/admin (the admin guard refuses guests and customers first), each change with
  // a reason and its audit row (area programme) in its own transaction.
  app.route({
    ...routeOf(routes.getStaffProgrammes, { security, description: 'Staff: the loyalty tiers, periods and programme configuration and the affiliate rules, in both languages.' }),
    preHandler: requireStaff,
    handler: async () => staffProgrammesOf(app),
  });

  app.route({
    ...routeOf(routes.replaceLoyaltyTiers, { security, description: 'Staff: replaces the tier ladder (the first from 0, spend and cashback rising). Cashback already credited keeps its rate.' }),
    preHandler: requireStaff,
    handler: async (request) => replaceTiersAsStaff(app, actorOf(request), request.body),
  });

  app.route({
    ...routeOf(routes.createLoyaltyPeriod, { security, description: 'Staff: a new loyalty period; one overlapping another is refused (BAD_REQUEST on startsAt).' }),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      reply.status(201);
      return saveLoyaltyPeriodAsStaff(app, actorOf(request), null, request.body);
    },
  });

  app.route({
    ...routeOf(routes.updateLoyaltyPeriod, { security, description: 'Staff: changes a loyalty period (no overlap; 404 for an unknown one).' }),
    preHandler: requireStaff,
    handler: async (request) => saveLoyaltyPeriodAsStaff(app, actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(routes.updateLoyaltyProgram, { security, description: 'Staff: the loyalty programme\'s names, descriptions, switch (active) and cashback cap per order.' }),
    preHandler: requireStaff,
    handler: async (request) => saveLoyaltyProgramAsStaff(app, actorOf(request), request.body),
  });

  app.route({
    ...routeOf(routes.updateAffiliateRules, { security, description: 'Staff: the affiliate rules (switch, reward, first order minimum, maturity days, descriptions). Referrals already maturing keep their reward.' }),
    preHandler: requireStaff,
    handler: async (request) => saveAffiliateRulesAsStaff(app, actorOf(request), request.body),
  });

  app.route({
    ...routeOf(routes.refundOrder, {
      security,
      description:
        "Staff: refunds a paid order once — its money to the customer's balance, its promo credit back — and undoes its rewards: the VIP cashback taken back, a referral it qualified undone or clawed back. ORDER_STATUS_INVALID (409) for an order not paid or already refunded.",
    }),
    preHandler: requireStaff,
    handler: async (request) => refundOrderAsStaff(app, request.params.orderId, actorOf(request), request.body.reason),
  });
};

/**
 * A visit of a referral link (any page with `?ref=CODE`): counted on the code once per browser (the code kept in a
 * cookie for 30 days, which sign-up reads to fill the referral code; readable by the page, it holds nothing secret).
 * The answer is then private: a shared cache never serves the page without counting the visit.
 */
export const referralVisitPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      // Pages only: the api's own calls (first path segment `api`) never carry a referral.
      if (request.method !== 'GET' || request.url.split('/')[1] === 'api') return;
      const value = (request.query as Record<string, unknown> | undefined)?.[REFERRAL_QUERY];
      if (typeof value !== 'string') return;
      const code = value.trim().toUpperCase();
      if (!REFERRAL_CODE_PATTERN.test(code) || request.cookies[REFERRAL_COOKIE] === code) return;
      if (!(await settingsOf(app).read()).flags.affiliate) return;
      if (!(await countReferralLinkVisit(app, code))) return;
      reply.setCookie(REFERRAL_COOKIE, code, { ...visitorCookieOptions(request), httpOnly: false, maxAge: REFERRAL_COOKIE_DAYS * 24 * 60 * 60 });
      reply.header('Cache-Control', 'private, no-store');
    });
  },
  { name: 'referral-visits', dependencies: ['db'] },
);
