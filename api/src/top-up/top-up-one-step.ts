import type { Kysely } from 'kysely';
import type { TopUp } from '@storefront/contracts';
import type { CardVault } from '../cards/card-vault';
import { chargeRefusal, chargeSavedCard, SAVED_CARD_PROVIDER } from '../cards/charge-saved-card';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { captureWalletSession } from '../payments/capture-wallet';
import { settlePayable } from '../payments/payables';
import { acquirePaymentLock, releasePaymentLock } from '../payments/payment-lock';
import type { CapturingProvider } from '../payments/providers/payment-provider';
import type { RecordDeps } from '../payments/record-payment';
import { createTopUp, findUserTopUp, toTopUp } from './top-ups.repository';

/**
 * POST /api/top-up-one-step: a card top-up paid at once with a saved card (the default unless cardId names one).
 * Holding the customer's payment lock, one transaction makes the top-up (its card fee on top, MAX_BALANCE
 * checked), charges the card total + fee, and settles it as every provider's money is settled (payment row,
 * top-up paid, balance credited with its ledger row). A refusal (NO_SAVED_CARD, CARD_NOT_FOUND,
 * CARD_MONTHLY_LIMIT_EXCEEDED, a decline) writes nothing.
 */
export async function topUpOneStep(db: Kysely<Database>, deps: RecordDeps, vault: CardVault, userId: string, input: { total: number; cardId?: string }): Promise<TopUp> {
  const token = await acquirePaymentLock(db, userId, 'top-up-one-step');
  try {
    return await db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const row = await createTopUp(trx, userId, input.total, 'card', now);
      const charge = row.total + row.fee;
      const charged = await chargeSavedCard(trx, vault, { userId, amount: charge, reference: row.id, description: 'Top-up', cardId: input.cardId, now });
      if (!charged.ok) throw chargeRefusal(charged);
      const settled = await settlePayable(trx, deps, 'topUp', row.id, { provider: SAVED_CARD_PROVIDER, transactionId: charged.transactionId, charged: charge, sessionId: null });
      if (!settled.settled) throw new AppError('CANNOT_COMPLETE_PAYMENT');
      return toTopUp(trx, await findUserTopUp(trx, userId, row.id), now);
    });
  } finally {
    await releasePaymentLock(db, userId, token);
  }
}

/**
 * PUT /api/top-up/{id}/complete: the customer is back from the provider's page with a session of this top-up.
 * A wallet session they approved is captured now (its money recorded once, however often this is called; not approved yet, it is left waiting; money
 * for a top-up paid meanwhile goes to the balance as a refund — settlePayable); a card or bank-card session is
 * recorded by the provider's signed callback, so it is answered as it stands. TOP_UP_NOT_FOUND for a top-up or
 * session that is not the customer's or not this top-up's.
 */
export async function completeTopUp(db: Kysely<Database>, deps: RecordDeps, wallet: CapturingProvider, userId: string, topUpId: string, sessionId: string): Promise<TopUp> {
  await findUserTopUp(db, userId, topUpId);
  const session = await db.selectFrom('payment_sessions').select(['id', 'method', 'status']).where('id', '=', sessionId).where('user_id', '=', userId).where('kind', '=', 'topUp').where('reference_id', '=', topUpId).executeTakeFirst();
  if (!session) throw new AppError('TOP_UP_NOT_FOUND');
  if (session.method === 'wallet' && session.status === 'requiresAction') {
    // Not approved (yet): the wallet refuses to capture and the top-up is answered as it stands.
    await captureWalletSession(db, deps, wallet, { userId, kind: 'topUp', id: topUpId, sessionId }).catch((error: unknown) => {
      if (!(error instanceof AppError && error.body.code === 'PAYPAL_ERROR')) throw error;
    });
  }
  return toTopUp(db, await findUserTopUp(db, userId, topUpId), deps.clock.now());
}
