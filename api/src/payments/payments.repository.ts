import type { Db } from '../db/database';

/** What the books hold of a paid order: its invoice and the provider of its succeeded payment (null for each while unpaid). */
export async function orderPaymentRecord(db: Db, orderId: string): Promise<{ invoice: { id: string; number: string } | null; provider: string | null }> {
  const invoice = await db.selectFrom('invoices').select(['id', 'number']).where('order_id', '=', orderId).executeTakeFirst();
  const payment = await db.selectFrom('payments').select('provider').where('order_id', '=', orderId).where('status', '=', 'succeeded').executeTakeFirst();
  return { invoice: invoice ?? null, provider: payment?.provider ?? null };
}
