import type { Transaction } from 'kysely';
import type { Database, InvoiceRow } from '../db/database';
import type { OrderPaidStep } from '../payments/order-paid';
import { createContract } from './e-contracts.repository';

const TERM_UNITS = { en: { month: ['month', 'months'], year: ['year', 'years'] }, km: { month: ['ខែ', 'ខែ'], year: ['ឆ្នាំ', 'ឆ្នាំ'] } } as const;

const termOf = (period: number, unit: 'month' | 'year', locale: 'en' | 'km') => `${period} ${TERM_UNITS[locale][unit][period === 1 ? 0 : 1]}`;

/**
 * After payment (in its transaction, after the services step): each service the order created gets a service
 * contract, each AWS account request an AWS account contract, and an order with two or more a summary contract
 * listing them. Once per source: a payment recorded twice creates nothing twice.
 */
export const createOrderContracts: OrderPaidStep = async (trx, _deps, { order, items, user, now }) => {
  const locale = user.locale_code === 'km' ? 'km' : 'en';
  const created: { number: string; title: string }[] = [];
  const services = await trx.selectFrom('services').selectAll().where('order_id', '=', order.id).orderBy('created_at').orderBy('id').execute();
  for (const service of services) {
    const row = await createContract(trx, {
      user,
      kind: 'service',
      sourceId: service.id,
      orderId: order.id,
      subject: {
        kind: 'service',
        serviceTitle: service.title,
        serviceName: service.name,
        term: termOf(service.period, service.period_unit, locale),
        renewPrice: Number(service.renew_price),
        startsAt: new Date(service.starts_at),
        expiresAt: new Date(service.expires_at),
      },
      now,
    });
    created.push({ number: row.number, title: row.title });
  }
  for (const item of items) {
    if (item.type !== 'aws') continue;
    const row = await createContract(trx, { user, kind: 'aws-account', sourceId: item.id, orderId: order.id, subject: { kind: 'aws-account', itemTitle: item.title, amount: Number(item.amount) }, now });
    created.push({ number: row.number, title: row.title });
  }
  if (created.length >= 2) {
    await createContract(trx, { user, kind: 'summary', sourceId: order.id, orderId: order.id, subject: { kind: 'summary', orderTotal: Number(order.total), contracts: created }, now });
  }
};

/** A manual invoice issued by staff comes with its contract, in the same transaction. */
export async function createManualInvoiceContract(trx: Transaction<Database>, invoice: InvoiceRow, now: Date): Promise<void> {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', invoice.user_id).executeTakeFirstOrThrow();
  const lines = await trx.selectFrom('invoice_lines').select(['description', 'amount']).where('invoice_id', '=', invoice.id).orderBy('seq').execute();
  await createContract(trx, {
    user,
    kind: 'manual-invoice',
    sourceId: invoice.id,
    orderId: null,
    subject: { kind: 'manual-invoice', invoiceNumber: invoice.number, total: Number(invoice.total), lines: lines.map((line) => ({ description: line.description, amount: Number(line.amount) })) },
    now,
  });
}
