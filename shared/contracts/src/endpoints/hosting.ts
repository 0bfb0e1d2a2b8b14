import type { z } from 'zod';
import type { Cart, SslCartItemBody } from '../cart';
import type { ConnectableDomain, HostingDemo, HostingDomainOffer, HostingQuote, WordpressExtra } from '../hosting-config';
import type { hostingConfigurationSchema, hostingDomainSearchQuerySchema, hostingQuoteBodySchema, wordpressExtrasQuerySchema, wordpressFreeDomainQuerySchema } from '../hosting-config.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * The hosting configurators (spec §2 hosting pages and the WordPress config page, §3 hosting item fields, §7
 * Products, Cart and Domains): the live price of a configuration, the shared hosting demo, the WordPress themes
 * and plugins, the names a plan can connect or buy, adding a configured plan to the cart, and adding an SSL certificate
 * for the names it covers (PUT /cart/items/ssl).
 */
export const hostingEndpoints = {
  quoteHosting: { method: 'POST', path: '/api/products/:type/price', kind: 'query', body: typed<z.input<typeof hostingQuoteBodySchema>>(), response: typed<HostingQuote>(), tags: ['Product'] },
  getSharedHostingDemo: { method: 'GET', path: '/api/products/shared-hosting/demo', response: typed<HostingDemo>(), tags: ['Product'] },
  listWordpressThemes: { method: 'POST', path: '/api/products/wordpress-hosting/themes', kind: 'query', body: typed<z.input<typeof wordpressExtrasQuerySchema>>(), response: typed<WordpressExtra[]>(), tags: ['Product'] },
  listWordpressPlugins: { method: 'POST', path: '/api/products/wordpress-hosting/plugins', kind: 'query', body: typed<z.input<typeof wordpressExtrasQuerySchema>>(), response: typed<WordpressExtra[]>(), tags: ['Product'] },
  listConnectableDomains: { method: 'GET', path: '/api/domains/search/connecting', response: typed<ConnectableDomain[]>(), tags: ['OwnedDomain', 'Cart'] },
  searchHostingDomains: { method: 'GET', path: '/api/domains/search/cloud-hosting', query: typed<z.input<typeof hostingDomainSearchQuerySchema>>(), response: typed<HostingDomainOffer[]>() },
  getWordpressFreeDomain: { method: 'GET', path: '/api/domains/wordpress-free-domain', query: typed<z.input<typeof wordpressFreeDomainQuerySchema>>(), response: typed<HostingDomainOffer[]>() },
  addHostingToCart: { method: 'PUT', path: '/api/cart/items/:type', body: typed<z.input<typeof hostingConfigurationSchema>>(), response: typed<Cart>(), tags: ['Cart'] },
  addSslToCart: { method: 'PUT', path: '/api/cart/items/ssl', body: typed<SslCartItemBody>(), response: typed<Cart>(), tags: ['Cart'] },
} as const satisfies Endpoints;
