import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostingSchemas as routes } from '@storefront/contracts';
import { localeOf } from '../../domains/tld-words';
import { addHostingPlanChangeToCart, addHostingToCart, addSslToCart, hostingPlanChangeQuote, hostingQuote, wordpressExtrasOf } from '../../hosting/configurator';
import { connectableDomains, searchHostingDomains, wordpressFreeDomains } from '../../hosting/domain-offers';
import { requireUser } from '../../plugins/app/session';
import { cartShopperOf, shopperOf } from '../cart/owner';
import { routeOf } from '../route-of';

/** What the shared hosting demo's control panel shows (GET /products/shared-hosting/demo), in English and Khmer. */
const DEMO_FEATURES = {
  en: ['File manager and one-click WordPress', 'Email accounts, forwarders and webmail', 'MySQL databases with phpMyAdmin', 'Free SSL for every domain', 'Daily backups you can restore yourself'],
  km: ['កម្មវិធីគ្រប់⁠គ្រងឯកសារ និង WordPress ដោយចុចម្ដង', 'គណនីអ៊ីមែល ការបញ្ជូនបន្ត និង webmail', 'មូលដ្ឋានទិន្នន័យ MySQL ជាមួយ phpMyAdmin', 'SSL ឥតគិតថ្លៃសម្រាប់គ្រប់ដែន', 'ការបម្រុង⁠ទុកប្រចាំថ្ងៃ ដែលអ្នកអាចស្ដារវិញដោយខ្លួនឯង'],
} as const;

/** The control panel's public demo a shared hosting visitor can try (SHARED_HOSTING_DEMO_URL replaces it). */
const DEMO_URL = process.env.SHARED_HOSTING_DEMO_URL?.trim() || 'https://cpanel.net/demo/';

/** The hosting configurators' calls (shared/contracts endpoints/hosting.ts). */
export const hostingRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.quoteHosting, {
      description:
        'The price of a shared, cloud or WordPress hosting configuration in cents: the plan and its add-ons (file storage, database storage, IPs) by the month, a WordPress theme and plugins that cost, for the term; the connected domain\'s first year (free with an annual plan that includes one); the bonus month; the renewal. A domain connection given is checked as at the cart (`editing`: the cart item being edited, whose own domain is no conflict).',
    }),
    handler: async (request) => hostingQuote(app, shopperOf(request), request.params.type, request.body),
  });

  app.route({
    ...routeOf(routes.getSharedHostingDemo, { description: 'The shared hosting control panel\'s public demo, and what it does (x-locale).' }),
    handler: async (request, reply) => {
      reply.header('Vary', 'x-locale');
      return { url: DEMO_URL, panel: 'cPanel', features: [...DEMO_FEATURES[localeOf(request.headers['x-locale'])]] };
    },
  });

  app.route({
    ...routeOf(routes.listWordpressThemes, { description: 'The WordPress themes (free and premium, monthly price in cents), by category and search words; descriptions in the x-locale language.' }),
    handler: async (request) => wordpressExtrasOf(app, 'theme', localeOf(request.headers['x-locale']), request.body),
  });

  app.route({
    ...routeOf(routes.listWordpressPlugins, { description: 'The WordPress plugins (free and paid, monthly price in cents), by category and search words; descriptions in the x-locale language.' }),
    handler: async (request) => wordpressExtrasOf(app, 'plugin', localeOf(request.headers['x-locale']), request.body),
  });

  app.route({
    ...routeOf(routes.listConnectableDomains, { security, description: 'The signed-in customer\'s own domains a hosting plan can connect, each marked when a plan already uses it (one domain per plan).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return connectableDomains(app, request.user!.id, { userId: request.user!.id });
    },
  });

  app.route({
    ...routeOf(routes.searchHostingDomains, { description: 'Names to buy with a hosting plan: the keyword in the TLDs offered, available or not, priced for the first year, marked free with an annual plan of the type where that applies.' }),
    handler: async (request) => searchHostingDomains(app, request.query.keyword, request.query.type),
  });

  app.route({
    ...routeOf(routes.getWordpressFreeDomain, { description: 'Names for a WordPress website that are free for their first year with an annual plan, available ones first.' }),
    handler: async (request) => wordpressFreeDomains(app, request.query.name),
  });

  app.route({
    ...routeOf(routes.addHostingToCart, {
      description:
        'Adds a configured shared, cloud or WordPress hosting plan, priced here. 400 with the rule\'s message: an unknown package, theme or plugin, an add-on quantity out of range, a bad website name, a missing domain (\'Please complete domain config\'), a third-party domain starting with www., a bad subdomain, a name not held (\'Domain {name} is not existed anymore\'), a name another plan uses (\'Already connected to another hosting\').',
    }),
    handler: async (request) => {
      return addHostingToCart(app, cartShopperOf(request), request.params.type, request.body);
    },
  });

  app.route({
    ...routeOf(routes.addSslToCart, {
      description:
        'Adds an SSL certificate for the names it covers, priced here as PUT /cart/items with an ssl item: one line per product and name (adding it again changes that line). An unknown product is NOT_FOUND (404); 400 with the rule\'s message: more names than a single-domain or wildcard certificate takes, more than a multi-domain one includes, a name listed twice, a wildcard name given with *., a free domain.',
    }),
    handler: async (request) => {
      return addSslToCart(app, cartShopperOf(request), request.body);
    },
  });

  app.route({
    ...routeOf(routes.quoteHostingPlanChange, {
      security,
      description:
        "The price of moving one of my active hosting accounts to another plan of its kind, in cents: the plans' monthly prices for the account's term, their difference for the days left of the term (rounded once; 0 for a downgrade), and the renewal after it. Another customer's account: NOT_FOUND; 400 with the rule's words: another kind's plan, the plan it is on, an account not active, a term over, a change still being made.",
    }),
    preHandler: requireUser,
    handler: async (request) => hostingPlanChangeQuote(app, request.user!.id, request.params.id, request.body.package),
  });

  app.route({
    ...routeOf(routes.addHostingPlanChangeToCart, {
      security,
      description:
        "Adds the change of plan of one of my hosting accounts to my cart (type upgrade, one per account: asking again replaces it), priced here as POST /user/hosting/{id}/plan/price. After payment the account's plan and renewal change and the control panel moves it to the plan's package; an account moved meanwhile refuses the payment (ORDER_INVALID).",
    }),
    preHandler: requireUser,
    handler: async (request) => addHostingPlanChangeToCart(app, request.user!.id, request.body.serviceId, request.body.package),
  });
};
