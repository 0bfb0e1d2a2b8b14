import { promotionAssetEndpoints } from '@storefront/contracts';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The promotion page's banners and seasonal assets (shared/contracts), read on the server too (the page is public). */
export const promotionAssetsApi = injectEndpointsOf(promotionAssetEndpoints);

export const { useGetCategoryBannerQuery, useListSeasonalAssetsQuery } = promotionAssetsApi;
