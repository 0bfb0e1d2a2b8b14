import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { createManualInvoice } from '../../invoices/invoices.repository';

/** The demo customer's unpaid invoice, issued by staff: something to pay at /online-payment. */
export const DEMO_UNPAID_INVOICE = {
  email: 'demo@example.com',
  staffEmail: 'staff@example.com',
  lines: [
    { description: 'Managed backup for cloud servers — November 2026', qty: 1, unitPrice: 1000 },
    { description: 'Additional IPv4 address — November 2026', qty: 2, unitPrice: 300 },
  ],
} as const;

/** Issues the demo invoice once (a manual invoice of the demo customer already there is not repeated). */
export async function seedDemoInvoices(db: Kysely<Database>, billing: { vatName: string; vatRateBasisPoints: number }, now: Date): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', DEMO_UNPAID_INVOICE.email).executeTakeFirst();
  const staff = await db.selectFrom('users').select('id').where('email', '=', DEMO_UNPAID_INVOICE.staffEmail).executeTakeFirst();
  if (!user || !staff) return;
  const issued = await db.selectFrom('invoices').select('id').where('user_id', '=', user.id).where('kind', '=', 'manual').executeTakeFirst();
  if (issued) return;
  await db.transaction().execute((trx) =>
    createManualInvoice(trx, { userId: user.id, lines: [...DEMO_UNPAID_INVOICE.lines], vatName: billing.vatName, vatRateBasisPoints: billing.vatRateBasisPoints, createdBy: staff.id, billingTo: null, now }),
  );
}
