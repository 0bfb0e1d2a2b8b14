import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { BulkPayment } from '@storefront/contracts';
import type { BulkPaymentsTable, Database, Db } from '../db/database';
import { AppError } from '../errors';
import { latestSessionOf, sessionInvoiceIds, toPaymentSession } from '../payments/sessions.repository';

type BulkRow = Selectable<BulkPaymentsTable>;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A bulk payment of the customer's chosen unpaid invoices, their rows locked: every id must be the
 * customer's and unpaid (ORDER_INVALID 'Invalid order(s)' otherwise), none held by a transfer under review
 * (INVOICE_PROCESSED). The total is the invoices' totals, computed here.
 */
export async function createBulkPayment(trx: Transaction<Database>, userId: string, invoiceIds: string[], now: Date): Promise<BulkRow> {
  const ids = [...new Set(invoiceIds)];
  const invoices = await trx.selectFrom('invoices').select(['id', 'status', 'total']).where('user_id', '=', userId).where('id', 'in', ids).forUpdate().execute();
  if (invoices.length !== ids.length || invoices.some((invoice) => invoice.status !== 'unpaid')) throw new AppError('ORDER_INVALID');
  const held = await trx
    .selectFrom('bulk_payment_invoices as b')
    .innerJoin('bulk_payments as p', 'p.id', 'b.bulk_payment_id')
    .select('b.invoice_id')
    .where('b.invoice_id', 'in', ids)
    .where('p.status', '=', 'processing')
    .executeTakeFirst();
  if (held) throw new AppError('INVOICE_PROCESSED');
  const bulk = await trx
    .insertInto('bulk_payments')
    .values({ id: randomUUID(), user_id: userId, total: invoices.reduce((sum, invoice) => sum + invoice.total, 0), status: 'open', created_at: now, paid_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('bulk_payment_invoices')
    .values(invoices.map((invoice) => ({ bulk_payment_id: bulk.id, invoice_id: invoice.id, amount: invoice.total })))
    .execute();
  return bulk;
}

export async function findUserBulkPayment(db: Db, userId: string, id: string): Promise<BulkRow> {
  const row = await db.selectFrom('bulk_payments').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return row;
}

export async function toBulkPayment(db: Db, row: BulkRow, now: Date): Promise<BulkPayment> {
  const invoiceIds = (await db.selectFrom('bulk_payment_invoices').select('invoice_id').where('bulk_payment_id', '=', row.id).execute()).map((r) => r.invoice_id);
  const session = await latestSessionOf(db, 'bulk', row.id);
  return {
    bulkPaymentId: row.id,
    invoiceIds,
    total: row.total,
    status: row.status,
    createdAt: iso(row.created_at),
    paidAt: row.paid_at ? iso(row.paid_at) : null,
    session: session ? toPaymentSession(session, now, await sessionInvoiceIds(db, session)) : null,
  };
}
