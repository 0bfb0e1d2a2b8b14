import type { Kysely } from 'kysely';

/** The staff console's customer list (issue 32 items 2 and 5): every account newest first by keyset, and those holding at least a balance. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('balances_amount_idx').on('balances').columns(['amount', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('balances_amount_idx').execute();
  await db.schema.dropIndex('users_created_idx').execute();
}
