import { z } from 'zod';
import { platformApi } from '@storefront/platform';
import { productSchema, type Product } from '@storefront/contracts';

export type PlanType = 'shared-hosting' | 'cloud-hosting' | 'wordpress-hosting' | 'cloud-server' | 'ssl';

const productListSchema = z.array(productSchema);

/** GET /api/products?type= */
export const productsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], PlanType>({
      query: (type) => ({ url: '/products', params: { type } }),
      transformResponse: (response: unknown) => productListSchema.parse(response),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
