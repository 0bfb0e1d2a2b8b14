import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cloudServerSchemas as routes } from '@storefront/contracts';
import {
  addCloudServerToCart,
  addUpgradeToCart,
  babyCloudUsage,
  cloudServerOptions,
  cloudServerQuote,
  cloudServerResources,
  editCartItemOf,
  quoteUpgrade,
  restorePointsOf,
} from '../../cloud-servers/configurator';
import { cloudServerMetrics } from '../../cloud-servers/metrics';
import { localeOf } from '../../domains/tld-words';
import { requireUser } from '../../plugins/app/session';
import { cartShopperOf, ownerOf } from '../cart/owner';
import { routeOf } from '../route-of';

/** The cloud server configurator's calls (shared/contracts endpoints/cloud-servers.ts). */
export const cloudServerRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.getCloudServerOptions, {
      description: 'The configurator\'s options: data centres, the 10 packages (what each is made of, its price with SSD and HDD storage), the 15 operating systems (licence price, description in the x-locale language), storage types, add-ons with unit prices and limits, billing cycles with their discounts.',
    }),
    handler: async (request, reply) => {
      reply.header('Vary', 'x-locale');
      return cloudServerOptions(app, localeOf(request.headers['x-locale']));
    },
  });

  app.route({
    ...routeOf(routes.quoteCloudServer, {
      description: 'The price of a configuration in cents: its monthly lines by the §3 keys (cpu, ram, storage, additionalStorage, bandwidth, additionalIp, os), each billing cycle (a month on it, the saving against monthly, the bonus months of §9) and the timeline of the chosen cycle (today, first renewal, after the promotion). The server name is not needed here.',
    }),
    handler: async (request) => cloudServerQuote(app, request.body),
  });

  app.route({
    ...routeOf(routes.getBabyCloudUsage, { description: 'How many of the 10 baby cloud servers the customer uses: owned (not ended) and in the cart (a guest\'s by x-cart-sid).' }),
    handler: async (request) => {
      return babyCloudUsage(app, ownerOf(request));
    },
  });

  app.route({
    ...routeOf(routes.listRestorePoints, { security, description: 'The signed-in customer\'s own cloud server backups a new server can be restored from, newest first (available: the server\'s data still exists).' }),
    preHandler: requireUser,
    handler: async (request) => restorePointsOf(app, request.user!.id),
  });

  app.route({
    ...routeOf(routes.addCloudServerToCart, {
      description:
        'Adds a configured cloud server, priced here. Invalid configurations are 400 with the rule\'s message (unknown package or OS, a quantity out of range, a bad server name); a restore point not the customer\'s is RESTORE_POINT_NOT_FOUND, one whose server has ended BACKUP_UNAVAILABLE; past 10 baby cloud servers (owned and in the cart) BABY_CLOUD_LIMIT.',
    }),
    handler: async (request) => {
      return addCloudServerToCart(app, cartShopperOf(request), request.body);
    },
  });

  app.route({
    ...routeOf(routes.getCloudServerResources, { security, description: "One of my cloud servers now: its package, cpu, ram, disk and storage type, the GB its disk holds, and whether a paid change is still being applied. Another customer's: NOT_FOUND." }),
    preHandler: requireUser,
    handler: async (request) => {
      return cloudServerResources(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.getCloudServerMetrics, {
      security,
      description: "One of my cloud servers' use over the last 24 hours, an hour a sample (oldest first): the share of its vCPUs busy, the RAM in use of its RAM, the traffic in and out in MB; and the GB its disk holds. No samples while it is not running. Another customer's: NOT_FOUND.",
    }),
    preHandler: requireUser,
    handler: async (request) => cloudServerMetrics(app, request.user!.id, request.params.id),
  });

  app.route({
    ...routeOf(routes.quoteCloudServerUpgrade, {
      security,
      description:
        "The price of changing one of my running cloud servers (§3 update kinds: update = cpu, ram and storage; ssd = HDD to SSD) in cents: the renewal's difference for the days left of the term (rounded once, to the cent; 0 for a downgrade) and the renewal after it. 400 with the rule's words: nothing changed, SSD already, storage below what the disk holds, a server not running or past its term.",
    }),
    preHandler: requireUser,
    handler: async (request) => quoteUpgrade(app, request.user!.id, request.params.id, request.body),
  });

  app.route({
    ...routeOf(routes.addCloudServerUpgradeToCart, {
      security,
      description:
        "Adds the change of one of my cloud servers to my cart (type upgrade, one per server: asking again replaces it), priced here as POST /user/cloud-servers/{id}/upgrade/price. After payment the server's configuration and renewal change and the control panel resizes it; a server changed meanwhile refuses the payment (ORDER_INVALID).",
    }),
    preHandler: requireUser,
    handler: async (request) => {
      const { serviceId, ...change } = request.body;
      return addUpgradeToCart(app, request.user!.id, serviceId, change);
    },
  });

  app.route({
    ...routeOf(routes.editCartItem, {
      description: 'Edits a cart item from the basket with its new configuration (the body, checked by the item\'s kind), priced again here. A key not in the cart, or of another kind, is ITEMS_NOT_FOUND; a kind that cannot be edited so, BAD_REQUEST.',
    }),
    handler: async (request) => {
      return editCartItemOf(app, cartShopperOf(request), request.params.type, request.params.key, request.body);
    },
  });
};
