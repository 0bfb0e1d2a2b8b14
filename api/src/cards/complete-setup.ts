import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CARD_DECLINES, CARD_VERIFICATION_CHARGE, ERRORS, type CardSetupOutcome } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { CardVault } from './card-vault';
import { findCard, listCards } from './cards.repository';

const failureOf = (code: string, declineCode: string | null) => ({
  code,
  message: declineCode && declineCode in CARD_DECLINES ? CARD_DECLINES[declineCode as keyof typeof CARD_DECLINES] : (ERRORS[code as keyof typeof ERRORS]?.message ?? code),
  declineCode,
});

/**
 * An add-card attempt, asked on the customer's return from the provider's page. The first time the provider
 * says it succeeded, in one transaction under the attempt's row lock: the $1 verification charge (§9) on the
 * new token and its refund at once (or the provider's own verification, authorised and reversed), then the card saved (token, brand, last four, expiry only) with both in
 * its history, default when it is the customer's first card. A declined verification fails the attempt and
 * saves nothing. Asked again, it answers what was recorded.
 */
export async function completeCardSetup(db: Kysely<Database>, vault: CardVault, userId: string, setupId: string, now: Date): Promise<CardSetupOutcome | undefined> {
  return db.transaction().execute(async (trx) => {
    const setup = await trx.selectFrom('card_setups').selectAll().where('id', '=', setupId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!setup) return undefined;
    const answer = async (): Promise<CardSetupOutcome> => {
      const row = await trx.selectFrom('card_setups').selectAll().where('id', '=', setupId).executeTakeFirstOrThrow();
      const card = row.card_id && (await findCard(trx, userId, row.card_id)) ? (await listCards(trx, userId, now)).find((c) => c.id === row.card_id) ?? null : null;
      return { setupId, status: row.status, failure: row.status === 'failed' ? failureOf(row.failure_code ?? 'PAYMENT_PROCESSOR_ERROR', row.decline_code) : null, card };
    };
    if (setup.status !== 'requiresAction') return answer();
    const state = await vault.retrieveSetup(trx, setupId);
    if (state.status === 'requiresAction') {
      if (new Date(setup.expires_at) > now) return answer();
      await trx.updateTable('card_setups').set({ status: 'failed', failure_code: 'CODE_INCORRECT' }).where('id', '=', setupId).execute();
      return answer();
    }
    if (state.status === 'failed') {
      await trx.updateTable('card_setups').set({ status: 'failed', failure_code: state.code, decline_code: state.declineCode }).where('id', '=', setupId).execute();
      return answer();
    }
    // The provider verified the card itself (CyberSource: its $1 authorisation, reversed), or the storefront charges and refunds the $1.
    let verification = state.verification ? { transactionId: state.verification.transactionId, releaseId: state.verification.releaseId, released: 'Card verification reversed' } : null;
    if (!verification) {
      const charged = await vault.charge(trx, state.token, CARD_VERIFICATION_CHARGE, `verify:${setupId}`);
      if (!charged.ok) {
        await trx.updateTable('card_setups').set({ status: 'failed', failure_code: charged.code, decline_code: charged.declineCode }).where('id', '=', setupId).execute();
        return answer();
      }
      verification = { transactionId: charged.transactionId, releaseId: (await vault.refund(trx, charged.transactionId, CARD_VERIFICATION_CHARGE)).transactionId, released: 'Card verification refunded' };
    }
    const hasDefault = await trx.selectFrom('saved_cards').select('id').where('user_id', '=', userId).where('is_default', '=', true).where('removed_at', 'is', null).executeTakeFirst();
    const cardId = randomUUID();
    await trx
      .insertInto('saved_cards')
      .values({ id: cardId, user_id: userId, provider: vault.identifier, token: state.token, brand: state.brand, last4: state.last4, exp_month: state.expMonth, exp_year: state.expYear, fingerprint: state.fingerprint, is_default: !hasDefault, created_at: now })
      .execute();
    await trx
      .insertInto('card_transactions')
      .values([
        { id: randomUUID(), card_id: cardId, user_id: userId, kind: 'verification', amount: CARD_VERIFICATION_CHARGE, transaction_id: verification.transactionId, reference: null, description: 'Card verification', created_at: now },
        { id: randomUUID(), card_id: cardId, user_id: userId, kind: 'refund', amount: CARD_VERIFICATION_CHARGE, transaction_id: verification.releaseId, reference: verification.transactionId, description: verification.released, created_at: new Date(now.getTime() + 1) },
      ])
      .execute();
    await trx.updateTable('card_setups').set({ status: 'succeeded', card_id: cardId }).where('id', '=', setupId).execute();
    return answer();
  });
}
