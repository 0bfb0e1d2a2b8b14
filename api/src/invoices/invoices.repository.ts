import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import {
  INVOICE_DUE,
  orderTotals,
  PAYMENT_METHODS,
  type BusinessInvoice,
  type Invoice,
  type InvoicePayment,
  type InvoiceSummary,
  type Locale,
  type PaymentMethod,
} from '@storefront/contracts';
import type { Database, Db, InvoiceRow, OrderItemRow, OrderRow } from '../db/database';
import { AppError } from '../errors';
import { invoiceCompanyOf, readCompanyInfo } from './company-info.repository';
import { invoiceSellerOf, type SellerConfig } from './seller';
import { invoiceLineDescription, localisedRenewalLine, type InvoiceLineItem } from './line-description';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toSummary(row: InvoiceRow): InvoiceSummary {
  return { id: row.id, number: row.number, orderId: row.order_id, total: row.total, status: row.status, issuedAt: iso(row.issued_at), paidAt: row.paid_at ? iso(row.paid_at) : null };
}

const itemOf = (item: Pick<OrderItemRow, 'type' | 'title' | 'description' | 'period' | 'period_unit' | 'payload'>): InvoiceLineItem => ({
  type: item.type,
  title: item.title,
  description: item.description,
  period: item.period,
  periodUnit: item.period_unit,
  payload: item.payload,
});

/** One invoice line per order item: the item's term is its quantity (years or months), at its unit price. */
function lineOf(item: OrderItemRow) {
  // Stored in English (staff and exports read it); the customer reads it in their language (localisedLines).
  const description = invoiceLineDescription(itemOf(item), 'en');
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

/**
 * An order invoice's line descriptions in the reader's language, worded again from the order's items (one line
 * per item, in order); a renewal invoice's (a manual one no staff member issued) from its stored renewal line;
 * a staff invoice's lines are the staff's own words and stay as written.
 */
async function localisedLines(db: Db, row: InvoiceRow, lines: { description: string }[], locale: Locale): Promise<string[]> {
  const stored = lines.map((line) => line.description);
  if (row.kind === 'manual' && row.created_by === null && row.aws_contract_id === null) return stored.map((line) => localisedRenewalLine(line, locale));
  if (!row.order_id || row.kind !== 'order') return stored;
  const items = await db.selectFrom('order_items').select(['type', 'title', 'description', 'period', 'period_unit', 'payload']).where('order_id', '=', row.order_id).orderBy('seq').execute();
  if (items.length !== lines.length) return stored;
  return items.map((item) => invoiceLineDescription(itemOf(item), locale));
}

/** The user's invoice, its lines worded in `locale`; another user's answers NOT_FOUND (no IDOR). */
export async function readInvoice(db: Db, userId: string, id: string, locale: Locale = 'en'): Promise<Invoice> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const lines = await db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', row.id).orderBy('seq').execute();
  const descriptions = await localisedLines(db, row, lines, locale);
  return {
    ...toSummary(row),
    customerId: row.user_id,
    billingTo: (row.billing_to as Record<string, unknown> | null) ?? null,
    lines: lines.map((line, index) => ({ description: descriptions[index]!, qty: line.qty, unitPrice: line.unit_price, amount: line.amount })),
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
  input: {
    userId: string;
    lines: ManualLine[];
    vatName: string;
    vatRateBasisPoints: number;
    createdBy: string;
    billingTo: Record<string, unknown> | null;
    /** An AWS consulting invoice: the AWS account contract it bills. */
    awsContractId?: string | null;
    now: Date;
  },
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
      aws_contract_id: input.awsContractId ?? null,
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

/** The customer's unpaid invoices, oldest first, but those a transfer under review is paying: what /online-payment offers. */
export function unpaidInvoicesQuery(db: Db, userId: string) {
  return db
    .selectFrom('invoices')
    .where('invoices.user_id', '=', userId)
    .where('invoices.status', '=', 'unpaid')
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
    .orderBy('invoices.issued_at', 'asc')
    .orderBy('invoices.number', 'asc')
    .limit(100);
}

/** GET /users/online-invoices: the unpaid invoices but the AWS consulting ones (GET /users/online-aws-invoices lists those). */
export async function listUnpaidInvoices(db: Db, userId: string): Promise<InvoiceSummary[]> {
  const rows = await unpaidInvoicesQuery(db, userId).selectAll('invoices').where('invoices.aws_contract_id', 'is', null).execute();
  return rows.map(toSummary);
}

const PROVIDER_METHODS: [RegExp, PaymentMethod][] = [
  [/^balance$/, 'balance'],
  [/^promoCredit$/, 'promoCredit'],
  [/wallet|paypal/i, 'wallet'],
  [/payway|bank-?card/i, 'bankCard'],
  [/bank-transfer/, 'bankTransfer'],
  [/wire-transfer/, 'wireTransfer'],
  [/card/i, 'card'],
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our reference of a payment that has no provider's one (the balance, promo credit): PAY- and its id's first eight. */
export const paymentReferenceOf = (payment: { id: string; transaction_id: string }) =>
  UUID.test(payment.transaction_id) ? `PAY-${payment.id.replace(/-/g, '').slice(0, 8).toUpperCase()}` : payment.transaction_id;

/** The method a payment was made with: its payment session's method, else the provider's kind. */
export function paymentMethodOf(provider: string, sessionMethod: string | null): PaymentMethod | null {
  if (sessionMethod && (PAYMENT_METHODS as readonly string[]).includes(sessionMethod)) return sessionMethod as PaymentMethod;
  return PROVIDER_METHODS.find(([pattern]) => pattern.test(provider))?.[1] ?? null;
}

/** How an invoice was paid: the order's payment, or the bulk payment (/online-payment) that paid a manual invoice. */
export async function invoicePayment(db: Db, invoice: InvoiceRow): Promise<InvoicePayment | null> {
  if (invoice.status !== 'paid') return null;
  const payment = await db
    .selectFrom('payments as p')
    .leftJoin('payment_sessions as s', 's.id', 'p.session_id')
    .select(['p.id', 'p.provider', 'p.transaction_id', 's.method as session_method'])
    .where('p.status', '=', 'succeeded')
    .where((eb) =>
      invoice.order_id
        ? eb('p.order_id', '=', invoice.order_id)
        : eb.and([
            eb('p.kind', '=', 'bulk'),
            eb('p.reference_id', 'in', eb.selectFrom('bulk_payment_invoices').select('bulk_payment_id').where('invoice_id', '=', invoice.id)),
          ]),
    )
    .orderBy('p.created_at', 'desc')
    .executeTakeFirst();
  if (!payment) return null;
  return { method: paymentMethodOf(payment.provider, payment.session_method), reference: paymentReferenceOf(payment) };
}

/**
 * The customer's invoice as the customer sees and downloads it (issue 16 item 9), in `locale` (issue 28 item 14:
 * the page's or the PDF link's language): the seller (configuration), the buyer's company, the lines, how it
 * was paid. Another customer's answers NOT_FOUND.
 */
export async function readBusinessInvoice(db: Db, userId: string, id: string, seller: SellerConfig, locale: Locale): Promise<BusinessInvoice> {
  const invoice = await readInvoice(db, userId, id, locale);
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
  const { companyInfo } = await readCompanyInfo(db, userId);
  return { ...invoice, seller: invoiceSellerOf(seller, locale), company: invoiceCompanyOf(companyInfo, locale), payment: await invoicePayment(db, row) };
}
