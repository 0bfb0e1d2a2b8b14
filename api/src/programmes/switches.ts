import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';

/**
 * Whether a programme's runtime switch (flags loyalty, affiliate: the staff console's settings) is on, read from the
 * stored settings inside the caller's transaction (an order-paid step has no app at hand). No stored row yet (first
 * start) = the default, on.
 */
export async function programmeSwitchedOn(db: Kysely<Database> | Transaction<Database>, flag: 'loyalty' | 'affiliate'): Promise<boolean> {
  const row = await db.selectFrom('runtime_settings').select('value').where('key', '=', 'flags').executeTakeFirst();
  if (!row) return true;
  const value = (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as Record<string, unknown> | null;
  return value?.[flag] !== false;
}
