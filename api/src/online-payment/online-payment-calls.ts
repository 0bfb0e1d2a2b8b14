import type { BulkPayment } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { listUnpaidAwsInvoices } from '../invoices/aws-consulting';
import { listUnpaidInvoices } from '../invoices/invoices.repository';
import { recordDepsOf } from '../payments/idempotent-call';
import { payBulkWithBalance } from '../payments/pay-bulk-with-balance';
import type { RecordingDeps } from '../payments/payment-calls';
import { createBulkPayment, findUserBulkPayment, toBulkPayment } from './bulk-payments.repository';

/** /online-payment's calls (routes/online-payment): the customer's unpaid invoices and their bulk payments. */
type OnlinePaymentDeps = Pick<AreaDeps, 'db' | 'clock'>;

/** The unpaid invoices but the AWS consulting ones, oldest first, and their total (cents). */
export async function unpaidInvoicesOf(deps: Pick<AreaDeps, 'db'>, userId: string) {
  const items = await listUnpaidInvoices(deps.db, userId);
  return { items, total: items.reduce((sum, invoice) => sum + invoice.total, 0) };
}

/** The unpaid AWS consulting invoices, oldest first, and their total (cents). */
export async function unpaidAwsInvoicesOf(deps: Pick<AreaDeps, 'db'>, userId: string) {
  const items = await listUnpaidAwsInvoices(deps.db, userId);
  return { items, total: items.reduce((sum, invoice) => sum + invoice.total, 0) };
}

/** A bulk payment of the chosen unpaid invoices, made in a transaction. */
export async function createBulkPaymentNow(deps: OnlinePaymentDeps, userId: string, invoiceIds: string[]): Promise<BulkPayment> {
  const row = await deps.db.transaction().execute((trx) => createBulkPayment(trx, userId, invoiceIds, deps.clock.now()));
  return toBulkPayment(deps.db, row, deps.clock.now());
}

export const bulkPaymentOf = async (deps: OnlinePaymentDeps, userId: string, id: string): Promise<BulkPayment> => toBulkPayment(deps.db, await findUserBulkPayment(deps.db, userId, id), deps.clock.now());

export const payBulkFromBalance = (deps: RecordingDeps, userId: string, id: string) => payBulkWithBalance(deps.db, recordDepsOf(deps), userId, id);
