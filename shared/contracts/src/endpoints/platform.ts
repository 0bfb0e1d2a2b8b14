import type { z } from 'zod';
import type { StorefrontConfig } from '../config';
import type { healthSchema } from '../config.schema';
import type { RemoteConfig, RemoteReport } from '../remotes.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * The platform (spec §1, §7): the api's health, the storefront's runtime configuration (theme, flags, VAT,
 * captcha), the registry of remotes the shell loads and the browser's reports of how they loaded. The shell reads the last two once per page.
 */
export const platformEndpoints = {
  getHealth: { method: 'GET', path: '/api/health', response: typed<z.infer<typeof healthSchema>>() },
  getConfig: { method: 'GET', path: '/api/config', response: typed<StorefrontConfig>(), tags: ['Config'] },
  getRemoteRegistry: { method: 'GET', path: '/api/config/remotes', response: typed<RemoteConfig[]>(), tags: ['Remote'] },
  /** The browser's load and render outcomes per remote and version (sent with navigator.sendBeacon; issue 14, item 9). */
  reportRemotes: { method: 'POST', path: '/api/remotes/reports', body: typed<RemoteReport>(), response: typed<null>() },
} as const satisfies Endpoints;
