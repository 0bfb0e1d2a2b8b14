import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promotionAssetSchemas as routes } from '@storefront/contracts';
import { settingsOf } from '../../flags';
import { categoryBannerOf, seasonalAssetsOf } from '../../promotions/assets/promotion-assets';
import { routeOf } from '../route-of';

/** The promotion page's category banners and seasonal assets (issue 17 item 7), public. */
export const promotionAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getCategoryBanner, { description: 'The category\'s banner for the seasonal theme running (runtime setting theme), else its default one.' }),
    handler: async (request, reply) => {
      const { theme } = await settingsOf(app).read();
      reply.header('Cache-Control', 'public, max-age=30');
      return categoryBannerOf(app, request.params.category, theme);
    },
  });

  app.route({
    ...routeOf(routes.listSeasonalAssets, { description: 'The seasonal assets of a theme, by category (hero, divider, badge).' }),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return seasonalAssetsOf(app, request.query.categories, request.query.theme);
    },
  });
};
