import { z } from 'zod';
import { cartSchema, sslCartItemBodySchema } from '../cart';
import {
  connectableDomainSchema,
  hostingConfigurationSchema,
  hostingDemoSchema,
  hostingDomainOfferSchema,
  hostingDomainSearchQuerySchema,
  hostingPlanChangeBodySchema,
  hostingPlanChangeItemSchema,
  hostingPlanChangeQuoteSchema,
  hostingQuoteBodySchema,
  hostingQuoteSchema,
  hostingServiceParamsSchema,
  hostingTypeParamsSchema,
  wordpressExtraSchema,
  wordpressExtrasQuerySchema,
  wordpressFreeDomainQuerySchema,
} from '../hosting-config.schema';
import { defineEndpoints } from './endpoint.schema';

/**
 * The hosting configurators (spec §2 hosting pages and the WordPress config page, §3 hosting item fields, §7
 * Products, Cart and Domains): the live price of a configuration, the shared hosting demo, the WordPress themes
 * and plugins, the names a plan can connect or buy, adding a configured plan to the cart, adding an SSL certificate
 * for the names it covers (PUT /cart/items/ssl), and moving one of my hosting accounts to another plan of its kind
 * (the price of it, the change in the cart; after payment the panel's package changes).
 * Said once here; the browser's `hostingEndpoints` (./hosting.ts) is generated from it.
 */
export const hostingSchemas = defineEndpoints(
  { area: 'hosting', declarations: 'hostingEndpoints' },
  {
    quoteHosting: { method: 'POST', path: '/api/products/:type/price', params: hostingTypeParamsSchema, kind: 'query', body: hostingQuoteBodySchema, response: hostingQuoteSchema, tags: ['Product'] },
    getSharedHostingDemo: { method: 'GET', path: '/api/products/shared-hosting/demo', response: hostingDemoSchema, tags: ['Product'] },
    listWordpressThemes: { method: 'POST', path: '/api/products/wordpress-hosting/themes', kind: 'query', body: wordpressExtrasQuerySchema, response: z.array(wordpressExtraSchema), tags: ['Product'] },
    listWordpressPlugins: { method: 'POST', path: '/api/products/wordpress-hosting/plugins', kind: 'query', body: wordpressExtrasQuerySchema, response: z.array(wordpressExtraSchema), tags: ['Product'] },
    listConnectableDomains: { method: 'GET', path: '/api/domains/search/connecting', response: z.array(connectableDomainSchema), tags: ['OwnedDomain', 'Cart'] },
    searchHostingDomains: { method: 'GET', path: '/api/domains/search/cloud-hosting', query: hostingDomainSearchQuerySchema, response: z.array(hostingDomainOfferSchema) },
    getWordpressFreeDomain: { method: 'GET', path: '/api/domains/wordpress-free-domain', query: wordpressFreeDomainQuerySchema, response: z.array(hostingDomainOfferSchema) },
    addHostingToCart: { method: 'PUT', path: '/api/cart/items/:type', params: hostingTypeParamsSchema, body: hostingConfigurationSchema, response: cartSchema, tags: ['Cart'] },
    addSslToCart: { method: 'PUT', path: '/api/cart/items/ssl', body: sslCartItemBodySchema, response: cartSchema, tags: ['Cart'] },
    quoteHostingPlanChange: {
      method: 'POST',
      path: '/api/user/hosting/:id/plan/price',
      kind: 'query',
      params: hostingServiceParamsSchema,
      body: hostingPlanChangeBodySchema,
      response: hostingPlanChangeQuoteSchema,
      tags: ['Service'],
    },
    addHostingPlanChangeToCart: { method: 'PUT', path: '/api/cart/items/hosting-plan', body: hostingPlanChangeItemSchema, response: cartSchema, tags: ['Cart'] },
  },
);
