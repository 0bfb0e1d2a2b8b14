import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { MAX_BALANCE_CENTS, MONEY_MESSAGES, type LedgerEntry, type LedgerKind } from '@storefront/contracts';
import type { Database, LedgerRow } from '../db/database';
import { AppError, invalidField } from '../errors';

type Db = Kysely<Database> | Transaction<Database>;

export const TOP_UP_URL = '/top-up';

export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  return { id: row.id, amount: row.amount, kind: row.kind, reference: row.reference, reason: row.reason, createdAt: new Date(row.created_at).toISOString() };
}

/** The user's balance in cents (no row yet = 0). */
export async function readBalance(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('balances').select('amount').where('user_id', '=', userId).executeTakeFirst();
  return row?.amount ?? 0;
}

export async function listLedger(db: Db, userId: string, limit: number): Promise<LedgerEntry[]> {
  const rows = await db.selectFrom('balance_ledger').selectAll().where('user_id', '=', userId).orderBy('seq', 'desc').limit(limit).execute();
  return rows.map(toLedgerEntry);
}

/** Sum of the user's ledger rows (equals the balance row; checked by tests and audits). */
export async function ledgerSum(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('balance_ledger').select(sql<string>`coalesce(sum(amount), 0)`.as('sum')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.sum);
}

export interface BalanceMove {
  userId: string;
  /** Signed cents, never zero: a credit is positive, a debit negative. */
  amount: number;
  kind: LedgerKind;
  reference?: string | null;
  reason?: string | null;
  createdBy?: string | null;
  now: Date;
}

/** The balance would pass MAX_BALANCE_CENTS: 400 BAD_REQUEST on the amount, with the rule's words. */
export const balanceTooLarge = () => invalidField('amount', MONEY_MESSAGES.balanceTooLarge);

/**
 * Moves a balance inside the caller's transaction: one add-only ledger row and the balance row together.
 * A debit is a conditional UPDATE (… WHERE amount >= x): concurrent debits can never take the balance below
 * zero; when it is short, BALANCE_NOT_ENOUGH with a top-up link and nothing written. A staff adjustment
 * never takes it beyond MAX_BALANCE_CENTS (conditional too); money received (a top-up paid, a refund) is
 * always credited — a top-up is held to the limit when it is made (createTopUp).
 */
export async function moveBalance(trx: Transaction<Database>, move: BalanceMove): Promise<{ balance: number; entry: LedgerEntry }> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0) throw new AppError('BAD_REQUEST');
  let balance: number;
  if (move.amount > 0) {
    const capped = move.kind === 'adjustment';
    const row = await trx
      .insertInto('balances')
      .values({ user_id: move.userId, amount: move.amount, updated_at: move.now })
      .onConflict((oc) => {
        const update = oc.column('user_id').doUpdateSet({ amount: sql`balances.amount + ${move.amount}`, updated_at: move.now });
        return capped ? update.where(sql<boolean>`balances.amount + ${move.amount} <= ${MAX_BALANCE_CENTS}`) : update;
      })
      .returning('amount')
      .executeTakeFirst();
    if (!row) throw balanceTooLarge();
    balance = row.amount;
  } else {
    const debit = -move.amount;
    const row = await trx
      .updateTable('balances')
      .set({ amount: sql`amount - ${debit}`, updated_at: move.now })
      .where('user_id', '=', move.userId)
      .where('amount', '>=', debit)
      .returning('amount')
      .executeTakeFirst();
    if (!row) throw new AppError('BALANCE_NOT_ENOUGH', undefined, { topUpUrl: TOP_UP_URL });
    balance = row.amount;
  }
  const entry = await trx
    .insertInto('balance_ledger')
    .values({
      id: randomUUID(),
      user_id: move.userId,
      amount: move.amount,
      kind: move.kind,
      reference: move.reference ?? null,
      reason: move.reason ?? null,
      created_by: move.createdBy ?? null,
      created_at: move.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { balance, entry: toLedgerEntry(entry) };
}
