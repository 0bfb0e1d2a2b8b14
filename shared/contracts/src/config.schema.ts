import { z } from 'zod';
import { SEASONAL_THEMES } from './catalogue';
import { SENTRY_DSN_PATTERN, TAG_MANAGER_ID_PATTERN } from './config';
import { MAINTENANCE_PRODUCT_KEYS, type MaintenanceProduct } from './maintenance';

/** GET /api/config, as the api validates it. */
export const storefrontConfigSchema = z.object({
  theme: z.enum(SEASONAL_THEMES),
  /** Spec §1/§2: product pages and programmes are switched on or off by configuration. */
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
  /**
   * The captcha the shell loads (spec §7 third-party loading), or null when none is configured (off).
   * Version 2 shows the "I'm not a robot" checkbox; version 3 is invisible and scored per action, its badge
   * hidden when `hideBadge` (the forms then show the notice text Google requires).
   */
  captcha: z
    .object({
      siteKey: z.string(),
      version: z.union([z.literal(2), z.literal(3)]),
      hideBadge: z.boolean(),
      /** Google's script (https://www.google.com/recaptcha/api.js?…) or the sandbox's (/sandbox-captcha/api.js). */
      scriptUrl: z.string(),
    })
    .nullable(),
  /** The tag manager's container id (spec §7 third-party loading: GTM-XXXXXXX), or null when none is configured (off). */
  tagManagerId: z.string().regex(TAG_MANAGER_ID_PATTERN).nullable(),
  /** Error reporting (what the shell's Sentry SDK needs), or null when no DSN is configured (off: no SDK is loaded). */
  monitoring: z
    .object({
      dsn: z.string().regex(SENTRY_DSN_PATTERN),
      environment: z.string(),
      /** The storefront's release (the shell's build), so events group by what was deployed. */
      release: z.string(),
    })
    .nullable(),
  /**
   * The storefront's public address (PUBLIC_URL, no trailing slash): canonical and alternate links and
   * structured data name pages by it.
   */
  siteUrl: z.string().url(),
  /**
   * The products under a maintenance window now (staff console, issue 18): their pages show the under-maintenance
   * page, on the server and in the browser alike.
   */
  maintenanceProducts: z.array(z.enum(MAINTENANCE_PRODUCT_KEYS as [MaintenanceProduct, ...MaintenanceProduct[]])),
});

/** GET /api/health: the api and its database answer. */
export const healthSchema = z.object({ status: z.literal('ok') });
