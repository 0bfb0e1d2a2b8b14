import type { PaymentSession, PaywayOption, ProviderMethod, TopUp } from '@storefront/contracts';
import { findCard } from '../cards/cards.repository';
import { cardVaultFor } from '../cards/charge-saved-card';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { recordDepsOf } from '../payments/idempotent-call';
import { startProviderPayment, type RecordingDeps } from '../payments/payment-calls';
import { completeTopUp, topUpOneStep } from './top-up-one-step';
import { createTopUp, findUserTopUp, toTopUp } from './top-ups.repository';

/** The top-up routes' calls (routes/top-up): a top-up made, read, paid through a provider or at once with a saved card. */
type TopUpDeps = Pick<AreaDeps, 'db' | 'clock'>;

/** Starts paying a top-up with a provider method; back to the top-up's pages unless the paths say otherwise. */
export function startTopUpPayment(
  deps: Pick<AreaDeps, 'db' | 'paymentProviders' | 'clock'>,
  userId: string,
  id: string,
  method: 'card' | 'bankCard',
  extra: { paymentOption?: PaywayOption; continuePath?: string; cancelPath?: string },
): Promise<PaymentSession> {
  return startProviderPayment(deps, userId, {
    kind: 'topUp',
    id,
    method,
    paymentOption: extra.paymentOption,
    continuePath: extra.continuePath ?? `/top-up/success?topUpId=${id}`,
    cancelPath: extra.cancelPath ?? `/top-up?topUpId=${id}`,
  });
}

/** A top-up of `total` cents paid with `method`, made in a transaction. */
export async function createTopUpNow(deps: TopUpDeps, userId: string, total: number, method: ProviderMethod): Promise<TopUp> {
  const row = await deps.db.transaction().execute((trx) => createTopUp(trx, userId, total, method, deps.clock.now()));
  return toTopUp(deps.db, row, deps.clock.now());
}

export const topUpOf = async (deps: TopUpDeps, userId: string, id: string): Promise<TopUp> => toTopUp(deps.db, await findUserTopUp(deps.db, userId, id), deps.clock.now());

/** Whether the top-up can be paid (TOP_UP_PROCESSED when paid or under review), and what it charges. */
export async function canPayTopUp(deps: Pick<AreaDeps, 'db'>, userId: string, id: string): Promise<{ canPay: true; total: number }> {
  const row = await findUserTopUp(deps.db, userId, id);
  if (row.status === 'paid' || row.status === 'processing') throw new AppError('TOP_UP_PROCESSED');
  return { canPay: true as const, total: row.total + row.fee };
}

export const completeTopUpNow = (deps: RecordingDeps & Pick<AreaDeps, 'paymentProviders'>, userId: string, id: string, sessionId: string): Promise<TopUp> =>
  completeTopUp(deps.db, recordDepsOf(deps), deps.paymentProviders.wallet, userId, id, sessionId);

/** The card vault a one-step top-up charges (PROCESSOR_ERROR without one), the named card the customer's (CARD_NOT_FOUND). */
export async function topUpCardVault(deps: Pick<AreaDeps, 'db' | 'config'>, userId: string, cardId: string | undefined) {
  const vault = cardVaultFor(deps.config);
  if (!vault) throw new AppError('PROCESSOR_ERROR');
  if (cardId && !(await findCard(deps.db, userId, cardId))) throw new AppError('CARD_NOT_FOUND');
  return vault;
}

/** Tops up the balance at once with a saved card, the card fee on top. */
export const topUpWithSavedCard = (deps: RecordingDeps, vault: NonNullable<ReturnType<typeof cardVaultFor>>, userId: string, input: { total: number; cardId?: string }): Promise<TopUp> =>
  topUpOneStep(deps.db, recordDepsOf(deps), vault, userId, input);
