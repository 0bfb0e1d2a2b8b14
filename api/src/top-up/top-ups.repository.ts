import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { MAX_BALANCE_CENTS, TOP_UP_METHODS, type ProviderMethod, type TopUp, type TopUpFee } from '@storefront/contracts';
import { balanceTooLarge, readLedgerTotal } from '../ledger/ledger.repository';
import type { Database, Db, TopUpsTable } from '../db/database';
import { AppError } from '../errors';
import { feeOf, TOP_UP_FEE_BASIS_POINTS } from '../payments/fees';
import { latestSessionOf, sessionInvoiceIds, toPaymentSession } from '../payments/sessions.repository';

type TopUpRow = Selectable<TopUpsTable>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The fee of a top-up of `total` cents with each method (GET /api/top-up/payment-fee). */
export function topUpFee(total: number, method: ProviderMethod): TopUpFee {
  const methods = TOP_UP_METHODS.map((m) => ({ method: m, feeBasisPoints: TOP_UP_FEE_BASIS_POINTS[m], fee: feeOf(total, m), charge: total + feeOf(total, m) }));
  const chosen = methods.find((m) => m.method === method)!;
  return { total, method, feeBasisPoints: chosen.feeBasisPoints, fee: chosen.fee, charge: chosen.charge, methods };
}

/** A top-up of `total` cents; one that would take the balance beyond MAX_BALANCE_CENTS is refused now, not when its money arrives. */
export async function createTopUp(trx: Transaction<Database>, userId: string, total: number, method: ProviderMethod, now: Date): Promise<TopUpRow> {
  if ((await readLedgerTotal(trx, 'balance', userId)) + total > MAX_BALANCE_CENTS) throw balanceTooLarge();
  return trx
    .insertInto('top_ups')
    .values({ id: randomUUID(), user_id: userId, total, fee: feeOf(total, method), method, status: 'open', created_at: now, paid_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserTopUp(db: Db, userId: string, id: string): Promise<TopUpRow> {
  const row = await db.selectFrom('top_ups').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('TOP_UP_NOT_FOUND');
  return row;
}

/** A top-up with its latest payment session and, once paid, the balance. */
export async function toTopUp(db: Db, row: TopUpRow, now: Date): Promise<TopUp> {
  const session = await latestSessionOf(db, 'topUp', row.id);
  return {
    topUpId: row.id,
    total: row.total,
    fee: row.fee,
    charge: row.total + row.fee,
    paymentOption: row.method as ProviderMethod,
    status: row.status,
    createdAt: iso(row.created_at),
    paidAt: row.paid_at ? iso(row.paid_at) : null,
    balance: row.status === 'paid' ? await readLedgerTotal(db, 'balance', row.user_id) : null,
    session: session ? toPaymentSession(session, now, await sessionInvoiceIds(db, session)) : null,
  };
}
