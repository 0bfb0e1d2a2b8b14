import { platformApi } from '@storefront/platform/query';
import type { Product, ProductType } from '@storefront/contracts';

/** GET /api/products?type= */
export const productsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], ProductType>({
      query: (type) => ({ url: '/products', params: { type } }),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
