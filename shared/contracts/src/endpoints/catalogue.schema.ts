import { z } from 'zod';
import { minPricesSchema, productKeyParamsSchema, productQuerySchema, productSchema, promotionSchema, tldCategoriesSchema } from '../catalogue-api';
import { catalogueEndpoints } from './catalogue';
import { bindSchemas } from './endpoint.schema';

export const catalogueSchemas = bindSchemas('catalogue', catalogueEndpoints, {
  listProducts: { query: productQuerySchema, response: z.array(productSchema) },
  getMinPrices: { response: minPricesSchema },
  getProduct: { params: productKeyParamsSchema, response: productSchema },
  getTldCategories: { response: tldCategoriesSchema },
  listActivePromotions: { response: z.array(promotionSchema) },
});
