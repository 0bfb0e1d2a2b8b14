import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { INVOICE_DUE, orderTotals, type Invoice, type InvoiceSummary } from '@storefront/contracts';
import type { Database, InvoiceRow, OrderItemRow, OrderRow } from '../db/database';
import { AppError } from '../errors';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (value: Date | string) => new Date(value).toISOString();

function toSummary(row: InvoiceRow): InvoiceSummary {
  return { id: row.id, number: row.number, orderId: row.order_id, total: row.total, status: row.status, issuedAt: iso(row.issued_at), paidAt: row.paid_at ? iso(row.paid_at) : null };
}

/** One invoice line per order item: the item's term is its quantity (years or months), at its unit price. */
function lineOf(item: OrderItemRow) {
  const unit = item.period_unit === 'year' ? 'year' : 'month';
  const description = `${item.title}${item.description ? ` — ${item.description}` : ''} (${item.period} ${unit}${item.period === 1 ? '' : 's'})`;
  // A premium or flat-priced item's amount need not be period × unit price: the line then counts one of it.
  const perPeriod = item.unit_price * item.period === item.amount;
  return { description, qty: perPeriod ? item.period : 1, unit_price: perPeriod ? item.unit_price : item.amount, amount: item.amount };
}

/** The paid invoice of an order: its totals, VAT name and rate copied from the order (snapshots, never recomputed). */
export async function createPaidInvoice(trx: Transaction<Database>, order: OrderRow, items: OrderItemRow[], vatName: string, now: Date): Promise<InvoiceRow> {
  const next = await sql<{ n: string }>`select nextval('invoice_numbers') as n`.execute(trx);
  const number = `INV-${String(next.rows[0]!.n).padStart(6, '0')}`;
  const invoice = await trx
    .insertInto('invoices')
    .values({
      id: randomUUID(),
      number,
      order_id: order.id,
      user_id: order.user_id,
      billing_to: order.billing_to ? JSON.stringify(order.billing_to) : null,
      subtotal: order.subtotal,
      discount: order.discount,
      vat_name: vatName,
      vat_rate: order.vat_rate,
      vat: order.vat,
      total: order.total + order.promo_credit,
      promo_credit: order.promo_credit,
      status: 'paid',
      issued_at: now,
      paid_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (items.length) {
    await trx
      .insertInto('invoice_lines')
      .values(items.map((item, seq) => ({ id: randomUUID(), invoice_id: invoice.id, seq, ...lineOf(item) })))
      .execute();
  }
  return invoice;
}

export async function listInvoices(db: Db, userId: string): Promise<InvoiceSummary[]> {
  const rows = await db.selectFrom('invoices').selectAll().where('user_id', '=', userId).orderBy('issued_at', 'desc').orderBy('number', 'desc').limit(100).execute();
  return rows.map(toSummary);
}

/** The user's invoice; another user's answers NOT_FOUND (no IDOR). */
export async function readInvoice(db: Db, userId: string, id: string): Promise<Invoice> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const lines = await db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', row.id).orderBy('seq').execute();
  return {
    ...toSummary(row),
    customerId: row.user_id,
    billingTo: (row.billing_to as Record<string, unknown> | null) ?? null,
    lines: lines.map((line) => ({ description: line.description, qty: line.qty, unitPrice: line.unit_price, amount: line.amount })),
    subtotal: row.subtotal,
    discount: row.discount,
    vatName: row.vat_name,
    vatPercent: row.vat_rate / 100,
    vat: row.vat,
    promoCredit: row.promo_credit,
    due: INVOICE_DUE,
  };
}

export interface ManualLine {
  description: string;
  qty: number;
  unitPrice: number;
}

/**
 * A manual invoice issued by staff (services billed outside the cart): unpaid, due upon receipt, VAT at the
 * configured rate on the lines' sum, billed to the customer's default contact when there is one. The
 * customer pays it at /online-payment.
 */
export async function createManualInvoice(
  trx: Transaction<Database>,
  input: { userId: string; lines: ManualLine[]; vatName: string; vatRateBasisPoints: number; createdBy: string; billingTo: Record<string, unknown> | null; now: Date },
): Promise<InvoiceRow> {
  const next = await sql<{ n: string }>`select nextval('invoice_numbers') as n`.execute(trx);
  const number = `INV-${String(next.rows[0]!.n).padStart(6, '0')}`;
  const subtotal = input.lines.reduce((sum, line) => sum + line.qty * line.unitPrice, 0);
  const totals = orderTotals(subtotal, 0, input.vatRateBasisPoints);
  const invoice = await trx
    .insertInto('invoices')
    .values({
      id: randomUUID(),
      number,
      order_id: null,
      kind: 'manual',
      created_by: input.createdBy,
      user_id: input.userId,
      billing_to: input.billingTo ? JSON.stringify(input.billingTo) : null,
      subtotal: totals.subtotal,
      discount: totals.discount,
      vat_name: input.vatName,
      vat_rate: input.vatRateBasisPoints,
      vat: totals.vat,
      total: totals.total,
      status: 'unpaid',
      issued_at: input.now,
      paid_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('invoice_lines')
    .values(input.lines.map((line, seq) => ({ id: randomUUID(), invoice_id: invoice.id, seq, description: line.description, qty: line.qty, unit_price: line.unitPrice, amount: line.qty * line.unitPrice })))
    .execute();
  return invoice;
}

/** The customer's unpaid invoices, oldest first, but those a transfer under review is paying (what /online-payment offers). */
export async function listUnpaidInvoices(db: Db, userId: string): Promise<InvoiceSummary[]> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'unpaid')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bulk_payment_invoices as b')
            .innerJoin('bulk_payments as p', 'p.id', 'b.bulk_payment_id')
            .select('b.invoice_id')
            .whereRef('b.invoice_id', '=', 'invoices.id')
            .where('p.status', '=', 'processing'),
        ),
      ),
    )
    .orderBy('issued_at', 'asc')
    .orderBy('number', 'asc')
    .limit(100)
    .execute();
  return rows.map(toSummary);
}
