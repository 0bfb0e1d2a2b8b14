import { z } from 'zod';

/** The five remotes: the federation name, its short name (CLI, registry paths) and the routes it owns by default. */
export const REMOTES = {
  mfe_domains: { short: 'domains', routes: ['/domain', '/whois'] },
  mfe_hosting: {
    short: 'hosting',
    routes: ['/hosting', '/cloud', '/ssl', '/aws-partner', '/sms'],
  },
  mfe_checkout: {
    short: 'checkout',
    routes: ['/checkout-basket', '/online-payment', '/top-up', '/payment'],
  },
  mfe_account: { short: 'account', routes: ['/notification', '/account'] },
  mfe_promotions: {
    short: 'promotions',
    routes: ['/promotion', '/fortune-wheel', '/loyalty-program', '/affiliate-program'],
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type RemoteShortName = (typeof REMOTES)[RemoteName]['short'];
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const DISABLED_MODES = ['maintenance', 'construction'] as const;
export type DisabledMode = (typeof DISABLED_MODES)[number];

/** One entry of GET /api/config/remotes. */
export const remoteConfigSchema = z.object({
  name: z.string(),
  manifest: z.string(),
  version: z.string(),
  enabled: z.boolean(),
  routes: z.array(z.string()),
  disabledMode: z.enum(DISABLED_MODES),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;
export const remoteRegistrySchema = z.array(remoteConfigSchema);

/** The staff change of PATCH /api/admin/remotes/{name}. */
export const remoteUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    version: z
      .string()
      .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/, 'version must be like 1.2.3')
      .optional(),
    disabledMode: z.enum(DISABLED_MODES).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type RemoteUpdate = z.infer<typeof remoteUpdateSchema>;

/** Accepts `mfe_domains`, `mfe-domains` or `domains`. */
export function resolveRemoteName(input: string): RemoteName | undefined {
  const normalized = input.trim().toLowerCase().replace(/-/g, '_');
  if (normalized in REMOTES) return normalized as RemoteName;
  const byShort = REMOTE_NAMES.find((name) => REMOTES[name].short === normalized);
  return byShort;
}

/** Which remote owns a locale-less pathname, by its registered route prefixes. */
export function findOwner<T extends { routes: readonly string[] }>(registry: readonly T[], path: string): T | undefined {
  return registry.find((remote) =>
    remote.routes.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)),
  );
}
