import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import { MAX_BALANCE_CENTS, MONEY_MESSAGES, type LedgerKind } from '@storefront/contracts';
import type { Database, Db, LedgerEntriesTable, PromoCreditLedgerKind } from '../db/database';
import { AppError, invalidField } from '../errors';

/** The kinds of row each money ledger takes. */
interface LedgerKinds {
  balance: LedgerKind;
  promoCredit: PromoCreditLedgerKind;
}
export type LedgerName = keyof LedgerKinds;
export type LedgerKindOf<L extends LedgerName> = LedgerKinds[L];

/** Where a balance that is short sends the customer (BALANCE_NOT_ENOUGH's topUpUrl). */
export const TOP_UP_URL = '/top-up';

interface LedgerTables<L extends LedgerName> {
  /** The per-user total (one row a user; none yet = 0). */
  totals: 'balances' | 'promo_credits';
  /** The add-only rows, summing to the total. */
  entries: 'balance_ledger' | 'promo_credit_ledger';
  /** The §8 error of a debit the total cannot cover. */
  notEnough: () => AppError;
  /** Credits held to MAX_BALANCE_CENTS; the others (money received, credit given back) always land. */
  capped: readonly LedgerKinds[L][];
}

const LEDGERS: { [L in LedgerName]: LedgerTables<L> } = {
  // A staff adjustment is capped; a top-up is held to the maximum when it is made (createTopUp), so a paid one lands.
  balance: {
    totals: 'balances',
    entries: 'balance_ledger',
    notEnough: () => new AppError('BALANCE_NOT_ENOUGH', undefined, { topUpUrl: TOP_UP_URL }),
    capped: ['adjustment'],
  },
  // Every grant is capped; credit given back (a refund) always lands.
  promoCredit: { totals: 'promo_credits', entries: 'promo_credit_ledger', notEnough: () => new AppError('PROMO_CREDIT_NOT_ENOUGH'), capped: ['grant', 'adjustment', 'payment'] },
};

/** One ledger row as the api answers it (GET /api/user/balance/ledger), whichever the ledger. */
export interface LedgerEntryOf<L extends LedgerName> {
  id: string;
  /** Signed cents: credits positive, debits negative. */
  amount: number;
  kind: LedgerKinds[L];
  reference: string | null;
  reason: string | null;
  createdAt: string;
}

type EntryRow<L extends LedgerName> = Pick<Selectable<LedgerEntriesTable<string>>, 'id' | 'amount' | 'reference' | 'reason' | 'created_at'> & { kind: LedgerKinds[L] };

function toEntry<L extends LedgerName>(row: EntryRow<L>): LedgerEntryOf<L> {
  return { id: row.id, amount: row.amount, kind: row.kind, reference: row.reference, reason: row.reason, createdAt: new Date(row.created_at).toISOString() };
}

/** A total would pass MAX_BALANCE_CENTS: 400 BAD_REQUEST on the amount, with the rule's words. */
export const balanceTooLarge = () => invalidField('amount', MONEY_MESSAGES.balanceTooLarge);

/**
 * The user's total in the ledger, in cents (no row yet = 0). `lock` takes the row's lock (SELECT … FOR UPDATE)
 * inside a transaction, so a check made on it holds until the transaction ends.
 */
export async function readLedgerTotal(db: Db, ledger: LedgerName, userId: string, lock = false): Promise<number> {
  let query = db.selectFrom(LEDGERS[ledger].totals).select('amount').where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst())?.amount ?? 0;
}

/** The user's latest ledger rows, newest first. */
export async function listLedgerEntries<L extends LedgerName>(db: Db, ledger: L, userId: string, limit: number): Promise<LedgerEntryOf<L>[]> {
  const rows = await db.selectFrom(LEDGERS[ledger].entries).selectAll().where('user_id', '=', userId).orderBy('seq', 'desc').limit(limit).execute();
  return rows.map((row) => toEntry(row as EntryRow<L>));
}

/** Sum of the user's ledger rows: always equals readLedgerTotal (checked by tests and audits). */
export async function ledgerSum(db: Db, ledger: LedgerName, userId: string): Promise<number> {
  const row = await db.selectFrom(LEDGERS[ledger].entries).select(sql<string>`coalesce(sum(amount), 0)`.as('sum')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.sum);
}

export interface LedgerMove<L extends LedgerName> {
  userId: string;
  /** Signed cents, never zero: a credit is positive, a debit negative. */
  amount: number;
  kind: LedgerKinds[L];
  reference?: string | null;
  reason?: string | null;
  createdBy?: string | null;
  now: Date;
}

/**
 * Moves a ledger inside the caller's transaction: one add-only row and the total row together.
 * A debit is a conditional UPDATE (… WHERE amount >= x): concurrent debits can never take the total below zero;
 * when it is short, the ledger's §8 error (BALANCE_NOT_ENOUGH with a top-up link, PROMO_CREDIT_NOT_ENOUGH) and
 * nothing written. A credit of a capped kind never takes the total beyond MAX_BALANCE_CENTS (conditional too:
 * balanceTooLarge); money received and credit given back always land.
 */
export async function moveLedger<L extends LedgerName>(trx: Transaction<Database>, ledger: L, move: LedgerMove<L>): Promise<{ total: number; entry: LedgerEntryOf<L> }> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0) throw new AppError('BAD_REQUEST');
  const { totals, entries, notEnough, capped } = LEDGERS[ledger] as LedgerTables<L>;
  let total: number;
  if (move.amount > 0) {
    // The table name is one of the two constants above, never input.
    const current = sql`${sql.raw(totals)}.amount`;
    const row = await trx
      .insertInto(totals)
      .values({ user_id: move.userId, amount: move.amount, updated_at: move.now })
      .onConflict((oc) => {
        const update = oc.column('user_id').doUpdateSet({ amount: sql`${current} + ${move.amount}`, updated_at: move.now });
        return capped.includes(move.kind) ? update.where(sql<boolean>`${current} + ${move.amount} <= ${MAX_BALANCE_CENTS}`) : update;
      })
      .returning('amount')
      .executeTakeFirst();
    if (!row) throw balanceTooLarge();
    total = row.amount;
  } else {
    const debit = -move.amount;
    const row = await trx
      .updateTable(totals)
      .set({ amount: sql`amount - ${debit}`, updated_at: move.now })
      .where('user_id', '=', move.userId)
      .where('amount', '>=', debit)
      .returning('amount')
      .executeTakeFirst();
    if (!row) throw notEnough();
    total = row.amount;
  }
  const entry = await trx
    .insertInto(entries)
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
  return { total, entry: toEntry(entry as EntryRow<L>) };
}
