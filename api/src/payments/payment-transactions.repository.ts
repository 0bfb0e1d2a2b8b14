import { sql } from 'kysely';
import type { PaymentTransactions } from '@storefront/contracts';
import type { Db } from '../db/database';
import { paymentMethodOf, paymentReferenceOf } from '../invoices/invoices.repository';

/**
 * The customer's payment history (POST /api/user/payment-transactions): every payment of their orders, top-ups
 * and bulk invoice payments, newest first, a page at a time. Payments carry no user: each is the customer's
 * through what it paid (the order, the top-up or the bulk payment).
 */
export async function listPaymentTransactions(db: Db, userId: string, page: number, perPage: number): Promise<PaymentTransactions> {
  const base = db
    .selectFrom('payments as p')
    .leftJoin('orders as o', (join) => join.onRef('o.id', '=', 'p.reference_id').on('p.kind', '=', 'order'))
    .leftJoin('top_ups as t', (join) => join.onRef('t.id', '=', 'p.reference_id').on('p.kind', '=', 'topUp'))
    .leftJoin('bulk_payments as b', (join) => join.onRef('b.id', '=', 'p.reference_id').on('p.kind', '=', 'bulk'))
    .where(sql<string>`coalesce(o.user_id, t.user_id, b.user_id)`, '=', userId);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('payment_sessions as s', 's.id', 'p.session_id')
    .leftJoin('invoices as i', (join) => join.onRef('i.order_id', '=', 'p.order_id'))
    .select(['p.id', 'p.provider', 'p.transaction_id', 'p.kind', 'p.amount', 'p.status', 'p.created_at', 's.method as session_method', 'i.id as invoice_id', 'i.number as invoice_number'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    items: rows.map((row) => ({
      reference: paymentReferenceOf(row),
      kind: row.kind,
      method: paymentMethodOf(row.provider, row.session_method),
      amount: row.amount,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      invoice: row.invoice_id && row.invoice_number ? { id: row.invoice_id, number: row.invoice_number } : null,
    })),
    page,
    perPage,
    total: Number(counted.n),
  };
}
