import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { AppError } from '../errors';

export type Attempt<T> = { ok: true; value: T } | { ok: false; refusal: AppError };

/**
 * Runs `work` under a savepoint of the caller's transaction. A refusal on purpose (an AppError: the registry
 * refused a name, a voucher ran out…) undoes only what `work` wrote and is answered, so the caller can still
 * act on it in the same transaction (credit money already taken to the balance); any other error is thrown.
 */
export async function attempt<T>(trx: Transaction<Database>, name: string, work: () => Promise<T>): Promise<Attempt<T>> {
  const savepoint = sql.id(name);
  await sql`savepoint ${savepoint}`.execute(trx);
  try {
    const value = await work();
    await sql`release savepoint ${savepoint}`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await sql`rollback to savepoint ${savepoint}`.execute(trx);
    return { ok: false, refusal: error };
  }
}
