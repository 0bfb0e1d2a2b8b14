/**
 * Conversion events (spec §7 Other: POST /meta/events, "fires 500 ms after each navigation"): what the
 * platform's tracker sends in batches with sendBeacon and the api stores. Rules, and types inferred from
 * meta-events.schema.ts with type-only imports (no schema library in the browser); the schemas are the api's.
 */
import type { z } from 'zod';
import type { metaEventBatchSchema, metaEventItemSchema, metaEventSchema } from './meta-events.schema';

export const META_EVENT_TYPES = ['pageView', 'addToCart', 'checkoutStarted', 'purchase'] as const;
export type MetaEventType = (typeof META_EVENT_TYPES)[number];

export const META_EVENT_LIMITS = {
  /** Events in one batch. */
  batchMax: 50,
  /** Items named by one event (kind and key only). */
  itemsMax: 25,
  pathMax: 512,
  /** A value in cents: up to $10,000,000. */
  valueMax: 1_000_000_000,
  /** Bytes of one request body: 50 full events fit with room to spare. */
  bodyMax: 64 * 1024,
} as const;

/** The anonymous visitor id: random, made by the browser (a UUID or 16–64 URL-safe characters). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** An item's kind (a cart item type: 'domain', 'shared-hosting', …) and key (the cart item's key). */
export const META_ITEM_KIND_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
export const META_ITEM_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;
/** A path: the pathname only, never a query or a fragment (they may carry personal data). */
export const META_PATH_PATTERN = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** An item an event names: its kind and key only. */
export type MetaEventItem = z.infer<typeof metaEventItemSchema>;

export type MetaEvent = z.infer<typeof metaEventSchema>;

/** POST /api/meta/events. The user is the session's, never the body's. */
export type MetaEventBatch = z.infer<typeof metaEventBatchSchema>;

/** Routes whose last segment is a secret (spec §2: a reset-password link, a two-factor-off link). */
const SECRET_ROUTES = [/^((?:\/km)?\/reset-password\/)[^/]+/, /^((?:\/km)?\/two-factor\/disabled\/)[^/]+/];
/** Any segment that looks like a token (20+ characters of letters, digits, - and _ with a digit in it). */
const TOKEN_SEGMENT = /(?<=\/)(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}(?=\/|$)/g;

/**
 * The path as tracking may keep it: the pathname without query or fragment, the secret of a reset-password or
 * two-factor-off link and any token-like segment replaced by `:token`, at most `pathMax` characters.
 */
export function redactPath(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0] || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  for (const route of SECRET_ROUTES) path = path.replace(route, '$1:token');
  path = path.replace(TOKEN_SEGMENT, ':token');
  return path.slice(0, META_EVENT_LIMITS.pathMax);
}
