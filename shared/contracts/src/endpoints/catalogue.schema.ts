import { z } from 'zod';
import { minPricesSchema, productKeyParamsSchema, productQuerySchema, productSchema, promotionSchema, tldCategoriesSchema } from '../catalogue-api';
import { sslCertificateSchema, sslKeyParamsSchema } from '../ssl.schema';
import { catalogueEndpoints } from './catalogue';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
  listProducts: { query: productQuerySchema, response: z.array(productSchema) },
  getMinPrices: { response: minPricesSchema },
  getProduct: { params: productKeyParamsSchema, response: productSchema },
  getTldCategories: { response: tldCategoriesSchema },
  listSslCertificates: { response: z.array(sslCertificateSchema) },
  getSslCertificate: { params: sslKeyParamsSchema, response: sslCertificateSchema },
  listActivePromotions: { response: z.array(promotionSchema) },
} as const;

export const catalogueSchemas: BoundEndpoints<typeof catalogueEndpoints, typeof schemas> = bindSchemas('catalogue', catalogueEndpoints, schemas);
