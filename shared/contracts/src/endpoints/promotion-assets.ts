import type { z } from 'zod';
import type { CategoryBanner, SeasonalAsset, seasonalAssetsQuerySchema } from '../promotion-assets';
import { typed, type Endpoints } from './endpoint';

/** The promotion page's banners per category and seasonal assets (spec §7 Content), read by guests. Tag `Banner`. */
export const promotionAssetEndpoints = {
  getCategoryBanner: { method: 'GET', path: '/api/category-banner/:category', response: typed<CategoryBanner>(), tags: ['Banner'] },
  listSeasonalAssets: { method: 'GET', path: '/api/assets', query: typed<z.input<typeof seasonalAssetsQuerySchema>>(), response: typed<SeasonalAsset[]>(), tags: ['Banner'] },
} as const satisfies Endpoints;
