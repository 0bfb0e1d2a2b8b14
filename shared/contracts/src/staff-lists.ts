import { z } from 'zod';

/**
 * The console's lists (issue 32 item 2), said once: each reads a page at a time in the order asked, newest first
 * unless told, and answers where the next page starts (`next`, an opaque cursor: the last row's sort value and id),
 * so a page costs the same on the first page as on the thousandth — no OFFSET, no count of every row.
 */
export const STAFF_LIST_LIMITS = { pageSize: 50, pageMax: 200, cursorMax: 400, csvMax: 10_000 } as const;

/** The part of every list's query that pages it: the direction, where to start, and how many. */
export const staffListPagingShape = {
  dir: z.enum(['asc', 'desc']).default('desc'),
  /** The `next` of the page before. */
  after: z.string().min(1).max(STAFF_LIST_LIMITS.cursorMax).optional(),
  limit: z.coerce.number().int().min(1).max(STAFF_LIST_LIMITS.pageMax).default(STAFF_LIST_LIMITS.pageSize),
};

/** A page of a list: its rows, and the cursor of the next page (null on the last). */
export const staffPageOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), next: z.string().nullable() });
