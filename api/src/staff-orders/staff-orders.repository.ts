import type { ExpressionBuilder } from 'kysely';
import type { StaffOrderSort } from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import type { KeysetValue } from '../staff-lists/keyset';

/** What the order list filters on (each optional; all of them together). */
export interface StaffOrderFilter {
  status?: Database['orders']['status'];
  method?: string;
  customer?: string;
  since?: Date;
  until?: Date;
  minTotal?: number;
  maxTotal?: number;
  /** An order id (whole, or its first 8 or more characters), an invoice number, or a customer's email. */
  q?: string;
}

export interface StaffOrderPageAsk {
  sort: StaffOrderSort;
  dir: 'asc' | 'desc';
  after?: { value: KeysetValue; id: string };
  limit: number;
}

const SORT_COLUMN = { createdAt: 'o.created_at', total: 'o.total' } as const satisfies Record<StaffOrderSort, string>;

type Scope = ExpressionBuilder<Database & { o: Database['orders']; u: Database['users'] }, 'o' | 'u'>;

const INVOICE_NUMBER = /^INV-\d{1,12}$/i;
const ID_PREFIX = /^[0-9a-f-]{8,36}$/i;

function matching(eb: Scope, filter: StaffOrderFilter) {
  const all = [];
  if (filter.status) all.push(eb('o.status', '=', filter.status));
  if (filter.method) all.push(eb(eb.fn.coalesce('o.paid_method', 'o.payment_method'), '=', filter.method));
  if (filter.customer) all.push(eb('o.user_id', '=', filter.customer));
  if (filter.since) all.push(eb('o.created_at', '>=', filter.since));
  if (filter.until) all.push(eb('o.created_at', '<', filter.until));
  if (filter.minTotal !== undefined) all.push(eb('o.total', '>=', filter.minTotal));
  if (filter.maxTotal !== undefined) all.push(eb('o.total', '<=', filter.maxTotal));
  const q = filter.q?.trim();
  if (q) {
    if (INVOICE_NUMBER.test(q)) {
      all.push(eb.exists(eb.selectFrom('invoices').select('invoices.id').whereRef('invoices.order_id', '=', 'o.id').where('invoices.number', '=', q.toUpperCase())));
    } else if (ID_PREFIX.test(q)) {
      // LIKE's own characters cannot occur: the pattern is hex and hyphens.
      all.push(eb('o.id', 'like', `${q.toLowerCase()}%`));
    } else {
      all.push(eb(eb.fn('lower', ['u.email']), '=', q.toLowerCase()));
    }
  }
  return eb.and(all);
}

/** The orders as the console shows them: with the customer's email, the invoice's number, whether refunded, the line count. */
function orderRows(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('invoices as i', 'i.order_id', 'o.id')
    .leftJoin('order_refunds as r', 'r.order_id', 'o.id')
    .select((eb) => [
      'o.id',
      'o.status',
      // How it was paid (kept with its payment), else the method chosen for it.
      eb.fn.coalesce('o.paid_method', 'o.payment_method').as('method'),
      'o.user_id',
      'u.email',
      'o.subtotal',
      'o.discount',
      'o.vat_rate',
      'o.vat',
      'o.total',
      'o.promo_credit',
      'o.voucher_code',
      'o.created_at',
      'o.paid_at',
      'i.number as invoice_number',
      'r.order_id as refunded',
      eb.selectFrom('order_items').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('order_items.order_id', '=', 'o.id').as('items'),
    ]);
}

export type StaffOrderRecord = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];

/** One page of orders (one row more than asked: pageOf tells from it whether another follows). */
export async function listStaffOrderRows(db: Db, filter: StaffOrderFilter, page: StaffOrderPageAsk): Promise<StaffOrderRecord[]> {
  const column = SORT_COLUMN[page.sort];
  let query = orderRows(db).where((eb) => matching(eb as unknown as Scope, filter));
  if (page.after) {
    const after = page.after;
    const value = page.sort === 'createdAt' ? new Date(after.value) : Number(after.value);
    query = query.where((eb) => eb(eb.refTuple(column, 'o.id'), page.dir === 'desc' ? '<' : '>', eb.tuple(value as never, after.id)));
  }
  return query.orderBy(column, page.dir).orderBy('o.id', page.dir).limit(page.limit + 1).execute();
}

/** One order's row as the list shows it, or undefined. */
export async function findStaffOrderRow(db: Db, orderId: string): Promise<StaffOrderRecord | undefined> {
  return orderRows(db).where('o.id', '=', orderId).executeTakeFirst();
}

/** What one order's page shows beside its row: its lines, payment sessions, invoice, fulfilment and refund. */
export async function readStaffOrderParts(db: Db, orderId: string) {
  const [lines, payments, invoice, domains, services, refund] = await Promise.all([
    db.selectFrom('order_items').select(['id', 'type', 'title', 'description', 'period', 'period_unit', 'amount']).where('order_id', '=', orderId).orderBy('seq').execute(),
    db
      .selectFrom('payment_sessions')
      .select(['id', 'method', 'status', 'amount', 'fee', 'failure_code', 'failure_message', 'created_at', 'updated_at'])
      .where('kind', '=', 'order')
      .where('reference_id', '=', orderId)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('invoices').select(['id', 'number', 'status', 'issued_at']).where('order_id', '=', orderId).executeTakeFirst(),
    db.selectFrom('domain_fulfilments').select(['key', 'action', 'domain', 'status', 'attempts', 'last_error', 'updated_at']).where('order_id', '=', orderId).orderBy('created_at').execute(),
    db
      .selectFrom('services')
      .innerJoin('order_items', 'order_items.id', 'services.order_item_id')
      .select(['services.id', 'services.kind', 'services.name', 'services.provisioning', 'services.provisioning_attempts', 'services.provisioning_error', 'services.updated_at'])
      .where('order_items.order_id', '=', orderId)
      .orderBy('order_items.seq')
      .execute(),
    db.selectFrom('order_refunds').select(['amount', 'promo_credit', 'reason', 'created_by', 'created_at']).where('order_id', '=', orderId).executeTakeFirst(),
  ]);
  return { lines, payments, invoice, domains, services, refund };
}
