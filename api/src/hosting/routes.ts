import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostingSchemas as routes, HOSTING_MESSAGES } from '@storefront/contracts';
import { addItems } from '../cart/cart.repository';
import { priceHostingConfiguration, priceHostingItem } from '../cart/hosting-pricing';
import { priceItems } from '../cart/pricing';
import { localeOf } from '../domains/tld-words';
import { invalidField } from '../errors';
import { requireUser } from '../plugins/app/session';
import { pricingContext, requireOwner, withVoucher } from '../routes/cart';
import { routeOf } from '../routes/route-of';
import { connectableDomains, searchHostingDomains, wordpressFreeDomains } from './domain-offers';
import { listWordpressExtras } from './hosting.repository';

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
  const deps = { db: app.db, registry: app.registry, clock: app.clock, tldCatalogue: app.tldCatalogue };

  app.route({
    ...routeOf(routes.quoteHosting, {
      description:
        'The price of a shared, cloud or WordPress hosting configuration in cents: the plan and its add-ons (file storage, database storage, IPs) by the month, a WordPress theme and plugins that cost, for the term; the connected domain\'s first year (free with an annual plan that includes one); the bonus month; the renewal. A domain connection given is checked as at the cart (`editing`: the cart item being edited, whose own domain is no conflict).',
    }),
    handler: async (request) => (await priceHostingConfiguration(pricingContext(app, request), request.params.type, request.body, { exceptKey: request.body.editing })).quote,
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
    handler: async (request) => listWordpressExtras(app.db, 'theme', localeOf(request.headers['x-locale']), request.body),
  });

  app.route({
    ...routeOf(routes.listWordpressPlugins, { description: 'The WordPress plugins (free and paid, monthly price in cents), by category and search words; descriptions in the x-locale language.' }),
    handler: async (request) => listWordpressExtras(app.db, 'plugin', localeOf(request.headers['x-locale']), request.body),
  });

  app.route({
    ...routeOf(routes.listConnectableDomains, { security, description: 'The signed-in customer\'s own domains a hosting plan can connect, each marked when a plan already uses it (one domain per plan).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return connectableDomains(deps, request.user!.id, { userId: request.user!.id });
    },
  });

  app.route({
    ...routeOf(routes.searchHostingDomains, { description: 'Names to buy with a hosting plan: the keyword in the TLDs offered, available or not, priced for the first year, marked free with an annual plan of the type where that applies.' }),
    handler: async (request) => searchHostingDomains(deps, request.query.keyword, request.query.type),
  });

  app.route({
    ...routeOf(routes.getWordpressFreeDomain, { description: 'Names for a WordPress website that are free for their first year with an annual plan, available ones first.' }),
    handler: async (request) => wordpressFreeDomains(deps, request.query.name),
  });

  app.route({
    ...routeOf(routes.addHostingToCart, {
      description:
        'Adds a configured shared, cloud or WordPress hosting plan, priced here. 400 with the rule\'s message: an unknown package, theme or plugin, an add-on quantity out of range, a bad website name, a missing domain (\'Please complete domain config\'), a third-party domain starting with www., a bad subdomain, a name not held (\'Domain {name} is not existed anymore\'), a name another plan uses (\'Already connected to another hosting\').',
    }),
    handler: async (request) => {
      const owner = requireOwner(request);
      if (!request.body.domain) throw invalidField('domain', HOSTING_MESSAGES.completeDomainConfig);
      const priced = await priceHostingItem(pricingContext(app, request), { ...request.body, type: request.params.type });
      return withVoucher(app, owner, await addItems(app.db, owner, [priced]));
    },
  });

  app.route({
    ...routeOf(routes.addSslToCart, {
      description:
        'Adds an SSL certificate for the names it covers, priced here as PUT /cart/items with an ssl item: one line per product and name (adding it again changes that line). An unknown product is NOT_FOUND (404); 400 with the rule\'s message: more names than a single-domain or wildcard certificate takes, more than a multi-domain one includes, a name listed twice, a wildcard name given with *., a free domain.',
    }),
    handler: async (request) => {
      const owner = requireOwner(request);
      const priced = await priceItems(pricingContext(app, request), [{ ...request.body, type: 'ssl' }]);
      return withVoucher(app, owner, await addItems(app.db, owner, priced));
    },
  });
};
