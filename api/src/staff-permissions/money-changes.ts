import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { moveLedger } from '../ledger/ledger.repository';

export interface MoneyChange {
  userId: string;
  amount: number;
  reason: string;
  staffId: string;
  now: Date;
}

async function assertUser(trx: Transaction<Database>, userId: string): Promise<void> {
  const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
}

/** A staff balance adjustment (one ledger row), made by the route or by the approval that let it through. */
export async function adjustBalance(trx: Transaction<Database>, change: MoneyChange) {
  await assertUser(trx, change.userId);
  const { total, entry } = await moveLedger(trx, 'balance', { userId: change.userId, amount: change.amount, kind: 'adjustment', reason: change.reason, createdBy: change.staffId, now: change.now });
  return { userId: change.userId, balance: total, entry };
}

/** A staff promo credit grant (positive) or take-back (negative), made by the route or by its approval. */
export async function grantPromoCredit(trx: Transaction<Database>, change: MoneyChange) {
  await assertUser(trx, change.userId);
  const { total } = await moveLedger(trx, 'promoCredit', {
    userId: change.userId,
    amount: change.amount,
    kind: change.amount > 0 ? 'grant' : 'adjustment',
    reason: change.reason,
    createdBy: change.staffId,
    now: change.now,
  });
  return { userId: change.userId, total };
}
