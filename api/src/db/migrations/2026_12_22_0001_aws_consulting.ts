import { sql, type Kysely } from 'kysely';

/**
 * AWS consulting invoices (issue 16 item 12, spec §3 "AWS pending consulting invoice: carries an AWS account id").
 * The AWS account the provider opened for a customer is recorded on that account's AWS account contract (the
 * agreement it was opened under: one contract per account); a consulting invoice — a manual invoice staff issue —
 * names that contract, and through it the account. GET /users/online-aws-invoices lists the unpaid ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('e_contracts').addColumn('aws_account_id', 'text', (c) => c.unique()).execute();
  await db.schema
    .alterTable('e_contracts')
    .addCheckConstraint('e_contracts_aws_account', sql`aws_account_id is null or (kind = 'aws-account' and aws_account_id ~ '^[0-9]{12}$')`)
    .execute();
  await db.schema.alterTable('invoices').addColumn('aws_contract_id', 'text', (c) => c.references('e_contracts.id')).execute();
  await db.schema.alterTable('invoices').addCheckConstraint('invoices_aws_manual', sql`aws_contract_id is null or kind = 'manual'`).execute();
  await db.schema.createIndex('invoices_aws_contract').on('invoices').column('aws_contract_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_aws_contract').execute();
  await db.schema.alterTable('invoices').dropConstraint('invoices_aws_manual').execute();
  await db.schema.alterTable('invoices').dropColumn('aws_contract_id').execute();
  await db.schema.alterTable('e_contracts').dropConstraint('e_contracts_aws_account').execute();
  await db.schema.alterTable('e_contracts').dropColumn('aws_account_id').execute();
}
