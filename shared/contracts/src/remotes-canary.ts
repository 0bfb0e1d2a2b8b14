/**
 * Canary and preview of a remote's version (issue 14, items 5 and 6; ADR 0010): the one rule that decides which
 * version a visitor gets. The api applies it to the registry a browser reads (GET /api/config/remotes) and to
 * the registry the server renders a page with, so both resolve the same version for the same visitor.
 * Isomorphic, synchronous, no dependencies at run time (the canary's type is read off the registry's schema).
 */
import type { RemoteConfig } from './remotes.schema';

/** The anonymous visitor id of a guest (HttpOnly, a year): their canary bucket until they sign in. */
export const VISITOR_ID_COOKIE = 'visitor_id';
/** A staff member's signed preview of one remote's version (HttpOnly, expires with the token). */
export const REMOTE_PREVIEW_COOKIE = 'remote_preview';

/** Buckets per remote: a canary's share has a resolution of 0.01 %. */
export const CANARY_BUCKETS = 10_000;

/** A preview lasts this long by default, at most `maxMinutes`. */
export const REMOTE_PREVIEW_LIMITS = { defaultMinutes: 60, maxMinutes: 24 * 60 } as const;

/** A visitor's id as the bucket reads it: `user:<id>` once signed in, `anon:<cookie>` for a guest. */
export function visitorKey(visitor: { userId?: string | null; anonymousId?: string | null }): string | null {
  if (visitor.userId) return `user:${visitor.userId}`;
  if (visitor.anonymousId) return `anon:${visitor.anonymousId}`;
  return null;
}

/** FNV-1a (32 bit) over UTF-16 code units, then a murmur3 finaliser so close keys spread over the whole range. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A visitor's bucket for a remote, 0 … CANARY_BUCKETS − 1: a hash of (visitor, remote) only — never of the
 * versions — so a new canary version or a higher share keeps everyone where they were.
 */
export function canaryBucket(key: string, remote: string): number {
  return hash32(`${remote}\u0000${key}`) % CANARY_BUCKETS;
}

/** In the canary when the bucket is below the share: raising the share only ever adds visitors. */
export function inCanary(key: string, remote: string, percent: number): boolean {
  return canaryBucket(key, remote) < Math.round(percent * (CANARY_BUCKETS / 100));
}

/** A canary under way: `percent` % (0–100, two decimals at most) of visitors get `version`. */
export type RemoteCanary = NonNullable<RemoteConfig['canary']>;

/** A verified preview: one remote at one version for the staff member holding the token. */
export interface RemotePreviewClaim {
  remote: string;
  version: string;
}

export type RemoteChannel = 'stable' | 'canary' | 'preview';

/**
 * Which version of a remote a visitor gets: their preview of it, else the canary when their bucket is in it,
 * else the pointer (stable). A visitor without a key (no cookie yet) gets the stable version.
 */
export function resolveRemoteVersion(
  remote: { name: string; version: string; canary?: RemoteCanary | null },
  visitor: { key: string | null; preview?: RemotePreviewClaim | null },
): { version: string; channel: RemoteChannel } {
  if (visitor.preview && visitor.preview.remote === remote.name) return { version: visitor.preview.version, channel: 'preview' };
  const canary = remote.canary;
  if (canary && canary.percent > 0 && canary.version !== remote.version && visitor.key && inCanary(visitor.key, remote.name, canary.percent)) {
    return { version: canary.version, channel: 'canary' };
  }
  return { version: remote.version, channel: 'stable' };
}
