import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { MAX_BALANCE_CENTS } from '@storefront/contracts';
import { balanceTooLarge } from '../balance/balance.repository';
import type { Database, OrderRow, PromoCreditLedgerTable } from '../db/database';
import { AppError } from '../errors';

type Db = Kysely<Database> | Transaction<Database>;

export type PromoCreditKind = PromoCreditLedgerTable['kind'];

/**
 * The user's promo credit in cents (no row yet = 0). `lock` takes the row's lock (SELECT … FOR UPDATE)
 * inside a transaction, so a check made on it holds until the transaction ends.
 */
export async function promoCreditTotal(db: Db, userId: string, lock = false): Promise<number> {
  let query = db.selectFrom('promo_credits').select('amount').where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst())?.amount ?? 0;
}

/** Sum of the user's promo credit ledger rows: always equals promoCreditTotal (checked by tests and audits). */
export async function promoCreditLedgerSum(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('promo_credit_ledger').select(sql<string>`coalesce(sum(amount), 0)`.as('sum')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.sum);
}

/**
 * The promo credit an order (or the cart) takes: all of the customer's credit up to the total after discount
 * and VAT, never more (the order's total then never goes below zero). Integer cents in, integer cents out.
 */
export function appliedPromoCredit(available: number, totalAfterVat: number): number {
  return Math.max(0, Math.min(available, totalAfterVat));
}

export interface PromoCreditMove {
  userId: string;
  /** Signed cents, never zero: a grant is positive, a payment negative. */
  amount: number;
  kind: PromoCreditKind;
  reference?: string | null;
  reason?: string | null;
  createdBy?: string | null;
  now: Date;
}

/**
 * Moves promo credit inside the caller's transaction, like moveBalance: one add-only ledger row and the
 * total row together. A debit is a conditional UPDATE (… WHERE amount >= x), so concurrent debits can never
 * take the total below zero; when it is short, PROMO_CREDIT_NOT_ENOUGH and nothing written.
 */
export async function movePromoCredit(trx: Transaction<Database>, move: PromoCreditMove): Promise<{ total: number }> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0) throw new AppError('BAD_REQUEST');
  let total: number;
  if (move.amount > 0) {
    // A grant never takes the total beyond MAX_BALANCE_CENTS; credit given back (a refund) always lands.
    const capped = move.kind !== 'refund';
    const row = await trx
      .insertInto('promo_credits')
      .values({ user_id: move.userId, amount: move.amount, updated_at: move.now })
      .onConflict((oc) => {
        const update = oc.column('user_id').doUpdateSet({ amount: sql`promo_credits.amount + ${move.amount}`, updated_at: move.now });
        return capped ? update.where(sql<boolean>`promo_credits.amount + ${move.amount} <= ${MAX_BALANCE_CENTS}`) : update;
      })
      .returning('amount')
      .executeTakeFirst();
    if (!row) throw balanceTooLarge();
    total = row.amount;
  } else {
    const debit = -move.amount;
    const row = await trx
      .updateTable('promo_credits')
      .set({ amount: sql`amount - ${debit}`, updated_at: move.now })
      .where('user_id', '=', move.userId)
      .where('amount', '>=', debit)
      .returning('amount')
      .executeTakeFirst();
    if (!row) throw new AppError('PROMO_CREDIT_NOT_ENOUGH');
    total = row.amount;
  }
  await trx
    .insertInto('promo_credit_ledger')
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
    .execute();
  return { total };
}

/**
 * Takes the promo credit an order carries (order.promo_credit, already off its total) when the order is paid,
 * in the payment's transaction: one 'payment' ledger row referencing the order. Called by recordPayment, so
 * every provider redeems it the same way; PROMO_CREDIT_NOT_ENOUGH when the customer no longer holds it
 * (spent elsewhere since the order was made), which rolls the whole payment back.
 */
export async function redeemPromoCredit(trx: Transaction<Database>, order: OrderRow, now: Date): Promise<void> {
  if (order.promo_credit <= 0) return;
  await movePromoCredit(trx, { userId: order.user_id, amount: -order.promo_credit, kind: 'payment', reference: order.id, reason: 'Order payment', now });
}
