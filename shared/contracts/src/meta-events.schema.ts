import { z } from 'zod';
import { LOCALES } from './locale';
import {
  META_EVENT_LIMITS,
  META_EVENT_TYPES,
  META_ITEM_KEY_PATTERN,
  META_ITEM_KIND_PATTERN,
  META_PATH_PATTERN,
  VISITOR_ID_PATTERN,
} from './meta-events';

export const metaEventItemSchema = z.strictObject({
  kind: z.string().regex(META_ITEM_KIND_PATTERN),
  key: z.string().regex(META_ITEM_KEY_PATTERN),
});

/** One conversion event: strict (an unknown field, a user id among them, is refused). */
export const metaEventSchema = z
  .strictObject({
    type: z.enum(META_EVENT_TYPES),
    /** The pathname, locale prefix included (/km/…), secrets redacted (`redactPath`). */
    path: z.string().max(META_EVENT_LIMITS.pathMax).regex(META_PATH_PATTERN),
    locale: z.enum(LOCALES),
    /** ISO 8601 date-time of the event in the browser. */
    occurredAt: z.iso.datetime({ offset: true }),
    /** Money in integer cents, with its currency (both or neither). */
    value: z.number().int().min(0).max(META_EVENT_LIMITS.valueMax).optional(),
    currency: z.literal('USD').optional(),
    items: z.array(metaEventItemSchema).max(META_EVENT_LIMITS.itemsMax).optional(),
  })
  .refine((event) => (event.value === undefined) === (event.currency === undefined), { message: 'value and currency go together', path: ['currency'] });

/** POST /api/meta/events: 1–50 events of one anonymous visitor. The user is the session's, never the body's. */
export const metaEventBatchSchema = z.strictObject({
  visitorId: z.string().regex(VISITOR_ID_PATTERN),
  events: z.array(metaEventSchema).min(1).max(META_EVENT_LIMITS.batchMax),
});
