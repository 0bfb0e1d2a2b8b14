import { randomUUID } from 'node:crypto';
import { CARD_SETUP_MINUTES, localePath, type CardSetupOutcome, type Locale, type SavedCard } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { recordDepsOf } from '../payments/idempotent-call';
import { payOrderNow } from '../payments/pay-order-now';
import type { CardVault } from './card-vault';
import { cardHistory, findCard, insertCardSetup, listCards, removeCard, setDefaultCard, toSavedCard } from './cards.repository';
import { cardVaultFor, savedCardMethod } from './charge-saved-card';
import { completeCardSetup } from './complete-setup';

/** The signed-in customer's saved cards (/account/cards) and paying an order with one (spec §5, §8, §9). */

/** The configured card vault; PROCESSOR_ERROR when none is. */
function vaultOf(deps: Pick<AreaDeps, 'config'>): CardVault {
  const configured = cardVaultFor(deps.config);
  if (!configured) throw new AppError('PROCESSOR_ERROR');
  return configured;
}

export async function listMyCards(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string): Promise<SavedCard[]> {
  return listCards(deps.db, userId, deps.clock.now());
}

/** Opens the provider's hosted page to add a card, open CARD_SETUP_MINUTES; the customer comes back to /account/cards in this locale. */
export async function startCardSetup(deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>, userId: string, locale: Locale) {
  const now = deps.clock.now();
  const setupId = randomUUID();
  const expiresAt = new Date(now.getTime() + CARD_SETUP_MINUTES * 60_000);
  const returnPath = `${localePath('/account/cards', locale)}?setupId=${setupId}`;
  const opened = await deps.db.transaction().execute(async (trx) => {
    await insertCardSetup(trx, { id: setupId, userId, termsAcceptedAt: now, expiresAt });
    return vaultOf(deps).openSetup(trx, { id: setupId, returnPath, expiresAt });
  });
  return { setupId, url: opened.url, expiresAt: expiresAt.toISOString() };
}

/** How adding a card went (completing it the first time the provider says it succeeded); NOT_FOUND when the attempt is not mine. */
export async function getCardSetup(deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>, userId: string, setupId: string): Promise<CardSetupOutcome> {
  const outcome = await completeCardSetup(deps.db, vaultOf(deps), userId, setupId, deps.clock.now());
  if (!outcome) throw new AppError('NOT_FOUND');
  return outcome;
}

/** Makes the card my default; CARD_NOT_FOUND when it is not mine. */
export async function setMyDefaultCard(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, cardId: string): Promise<SavedCard> {
  const card = await deps.db.transaction().execute((trx) => setDefaultCard(trx, userId, cardId));
  if (!card) throw new AppError('CARD_NOT_FOUND');
  return toSavedCard(card, await cardHistory(deps.db, card.id), deps.clock.now());
}

/** Removes my card; CARD_NOT_FOUND when it is not mine. */
export async function removeMyCard(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, cardId: string): Promise<void> {
  const removed = await deps.db.transaction().execute((trx) => removeCard(trx, userId, cardId, deps.clock.now()));
  if (!removed) throw new AppError('CARD_NOT_FOUND');
}

/** CARD_NOT_FOUND when the customer names a card to pay with that is not theirs (none named: the default). */
export async function checkCardToPayWith(deps: Pick<AreaDeps, 'db'>, userId: string, cardId: string | undefined): Promise<void> {
  if (cardId && !(await findCard(deps.db, userId, cardId))) throw new AppError('CARD_NOT_FOUND');
}

type PayDeps = Pick<AreaDeps, 'db' | 'clock' | 'config' | 'registry' | 'tldCatalogue' | 'jobs' | 'provisioner'>;

/** Pays my order with a saved card (the default unless cardId names another). */
export async function payOrderWithSavedCard(deps: PayDeps, userId: string, orderId: string, input: { cardId?: string; cartUpdatedAt?: string }) {
  return payOrderNow(deps.db, recordDepsOf(deps), userId, orderId, input.cartUpdatedAt, savedCardMethod(vaultOf(deps), { userId, cardId: input.cardId, description: 'Order payment', clock: deps.clock }));
}
