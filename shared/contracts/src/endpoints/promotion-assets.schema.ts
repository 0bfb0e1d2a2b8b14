import { z } from 'zod';
import { categoryBannerParamsSchema, categoryBannerSchema, seasonalAssetSchema, seasonalAssetsQuerySchema } from '../promotion-assets';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { promotionAssetEndpoints } from './promotion-assets';

const schemas = {
  getCategoryBanner: { params: categoryBannerParamsSchema, response: categoryBannerSchema },
  listSeasonalAssets: { query: seasonalAssetsQuerySchema, response: z.array(seasonalAssetSchema) },
} as const;

export const promotionAssetSchemas: BoundEndpoints<typeof promotionAssetEndpoints, typeof schemas> = bindSchemas('promotionAssets', promotionAssetEndpoints, schemas);
