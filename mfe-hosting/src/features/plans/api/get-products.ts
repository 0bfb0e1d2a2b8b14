import { platformApi } from '@storefront/platform/query';
import type { Product } from '@storefront/contracts';

export type PlanType = 'shared-hosting' | 'cloud-hosting' | 'wordpress-hosting' | 'cloud-server' | 'ssl';

/** GET /api/products?type= */
export const productsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], PlanType>({
      query: (type) => ({ url: '/products', params: { type } }),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
