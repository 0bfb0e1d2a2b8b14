import { z } from 'zod';
import { SEASONAL_THEMES } from './catalogue';
import { SENTRY_DSN_PATTERN, TAG_MANAGER_ID_PATTERN } from './config';
import { MAINTENANCE_PRODUCT_KEYS, type MaintenanceProduct } from './maintenance';

/** GET /api/config, as the api validates it. */
export const storefrontConfigSchema = z.object({
  theme: z.enum(SEASONAL_THEMES),
  flags: z.object({
    cloud: z.boolean(),
    cloudHosting: z.boolean(),
    sharedHosting: z.boolean(),
    wordpressHosting: z.boolean(),
    fortuneWheel: z.boolean(),
    trial: z.boolean(),
    affiliate: z.boolean(),
    loyalty: z.boolean(),
  }),
  vatRateBasisPoints: z.number().int(),
  currency: z.literal('USD'),
  timezone: z.string(),
  captcha: z
    .object({ siteKey: z.string(), version: z.union([z.literal(2), z.literal(3)]), hideBadge: z.boolean(), scriptUrl: z.string() })
    .nullable(),
  tagManagerId: z.string().regex(TAG_MANAGER_ID_PATTERN).nullable(),
  monitoring: z.object({ dsn: z.string().regex(SENTRY_DSN_PATTERN), environment: z.string(), release: z.string() }).nullable(),
  siteUrl: z.string().url(),
  maintenanceProducts: z.array(z.enum(MAINTENANCE_PRODUCT_KEYS as [MaintenanceProduct, ...MaintenanceProduct[]])),
});

/** GET /api/health: the api and its database answer. */
export const healthSchema = z.object({ status: z.literal('ok') });
