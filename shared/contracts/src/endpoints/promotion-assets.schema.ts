import { z } from 'zod';
import { categoryBannerParamsSchema, categoryBannerSchema, seasonalAssetSchema, seasonalAssetsQuerySchema } from '../promotion-assets';
import { defineEndpoints } from './endpoint.schema';

/**
 * The promotion page's banners per category and seasonal assets (spec §7 Content), read by guests. Tag `Banner`.
 * Said once here; the browser's `promotionAssetEndpoints` (./promotion-assets.ts) is generated from it.
 */
export const promotionAssetSchemas = defineEndpoints(
  { area: 'promotionAssets', declarations: 'promotionAssetEndpoints' },
  {
    getCategoryBanner: { method: 'GET', path: '/api/category-banner/:category', params: categoryBannerParamsSchema, response: categoryBannerSchema, tags: ['Banner'] },
    listSeasonalAssets: { method: 'GET', path: '/api/assets', query: seasonalAssetsQuerySchema, response: z.array(seasonalAssetSchema), tags: ['Banner'] },
  },
);
