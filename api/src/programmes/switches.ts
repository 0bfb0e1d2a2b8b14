import type { Db } from '../db/database';

/** The programmes whose switch a step inside a transaction reads (keys of the stored flags). */
export type ProgrammeSwitch = 'loyalty' | 'affiliate' | 'fortuneWheel';

/**
 * A switch's value while none is stored for it (first start, or a flag added after the row was written): the
 * environment's default in config.ts (FLAG_LOYALTY and FLAG_AFFILIATE on, FLAG_FORTUNE_WHEEL off). A step inside a
 * payment has no config at hand; the storefront stores the environment's values on its first settings read.
 */
const UNSTORED: Record<ProgrammeSwitch, boolean> = { loyalty: true, affiliate: true, fortuneWheel: false };

/**
 * Whether a programme's runtime switch (flags loyalty, affiliate, fortuneWheel: the staff console's settings) is on,
 * read from the stored settings inside the caller's transaction (an order-paid step has no app at hand).
 */
export async function programmeSwitchedOn(db: Db, flag: ProgrammeSwitch): Promise<boolean> {
  const row = await db.selectFrom('runtime_settings').select('value').where('key', '=', 'flags').executeTakeFirst();
  if (!row) return UNSTORED[flag];
  const value = (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as Record<string, unknown> | null;
  const stored = value?.[flag];
  return typeof stored === 'boolean' ? stored : UNSTORED[flag];
}
