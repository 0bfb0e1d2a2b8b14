import { z } from 'zod';
import { cartSchema } from '../cart';
import {
  babyCloudUsageSchema,
  cloudRestorePointSchema,
  cloudServerConfigurationSchema,
  cloudServerEditParamsSchema,
  cloudServerIdParamsSchema,
  cloudServerOptionsSchema,
  cloudServerQuoteBodySchema,
  cloudServerQuoteSchema,
  cloudServerResourcesViewSchema,
  cloudServerUpgradeBodySchema,
  cloudServerUpgradeItemSchema,
  cloudServerUpgradeQuoteSchema,
} from '../cloud-server.schema';
import { defineEndpoints } from './endpoint.schema';

/** One hour of a cloud server's use, as its hypervisor averages it: the share of its vCPUs busy, the RAM in use, the traffic in and out. */
export const cloudServerMetricsSampleSchema = z.object({
  at: z.iso.datetime(),
  cpuPercent: z.number().min(0).max(100),
  ramUsedMb: z.number().int().nonnegative(),
  netInMb: z.number().nonnegative(),
  netOutMb: z.number().nonnegative(),
});

/** A server's use over the last 24 hours, an hour a sample, oldest first: none while it is not running (building, stopped, suspended). */
export const cloudServerMetricsSchema = z.object({
  serviceId: z.uuid(),
  running: z.boolean(),
  ramMb: z.number().int().nonnegative(),
  storageGb: z.number().int().nonnegative(),
  storageUsedGb: z.number().nonnegative(),
  samples: z.array(cloudServerMetricsSampleSchema),
});
export type CloudServerMetrics = z.infer<typeof cloudServerMetricsSchema>;

/**
 * The cloud server configurator (spec §2 /cloud, §3, §7 Cart): the option catalogue (in the x-locale language),
 * the live price of a configuration, the baby cloud limit's use, the customer's restore points, adding a
 * configured server to the cart (PUT /cart/items/cloud-server) and editing a cart item from the basket
 * (PATCH /cart/items/{type}/{key}: the body is the item's configuration, checked by its kind); and changing a server
 * the customer owns (issue 16: its resources, the price of a change, the upgrade item in the cart).
 * Said once here; the browser's `cloudServerEndpoints` (./cloud-servers.ts) is generated from it.
 */
export const cloudServerSchemas = defineEndpoints(
  { area: 'cloudServers', declarations: 'cloudServerEndpoints' },
  {
    getCloudServerOptions: { method: 'GET', path: '/api/products/cloud-server/options', response: cloudServerOptionsSchema, tags: ['Product'] },
    quoteCloudServer: { method: 'POST', path: '/api/products/cloud-server/price', kind: 'query', body: cloudServerQuoteBodySchema, response: cloudServerQuoteSchema, tags: ['Product'] },
    getBabyCloudUsage: { method: 'GET', path: '/api/cloud-servers/baby-usage', response: babyCloudUsageSchema, tags: ['Cart', 'Service'] },
    listRestorePoints: { method: 'GET', path: '/api/user/cloud-servers/restore-points', response: z.array(cloudRestorePointSchema), tags: ['Service'] },
    addCloudServerToCart: { method: 'PUT', path: '/api/cart/items/cloud-server', body: cloudServerConfigurationSchema, response: cartSchema, tags: ['Cart'] },
    /** The body is checked by the item's kind (its own schema) in the handler. */
    editCartItem: { method: 'PATCH', path: '/api/cart/items/:type/:key', params: cloudServerEditParamsSchema, body: z.record(z.string(), z.unknown()), response: cartSchema, tags: ['Cart'] },
    getCloudServerResources: { method: 'GET', path: '/api/user/cloud-servers/:id/resources', params: cloudServerIdParamsSchema, response: cloudServerResourcesViewSchema, tags: ['Service'] },
    getCloudServerMetrics: { method: 'GET', path: '/api/user/cloud-servers/:id/metrics', params: cloudServerIdParamsSchema, response: cloudServerMetricsSchema, tags: ['Service'] },
    quoteCloudServerUpgrade: {
      method: 'POST',
      path: '/api/user/cloud-servers/:id/upgrade/price',
      kind: 'query',
      params: cloudServerIdParamsSchema,
      body: cloudServerUpgradeBodySchema,
      response: cloudServerUpgradeQuoteSchema,
      tags: ['Service'],
    },
    addCloudServerUpgradeToCart: { method: 'PUT', path: '/api/cart/items/upgrade', body: cloudServerUpgradeItemSchema, response: cartSchema, tags: ['Cart'] },
  },
);
