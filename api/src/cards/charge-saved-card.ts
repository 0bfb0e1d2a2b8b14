import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CARD_MONTHLY_LIMIT, isCardExpired } from '@storefront/contracts';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { ImmediateMethod } from '../payments/pay-order-now';
import type { SavedCardRow } from '../db/tables/cards';
import { AppError } from '../errors';
import type { CardVault } from './card-vault';
import { chargedThisMonth, findCard, findDefaultCard } from './cards.repository';
import { cybersourceCardVault } from '../payments/providers/cybersource/cybersource-vault';
import { sandboxCardVault } from './sandbox-vault';

export type SavedCardCharge =
  | { ok: true; transactionId: string; cardId: string }
  | { ok: false; code: 'NO_SAVED_CARD' | 'CARD_NOT_FOUND' | 'CARD_MONTHLY_LIMIT_EXCEEDED' | 'PAYMENT_PROCESSOR_ERROR'; declineCode: string | null };

/**
 * The vault of the card method's provider: CyberSource's Token Management Service while cards go to CyberSource
 * (PAYMENT_PROVIDER_CARD=cybersource), the sandbox's while they go to the sandbox (PAYMENT_PROVIDERS=sandbox), so a
 * card is saved at — and charged through — the provider that takes the card payments, never another.
 */
export function cardVaultFor(config: Pick<AppConfig, 'paymentProviders'> & Partial<Pick<AppConfig, 'cardProvider' | 'cybersource'>>): CardVault | null {
  if (config.cardProvider === 'cybersource') return config.cybersource ? cybersourceCardVault(config.cybersource) : null;
  return config.paymentProviders === 'sandbox' ? sandboxCardVault() : null;
}

/**
 * Charges a saved card inside the caller's transaction (the default card unless one is named): refused when
 * there is none (NO_SAVED_CARD), it is not the customer's (CARD_NOT_FOUND), it has expired, or the month's card
 * payments would pass CARD_MONTHLY_LIMIT (CARD_MONTHLY_LIMIT_EXCEEDED); else the provider charges its token and
 * the charge joins the card's history. Answers the provider's transaction id. Other api code (auto-renew,
 * one-step payments) calls this.
 */
export async function chargeSavedCard(
  trx: Transaction<Database>,
  vault: CardVault,
  input: { userId: string; amount: number; reference: string; description: string; cardId?: string; now: Date },
): Promise<SavedCardCharge> {
  // One card payment of a customer at a time: the month's total below is read under this lock.
  await trx.selectFrom('users').select('id').where('id', '=', input.userId).forUpdate().executeTakeFirst();
  const found: SavedCardRow | undefined = input.cardId ? await findCard(trx, input.userId, input.cardId) : await findDefaultCard(trx, input.userId);
  // A card saved at another provider (the sandbox's, once real cards are on) is not this vault's to charge.
  const card = found && found.provider === vault.identifier ? found : undefined;
  if (!card) return { ok: false, code: input.cardId ? 'CARD_NOT_FOUND' : 'NO_SAVED_CARD', declineCode: null };
  if (isCardExpired({ expMonth: card.exp_month, expYear: card.exp_year }, input.now)) return { ok: false, code: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'EXPIRED_CARD' };
  if ((await chargedThisMonth(trx, input.userId, input.now)) + input.amount > CARD_MONTHLY_LIMIT) return { ok: false, code: 'CARD_MONTHLY_LIMIT_EXCEEDED', declineCode: null };
  const result = await vault.charge(trx, card.token, input.amount, input.reference);
  if (!result.ok) return { ok: false, code: result.code, declineCode: result.declineCode };
  await trx
    .insertInto('card_transactions')
    .values({ id: randomUUID(), card_id: card.id, user_id: input.userId, kind: 'charge', amount: input.amount, transaction_id: result.transactionId, reference: input.reference, description: input.description, created_at: input.now })
    .execute();
  return { ok: true, transactionId: result.transactionId, cardId: card.id };
}

/** A refusal of chargeSavedCard as the api's error. */
export function chargeRefusal(result: Extract<SavedCardCharge, { ok: false }>): AppError {
  if (result.code === 'PAYMENT_PROCESSOR_ERROR') return new AppError('PAYMENT_PROCESSOR_ERROR', { errorCode: result.declineCode ?? 'DECLINED' }, { declineCode: result.declineCode });
  return new AppError(result.code);
}

/**
 * The default saved card as auto-renew and one-step renewals use it (services/renewal-charge.ts's
 * RenewalCardCharger): the provider's transaction id, or null when there is no usable default card or it was
 * declined (the caller then suspends or asks for a top-up).
 */
export function savedCardCharger(vault: CardVault | null, clock: { now(): Date }) {
  return {
    async chargeDefaultCard(trx: Transaction<Database>, userId: string, amount: number, reference: string): Promise<{ transactionId: string } | null> {
      if (!vault) return null;
      const result = await chargeSavedCard(trx, vault, { userId, amount, reference, description: 'Renewal', now: clock.now() });
      return result.ok ? { transactionId: result.transactionId } : null;
    },
  };
}


/** The provider's name for payments made with a saved card (payments.provider). */
export const SAVED_CARD_PROVIDER = 'saved-card';

/** Paying an order with a saved card (the default unless cardId names one): its refusals as §8 errors. */
export function savedCardMethod(vault: CardVault, input: { userId: string; cardId?: string; description: string; clock: { now(): Date } }): ImmediateMethod {
  return {
    provider: SAVED_CARD_PROVIDER,
    take: async (trx, order) => {
      if (order.total === 0) return 0;
      const charged = await chargeSavedCard(trx, vault, { userId: input.userId, amount: order.total, reference: order.id, description: input.description, cardId: input.cardId, now: input.clock.now() });
      if (!charged.ok) throw chargeRefusal(charged);
      return order.total;
    },
  };
}
