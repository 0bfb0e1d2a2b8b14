import { stringify } from 'csv-stringify/sync';
import { STAFF_LIST_LIMITS, type StaffOrderDetail, type StaffOrderRow, type StaffOrdersAsk, type StaffOrdersPage } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { pageOf, readKeysetCursor } from '../staff-lists/keyset';
import { recordStaffAudit, type StaffActor } from '../staff-audit/staff-audit.repository';
import { findStaffOrderRow, listStaffOrderRows, readStaffOrderParts, type StaffOrderFilter, type StaffOrderRecord } from './staff-orders.repository';
import { cancelUnpaidOrder } from './cancel-order.repository';

type ListQuery = Omit<StaffOrdersAsk, 'limit'> & { limit?: number };

const iso = (at: Date | string) => new Date(at).toISOString();

function toRow(row: StaffOrderRecord): StaffOrderRow {
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    customer: { id: row.user_id, email: row.email },
    items: Number(row.items ?? 0),
    subtotal: Number(row.subtotal),
    vat: Number(row.vat),
    total: Number(row.total),
    invoiceNumber: row.invoice_number,
    refunded: row.refunded !== null,
    createdAt: iso(row.created_at),
    paidAt: row.paid_at ? iso(row.paid_at) : null,
  };
}

function filterOf(query: ListQuery): StaffOrderFilter {
  return {
    status: query.status,
    method: query.method,
    customer: query.customer,
    since: query.since ? new Date(query.since) : undefined,
    until: query.until ? new Date(query.until) : undefined,
    minTotal: query.minTotal,
    maxTotal: query.maxTotal,
    q: query.q,
  };
}

/** A page of orders for staff (GET /api/admin/orders), in the order asked, with the cursor of the next. */
export async function listOrdersForStaff(deps: Pick<AreaDeps, 'db'>, query: ListQuery): Promise<StaffOrdersPage> {
  const limit = query.limit ?? STAFF_LIST_LIMITS.pageSize;
  const after = query.after ? readKeysetCursor(query.after, query.sort === 'createdAt' ? 'string' : 'number') : undefined;
  const rows = await listStaffOrderRows(deps.db, filterOf(query), { sort: query.sort, dir: query.dir, after, limit });
  const page = pageOf(rows, limit, (row) => [query.sort === 'createdAt' ? iso(row.created_at) : Number(row.total), row.id]);
  return { items: page.rows.map(toRow), next: page.next };
}

/** The CSV's columns, said once: its header and each row's cells. Amounts in cents as the api keeps them, times in UTC. */
const CSV_COLUMNS: [string, (row: StaffOrderRow) => string | number][] = [
  ['order', (row) => row.id],
  ['status', (row) => row.status],
  ['method', (row) => row.method ?? ''],
  ['customer', (row) => row.customer.email],
  ['lines', (row) => row.items],
  ['subtotal_cents', (row) => row.subtotal],
  ['vat_cents', (row) => row.vat],
  ['total_cents', (row) => row.total],
  ['invoice', (row) => row.invoiceNumber ?? ''],
  ['refunded', (row) => (row.refunded ? 'yes' : 'no')],
  ['created_at', (row) => row.createdAt],
  ['paid_at', (row) => row.paidAt ?? ''],
];

/**
 * Every order the filters find, in the list's order, as CSV (GET /api/admin/orders.csv): read a page at a time, at
 * most STAFF_LIST_LIMITS.csvMax rows. A cell a spreadsheet would run as a formula (=, +, -, @) is quoted with a
 * leading apostrophe (OWASP "CSV Injection"): an email or a voucher typed by a customer reaches a staff spreadsheet.
 */
export async function ordersCsvForStaff(deps: Pick<AreaDeps, 'db'>, query: Omit<ListQuery, 'after' | 'limit'>): Promise<string> {
  const rows: StaffOrderRow[] = [];
  let after: string | undefined;
  do {
    const page = await listOrdersForStaff(deps, { ...query, after, limit: STAFF_LIST_LIMITS.pageMax });
    rows.push(...page.items);
    after = page.next ?? undefined;
  } while (after && rows.length < STAFF_LIST_LIMITS.csvMax);
  const cell = (value: string | number) => (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  return stringify([CSV_COLUMNS.map(([name]) => name), ...rows.slice(0, STAFF_LIST_LIMITS.csvMax).map((row) => CSV_COLUMNS.map(([, of]) => cell(of(row))))]);
}

/** One order's page for staff (GET /api/admin/orders/{orderId}); another id answers ORDER_NOT_FOUND. */
export async function staffOrderDetail(deps: Pick<AreaDeps, 'db'>, orderId: string): Promise<StaffOrderDetail> {
  const row = await findStaffOrderRow(deps.db, orderId);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const parts = await readStaffOrderParts(deps.db, orderId);
  return {
    order: { ...toRow(row), discount: Number(row.discount), promoCredit: Number(row.promo_credit), voucherCode: row.voucher_code, vatRate: row.vat_rate },
    lines: parts.lines.map((line) => ({ id: line.id, type: line.type, title: line.title, description: line.description, period: line.period, periodUnit: line.period_unit, amount: Number(line.amount) })),
    payments: parts.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      status: payment.status,
      amount: Number(payment.amount),
      fee: Number(payment.fee),
      failure: payment.failure_message ?? payment.failure_code,
      createdAt: iso(payment.created_at),
      updatedAt: iso(payment.updated_at),
    })),
    invoice: parts.invoice ? { id: parts.invoice.id, number: parts.invoice.number, status: parts.invoice.status, issuedAt: iso(parts.invoice.issued_at) } : null,
    fulfilment: [
      ...parts.domains.map((job) => ({ kind: 'domain' as const, id: job.key, subject: `${job.action} ${job.domain}`, state: job.status, attempts: job.attempts, lastError: job.last_error, updatedAt: iso(job.updated_at) })),
      ...parts.services.map((service) => ({
        kind: 'service' as const,
        id: service.id,
        subject: service.name,
        state: service.provisioning,
        attempts: service.provisioning_attempts,
        lastError: service.provisioning_error,
        updatedAt: iso(service.updated_at),
      })),
    ],
    refund: parts.refund ? { amount: Number(parts.refund.amount), promoCredit: Number(parts.refund.promo_credit), reason: parts.refund.reason, by: parts.refund.created_by, at: iso(parts.refund.created_at) } : null,
  };
}

/**
 * Staff cancel an unpaid order (POST /api/admin/orders/{orderId}/cancel), with why, audited in the same transaction:
 * an open order, or one a transfer began paying. Its payment sessions still waiting for the customer end; money that
 * arrives for it later is credited to the customer's balance with a ledger row saying so (payments/payables.ts). A
 * paid order is refunded instead, a cancelled one answers ORDER_STATUS_INVALID.
 */
export async function cancelOrderAsStaff(deps: Pick<AreaDeps, 'db' | 'clock'>, actor: StaffActor, orderId: string, reason: string): Promise<StaffOrderDetail> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await cancelUnpaidOrder(trx, orderId, deps.clock.now());
    await recordStaffAudit(trx, actor, { area: 'payment', action: 'cancel order', target: `order:${orderId}`, before: { status: before }, after: { status: 'cancelled' }, reason });
  });
  return staffOrderDetail(deps, orderId);
}
