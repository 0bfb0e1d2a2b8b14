import type { z } from 'zod';
import type { Cart } from '../cart';
import type { BabyCloudUsage, CloudRestorePoint, CloudServerOptions, CloudServerQuote, CloudServerResourcesView, CloudServerUpgradeQuote } from '../cloud-server';
import type { cloudServerConfigurationSchema, cloudServerQuoteBodySchema, cloudServerUpgradeBodySchema, cloudServerUpgradeItemSchema } from '../cloud-server.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * The cloud server configurator (spec §2 /cloud, §3, §7 Cart): the option catalogue (in the x-locale language),
 * the live price of a configuration, the baby cloud limit's use, the customer's restore points, adding a
 * configured server to the cart (PUT /cart/items/cloud-server) and editing a cart item from the basket
 * (PATCH /cart/items/{type}/{key}: the body is the item's configuration, checked by its kind); and changing a server
 * the customer owns (issue 16: its resources, the price of a change, the upgrade item in the cart).
 */
export const cloudServerEndpoints = {
  getCloudServerOptions: { method: 'GET', path: '/api/products/cloud-server/options', response: typed<CloudServerOptions>(), tags: ['Product'] },
  quoteCloudServer: { method: 'POST', path: '/api/products/cloud-server/price', kind: 'query', body: typed<z.input<typeof cloudServerQuoteBodySchema>>(), response: typed<CloudServerQuote>(), tags: ['Product'] },
  getBabyCloudUsage: { method: 'GET', path: '/api/cloud-servers/baby-usage', response: typed<BabyCloudUsage>(), tags: ['Cart', 'Service'] },
  listRestorePoints: { method: 'GET', path: '/api/user/cloud-servers/restore-points', response: typed<CloudRestorePoint[]>(), tags: ['Service'] },
  addCloudServerToCart: { method: 'PUT', path: '/api/cart/items/cloud-server', body: typed<z.input<typeof cloudServerConfigurationSchema>>(), response: typed<Cart>(), tags: ['Cart'] },
  editCartItem: { method: 'PATCH', path: '/api/cart/items/:type/:key', body: typed<Record<string, unknown>>(), response: typed<Cart>(), tags: ['Cart'] },
  getCloudServerResources: { method: 'GET', path: '/api/user/cloud-servers/:id/resources', response: typed<CloudServerResourcesView>(), tags: ['Service'] },
  quoteCloudServerUpgrade: { method: 'POST', path: '/api/user/cloud-servers/:id/upgrade/price', kind: 'query', body: typed<z.input<typeof cloudServerUpgradeBodySchema>>(), response: typed<CloudServerUpgradeQuote>(), tags: ['Service'] },
  addCloudServerUpgradeToCart: { method: 'PUT', path: '/api/cart/items/upgrade', body: typed<z.input<typeof cloudServerUpgradeItemSchema>>(), response: typed<Cart>(), tags: ['Cart'] },
} as const satisfies Endpoints;
