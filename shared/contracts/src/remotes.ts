/** The remotes: the federation name, its short name (CLI, registry paths) and the routes it owns by default. */
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
  /** The staff console: the shell mounts it under /staff for a staff sign-in only (customers never load it). */
  mfe_staff: { short: 'staff', routes: ['/staff'] },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type RemoteShortName = (typeof REMOTES)[RemoteName]['short'];
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const DISABLED_MODES = ['maintenance', 'construction'] as const;
export type DisabledMode = (typeof DISABLED_MODES)[number];

/**
 * A page under maintenance (a remote switched off, a product page's flag off) answers 503 with this Retry-After: a
 * crawler keeps the page it had and asks again later, and no cache keeps the maintenance page.
 */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

/** A remote's version as it appears in paths (/remotes/<short>/<version>/): semver-like, never `.`, `..` or two dots in a row. */
export const REMOTE_VERSION_PATTERN = /^[0-9A-Za-z](?:[0-9A-Za-z+-]|\.(?!\.)){0,63}$/;

/** Bounds of a staff change's reason and of the audit list. */
export const REMOTE_AUDIT_LIMITS = { reasonMax: 500, listMax: 500 } as const;

/** Bounds of a version published through POST /api/admin/remotes/{name}/versions (ADR 0010). */
export const REMOTE_PUBLISH_LIMITS = {
  /** The request body (base64 JSON). */
  bodyMaxBytes: 64 * 1024 * 1024,
  filesMax: 2000,
  pathMax: 200,
  /** One file, base64 (about 12 MB of bytes). */
  fileBase64Max: 16 * 1024 * 1024,
} as const;

import type { RemoteConfig } from './remotes.schema';

/**
 * Checks the registry the shell reads at runtime without a schema library (the browser bundle stays small;
 * the api validates the same shape with remotes.schema.ts). Throws on anything malformed.
 */
export function parseRemoteRegistry(value: unknown): RemoteConfig[] {
  if (!Array.isArray(value)) throw new TypeError('The remote registry must be an array');
  return value.map((entry, index) => {
    const e = entry as Partial<RemoteConfig> | null;
    const ok =
      e !== null &&
      typeof e === 'object' &&
      typeof e.name === 'string' &&
      typeof e.manifest === 'string' &&
      typeof e.version === 'string' &&
      typeof e.enabled === 'boolean' &&
      Array.isArray(e.routes) &&
      e.routes.every((route) => typeof route === 'string' && route.startsWith('/')) &&
      (DISABLED_MODES as readonly string[]).includes(e.disabledMode as string) &&
      (e.integrity === undefined || (typeof e.integrity === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(e.integrity)));
    if (!ok) throw new TypeError(`Remote registry entry ${index} is malformed`);
    const parsed: RemoteConfig = { name: e.name!, manifest: e.manifest!, version: e.version!, enabled: e.enabled!, routes: [...e.routes!], disabledMode: e.disabledMode! };
    if (e.integrity !== undefined) parsed.integrity = e.integrity;
    if (typeof e.reportToken === 'string' && e.reportToken.length <= REMOTE_REPORT_LIMITS.tokenMax) parsed.reportToken = e.reportToken;
    return parsed;
  });
}

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

/** Bounds of the browser's load reports (POST /api/remotes/reports). Here, not in remotes.schema.ts: the shell's reporter reads them, and zod must stay out of the first load. */
export const REMOTE_REPORT_LIMITS = { entriesMax: 20, sessionPattern: /^[A-Za-z0-9_-]{16,64}$/, tokenMax: 512 } as const;
