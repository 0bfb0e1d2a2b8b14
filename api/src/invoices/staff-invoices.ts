import type { z } from 'zod';
import type { Invoice, manualInvoiceSchema } from '@storefront/contracts';
import { contactFields } from '../contacts/contacts.repository';
import type { AreaDeps } from '../deps';
import { createManualInvoiceContract } from '../e-contracts/contracts-where-they-arise';
import { AppError } from '../errors';
import { awsContractForInvoice } from './aws-consulting';
import { createManualInvoice, readInvoice } from './invoices.repository';

/**
 * Issues an unpaid manual invoice to a customer (VAT at the configured rate; billed to their default contact) with its
 * manual-invoice contract; with awsAccountId, an AWS consulting invoice under the account's AWS account contract.
 * NOT_FOUND for an unknown customer, or another customer's account or contract.
 */
export async function issueManualInvoice(deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>, staffId: string, userId: string, body: z.output<typeof manualInvoiceSchema>): Promise<Invoice> {
  const user = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  const contact = await deps.db.selectFrom('contacts').selectAll().where('user_id', '=', user.id).where('is_default', '=', true).executeTakeFirst();
  const now = deps.clock.now();
  const { awsAccountId, awsContractId } = body;
  const invoice = await deps.db.transaction().execute(async (trx) => {
    const awsContract = awsAccountId ? await awsContractForInvoice(trx, user.id, awsAccountId, awsContractId) : null;
    const issued = await createManualInvoice(trx, {
      userId: user.id,
      lines: body.lines,
      vatName: deps.config.vatName,
      vatRateBasisPoints: deps.config.vatRateBasisPoints,
      createdBy: staffId,
      billingTo: contact ? (contactFields(contact) as unknown as Record<string, unknown>) : null,
      awsContractId: awsContract?.id ?? null,
      now,
    });
    // A consulting invoice is billed under the account's AWS account contract; any other gets its own.
    if (!awsContract) await createManualInvoiceContract(trx, issued, now);
    return issued;
  });
  return readInvoice(deps.db, user.id, invoice.id);
}
