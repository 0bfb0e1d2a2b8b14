import type { Transaction } from 'kysely';
import type { AwsConsultingInvoice } from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import type { EContractRow } from '../db/tables/e-contracts';
import { toSummary as toContractSummary } from '../e-contracts/e-contracts.repository';
import { AppError } from '../errors';
import { toSummary as toInvoiceSummary, unpaidInvoicesQuery } from './invoices.repository';

/**
 * GET /users/online-aws-invoices: the customer's unpaid AWS consulting invoices (oldest first, none a transfer under
 * review is paying), each with its AWS account id and that account's contract.
 */
export async function listUnpaidAwsInvoices(db: Db, userId: string): Promise<AwsConsultingInvoice[]> {
  const rows = await unpaidInvoicesQuery(db, userId)
    .innerJoin('e_contracts as c', 'c.id', 'invoices.aws_contract_id')
    .selectAll('invoices')
    .select(['c.id as contract_id', 'c.kind as contract_kind', 'c.number as contract_number', 'c.title as contract_title', 'c.created_at as contract_created_at', 'c.signed_at as contract_signed_at', 'c.aws_account_id'])
    .where('c.user_id', '=', userId)
    .where('c.aws_account_id', 'is not', null)
    .execute();
  return rows.map((row) => ({
    ...toInvoiceSummary(row),
    awsAccountId: row.aws_account_id!,
    contract: toContractSummary({ id: row.contract_id, kind: row.contract_kind, number: row.contract_number, title: row.contract_title, created_at: row.contract_created_at, signed_at: row.contract_signed_at }),
  }));
}

/**
 * The AWS account contract a consulting invoice for this account of the customer's bills (staff's manual invoice
 * path): the customer's contract that names the account; else — the account just opened — the customer's AWS
 * account contract `contractId` that names no account yet, which now records it (under a row lock, in the caller's
 * transaction). Another customer's account or contract, a contract of another kind, one that names another
 * account: NOT_FOUND.
 */
export async function awsContractForInvoice(trx: Transaction<Database>, userId: string, awsAccountId: string, contractId: string | undefined): Promise<EContractRow> {
  const named = await trx.selectFrom('e_contracts').selectAll().where('aws_account_id', '=', awsAccountId).forUpdate().executeTakeFirst();
  if (named) {
    if (named.user_id !== userId || (contractId && named.id !== contractId)) throw new AppError('NOT_FOUND');
    return named;
  }
  if (!contractId) throw new AppError('NOT_FOUND');
  const contract = await trx.selectFrom('e_contracts').selectAll().where('id', '=', contractId).where('user_id', '=', userId).where('kind', '=', 'aws-account').forUpdate().executeTakeFirst();
  if (!contract || contract.aws_account_id !== null) throw new AppError('NOT_FOUND');
  return trx.updateTable('e_contracts').set({ aws_account_id: awsAccountId }).where('id', '=', contract.id).returningAll().executeTakeFirstOrThrow();
}
