import type { z } from 'zod';
import type { MinPrices, Product, productQuerySchema, Promotion, TldCategories } from '../catalogue-api';
import type { SslCertificate } from '../ssl.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * The catalogue (spec §2, §3): hosting, server and SSL products with their prices, the TLD counts per
 * category, the promotions running now, and the SSL certificates with their facts, prices per term and words
 * (in the x-locale language). Read by guests; the tags mark what a staff change makes stale.
 */
export const catalogueEndpoints = {
  listProducts: { method: 'GET', path: '/api/products', query: typed<z.input<typeof productQuerySchema>>(), response: typed<Product[]>(), tags: ['Product'] },
  getMinPrices: { method: 'GET', path: '/api/products/min-price', response: typed<MinPrices>(), tags: ['Product'] },
  getProduct: { method: 'GET', path: '/api/products/:key', response: typed<Product>(), tags: ['Product'] },
  getTldCategories: { method: 'GET', path: '/api/domains/tlds/categories', response: typed<TldCategories>(), tags: ['Tld'] },
  listSslCertificates: { method: 'GET', path: '/api/ssl-certificates', response: typed<SslCertificate[]>(), tags: ['Product'] },
  getSslCertificate: { method: 'GET', path: '/api/ssl-certificates/:key', response: typed<SslCertificate>(), tags: ['Product'] },
  listActivePromotions: { method: 'GET', path: '/api/promotions/active', response: typed<Promotion[]>(), tags: ['Promotion'] },
} as const satisfies Endpoints;
