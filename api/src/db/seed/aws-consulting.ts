import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, InvoiceRow, UserRow } from '../database';
import type { EContractRow } from '../tables/e-contracts';
import { createContract } from '../../e-contracts/e-contracts.repository';
import { createManualInvoice } from '../../invoices/invoices.repository';

const HOUR = 60 * 60 * 1000;

/**
 * The demo customer's AWS account through the partnership (issue 16 item 12): its AWS account contract, naming the
 * account the provider opened (signed automatically under the demo's consent), and one unpaid consulting invoice
 * staff issued under it — what /online-payment lists beside the other unpaid invoice.
 */
export const DEMO_AWS_ACCOUNT = {
  accountId: '123456789012',
  itemTitle: 'AWS account through our partnership',
  amount: 0,
  /** When the account was opened and its contract made, before the invoice (after the demo's consent, 72 hours ago). */
  openedHoursAgo: 60,
  invoicedHoursAgo: 3,
  lines: [
    { description: 'AWS consulting — Well-Architected review of account 123456789012 (hours)', qty: 4, unitPrice: 5000 },
    { description: 'AWS consulting — cost optimisation report for account 123456789012', qty: 1, unitPrice: 7500 },
  ],
} as const;

/**
 * Seeds them once, in the caller's transaction (after the demo's consent to automatic signing): a second run finds
 * the contract and the invoice and makes nothing twice. Answers both, for the notifications that name them.
 */
export async function seedDemoAwsConsulting(
  trx: Transaction<Database>,
  user: UserRow,
  staffId: string,
  billing: { vatName: string; vatRateBasisPoints: number },
  now: Date,
): Promise<{ contract: EContractRow; invoice: InvoiceRow }> {
  let contract = await trx.selectFrom('e_contracts').selectAll().where('aws_account_id', '=', DEMO_AWS_ACCOUNT.accountId).executeTakeFirst();
  if (!contract) {
    const created = await createContract(trx, {
      user,
      kind: 'aws-account',
      sourceId: randomUUID(),
      orderId: null,
      subject: { kind: 'aws-account', itemTitle: DEMO_AWS_ACCOUNT.itemTitle, amount: DEMO_AWS_ACCOUNT.amount },
      now: new Date(now.getTime() - DEMO_AWS_ACCOUNT.openedHoursAgo * HOUR),
    });
    contract = await trx.updateTable('e_contracts').set({ aws_account_id: DEMO_AWS_ACCOUNT.accountId }).where('id', '=', created.id).returningAll().executeTakeFirstOrThrow();
  }
  const issued = await trx.selectFrom('invoices').selectAll().where('aws_contract_id', '=', contract.id).orderBy('issued_at').executeTakeFirst();
  const invoice =
    issued ??
    (await createManualInvoice(trx, {
      userId: user.id,
      lines: [...DEMO_AWS_ACCOUNT.lines],
      vatName: billing.vatName,
      vatRateBasisPoints: billing.vatRateBasisPoints,
      createdBy: staffId,
      billingTo: null,
      awsContractId: contract.id,
      now: new Date(now.getTime() - DEMO_AWS_ACCOUNT.invoicedHoursAgo * HOUR),
    }));
  return { contract, invoice };
}
