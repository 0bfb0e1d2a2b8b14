import { storefrontConfigSchema, healthSchema } from '../config.schema';
import { z } from 'zod';
import { remoteRegistrySchema, remoteReportSchema } from '../remotes.schema';
import type { StorefrontConfig } from '../config';
import { typed } from './endpoint';
import { defineEndpoints } from './endpoint.schema';

/**
 * The platform (spec §1, §7): the api's health, the storefront's runtime configuration (theme, flags, VAT,
 * captcha), the registry of remotes the shell loads and the browser's reports of how they loaded. The shell reads the last two once per page.
 * Said once here; the browser's `platformEndpoints` (./platform.ts) is generated from it.
 */
export const platformSchemas = defineEndpoints(
  { area: 'platform', declarations: 'platformEndpoints' },
  {
    getHealth: { method: 'GET', path: '/api/health', response: healthSchema },
    /** Declared with the later keys optional (`StorefrontConfig`), so fixtures written before them still type-check; the api answers them all. */
    getConfig: { method: 'GET', path: '/api/config', response: storefrontConfigSchema, declares: { response: typed<StorefrontConfig>() }, tags: ['Config'] },
    getRemoteRegistry: { method: 'GET', path: '/api/config/remotes', response: remoteRegistrySchema, tags: ['Remote'] },
    /** The browser's load and render outcomes per remote and version (sent with navigator.sendBeacon; issue 14, item 9). */
    reportRemotes: { method: 'POST', path: '/api/remotes/reports', body: remoteReportSchema, response: z.null(), status: 204 },
  },
);
