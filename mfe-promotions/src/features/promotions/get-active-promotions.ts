import { platformApi } from '@storefront/platform/query';
import type { Promotion } from '@storefront/contracts';

/** GET /api/promotions/active */
export const promotionsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getActivePromotions: build.query<Promotion[], void>({
      query: () => ({ url: '/promotions/active' }),
      providesTags: ['Promotion'],
    }),
  }),
});

export const { useGetActivePromotionsQuery } = promotionsApi;
