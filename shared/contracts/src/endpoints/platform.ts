import type { z } from 'zod';
import type { StorefrontConfig } from '../config';
import type { healthSchema } from '../config.schema';
import type { RemoteConfig } from '../remotes.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * The platform (spec §1, §7): the api's health, the storefront's runtime configuration (theme, flags, VAT,
 * captcha) and the registry of remotes the shell loads. The shell reads the last two once per page.
 */
export const platformEndpoints = {
  getHealth: { method: 'GET', path: '/api/health', response: typed<z.infer<typeof healthSchema>>() },
  getConfig: { method: 'GET', path: '/api/config', response: typed<StorefrontConfig>(), tags: ['Config'] },
  getRemoteRegistry: { method: 'GET', path: '/api/config/remotes', response: typed<RemoteConfig[]>(), tags: ['Remote'] },
} as const satisfies Endpoints;
