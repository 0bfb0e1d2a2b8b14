import { z } from 'zod';
import { platformApi } from '@storefront/platform';
import { promotionSchema, type Promotion } from '@storefront/contracts';

const promotionListSchema = z.array(promotionSchema);

/** GET /api/promotions/active */
export const promotionsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getActivePromotions: build.query<Promotion[], void>({
      query: () => ({ url: '/promotions/active' }),
      transformResponse: (response: unknown) => promotionListSchema.parse(response),
      providesTags: ['Promotion'],
    }),
  }),
});

export const { useGetActivePromotionsQuery } = promotionsApi;
