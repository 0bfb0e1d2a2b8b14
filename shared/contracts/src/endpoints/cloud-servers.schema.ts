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
import { cloudServerEndpoints } from './cloud-servers';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
  getCloudServerOptions: { response: cloudServerOptionsSchema },
  quoteCloudServer: { body: cloudServerQuoteBodySchema, response: cloudServerQuoteSchema },
  getBabyCloudUsage: { response: babyCloudUsageSchema },
  listRestorePoints: { response: z.array(cloudRestorePointSchema) },
  addCloudServerToCart: { body: cloudServerConfigurationSchema, response: cartSchema },
  /** The body is checked by the item's kind (its own schema) in the handler. */
  editCartItem: { params: cloudServerEditParamsSchema, body: z.record(z.string(), z.unknown()), response: cartSchema },
  getCloudServerResources: { params: cloudServerIdParamsSchema, response: cloudServerResourcesViewSchema },
  quoteCloudServerUpgrade: { params: cloudServerIdParamsSchema, body: cloudServerUpgradeBodySchema, response: cloudServerUpgradeQuoteSchema },
  addCloudServerUpgradeToCart: { body: cloudServerUpgradeItemSchema, response: cartSchema },
} as const;

export const cloudServerSchemas: BoundEndpoints<typeof cloudServerEndpoints, typeof schemas> = bindSchemas('cloudServers', cloudServerEndpoints, schemas);
