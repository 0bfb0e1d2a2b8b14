import { z } from 'zod';
import { minPricesSchema, productKeyParamsSchema, productQuerySchema, productSchema, promotionSchema, tldCategoriesSchema } from '../catalogue-api';
import { sslCertificateSchema, sslKeyParamsSchema } from '../ssl.schema';
import { defineEndpoints } from './endpoint.schema';

/**
 * The catalogue (spec §2, §3): hosting, server and SSL products with their prices, the TLD counts per
 * category, the promotions running now, and the SSL certificates with their facts, prices per term and words
 * (in the x-locale language). Read by guests; the tags mark what a staff change makes stale.
 * Said once here; the browser's `catalogueEndpoints` (./catalogue.ts) is generated from it.
 */
export const catalogueSchemas = defineEndpoints(
  { area: 'catalogue', declarations: 'catalogueEndpoints' },
  {
    listProducts: { method: 'GET', path: '/api/products', query: productQuerySchema, response: z.array(productSchema), tags: ['Product'] },
    getMinPrices: { method: 'GET', path: '/api/products/min-price', response: minPricesSchema, tags: ['Product'] },
    getProduct: { method: 'GET', path: '/api/products/:key', params: productKeyParamsSchema, response: productSchema, tags: ['Product'] },
    getTldCategories: { method: 'GET', path: '/api/domains/tlds/categories', response: tldCategoriesSchema, tags: ['Tld'] },
    listSslCertificates: { method: 'GET', path: '/api/ssl-certificates', response: z.array(sslCertificateSchema), tags: ['Product'] },
    getSslCertificate: { method: 'GET', path: '/api/ssl-certificates/:key', params: sslKeyParamsSchema, response: sslCertificateSchema, tags: ['Product'] },
    listActivePromotions: { method: 'GET', path: '/api/promotions/active', response: z.array(promotionSchema), tags: ['Promotion'] },
  },
);
