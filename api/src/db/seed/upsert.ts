import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../database';

/**
 * Inserts the seed's rows of a table in one statement, each updated in place when it is there already (its key
 * `conflict` taken; `keep`: left as it is): every seeded start keeps the catalogue as the code says it. One statement per table, not one
 * per row: on the embedded database each statement is a round trip through PGlite, and the seed runs on every start
 * (and for every api test file).
 */
export async function upsertRows<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  rows: readonly Record<string, unknown>[],
  conflict: readonly string[],
  mode: 'update' | 'keep' = 'update',
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  for (const row of rows) {
    if (Object.keys(row).length !== columns.length || !columns.every((column) => column in row)) throw new Error(`seed ${table}: every row must have the columns ${columns.join(', ')}`);
  }
  const updated = mode === 'keep' ? [] : columns.filter((column) => !conflict.includes(column));
  await db
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) => {
      const target = oc.columns(conflict as never);
      return updated.length ? target.doUpdateSet(Object.fromEntries(updated.map((column) => [column, sql.ref(`excluded.${column}`)])) as never) : target.doNothing();
    })
    .execute();
}
