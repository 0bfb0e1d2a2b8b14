import { sql, type Kysely } from 'kysely';

/**
 * Electronic contracts (issue 16 item 7, spec §1, §3, §7). A contract is created where it arises (a paid service
 * order, an AWS account request, a manual invoice) with its exact text and that text's sha256, once per source
 * (unique kind + source). Signing records who (the user, and their name and email as at signing), when, from
 * where (IP, user agent), how (pressing Sign, or automatically under the customer's consent) and the sha256 of
 * the text signed. The customer's consent to automatic signing is kept on the user with its own time and place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence e_contract_numbers`.execute(db);
  await db.schema
    .createTable('e_contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('aws-account', 'manual-invoice', 'service', 'summary')`))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('body_sha256', 'text', (c) => c.notNull().check(sql`body_sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz')
    .addColumn('signed_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('signed_by_name', 'text')
    .addColumn('signed_ip', 'text')
    .addColumn('signed_user_agent', 'text')
    .addColumn('signed_sha256', 'text')
    .addColumn('sign_method', 'text', (c) => c.check(sql`sign_method in ('manual', 'auto')`))
    .addCheckConstraint('e_contracts_signed_whole', sql`(signed_at is null) = (signed_sha256 is null) and (signed_at is null) = (sign_method is null)`)
    .addUniqueConstraint('e_contracts_one_per_source', ['kind', 'source_id'])
    .execute();
  await db.schema.createIndex('e_contracts_user').on('e_contracts').columns(['user_id', 'created_at']).execute();

  await db.schema
    .alterTable('users')
    .addColumn('auto_sign_accepted_at', 'timestamptz')
    .addColumn('auto_sign_ip', 'text')
    .addColumn('auto_sign_user_agent', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('auto_sign_user_agent').dropColumn('auto_sign_ip').dropColumn('auto_sign_accepted_at').execute();
  await db.schema.dropTable('e_contracts').execute();
  await sql`drop sequence e_contract_numbers`.execute(db);
}
