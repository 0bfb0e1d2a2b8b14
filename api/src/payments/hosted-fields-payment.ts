import { sql } from 'kysely';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { completeSession, type SessionOutcome } from './complete-session';
import { recordDepsOf } from './idempotent-call';
import type { BrowserFacts, HostedFieldsProvider, PayerAuthStep } from './providers/payment-provider';
import type { RecordingDeps } from './payment-calls';
import { effectiveStatus, type SessionRow } from './sessions.repository';

/**
 * A card payment on the storefront's own page with the processor's hosted fields (PAYMENT_PROVIDER_CARD=cybersource):
 * the steps the page's routes take (routes/payment/card-checkout.ts), each on a session the route found still
 * waiting on the customer (waitingCardSession). What the processor answers lands through complete-session, once;
 * the one call that takes money (authorise) is made by one request only: the first claims the session (`authorising` in its state, written only
 * where it is absent), and any other at once — a double click, the issuer's return posted twice — waits for it.
 */
export type CardCheckoutDeps = RecordingDeps & Pick<AreaDeps, 'paymentProviders'>;

/** Where a session that no longer waits sends the customer: to the store's success page when it paid (or waits to settle), else back to the basket. */
export const endOf = (session: { status: string }): 'continue' | 'cancel' => (session.status === 'succeeded' || session.status === 'pending' ? 'continue' : 'cancel');

/** Where the customer goes next: the processor's page to post its token to, or back to the storefront. */
export type CardStep =
  | { kind: 'post'; step: 'collect' | 'challenge'; url: string; accessToken: string }
  | { kind: 'back'; to: 'continue' | 'cancel' }
  /** Another request is authorising this session: the customer is shown it is being processed. */
  | { kind: 'processing' };

export function hostedFieldsOf(deps: Pick<AreaDeps, 'paymentProviders'>): HostedFieldsProvider<'card'> | null {
  const provider = deps.paymentProviders.card;
  return provider.kind === 'hostedFields' ? provider : null;
}

/** The session the page is about: a card session of this provider still waiting on the customer, or why not. */
export async function waitingCardSession(deps: Pick<AreaDeps, 'db' | 'clock'>, sessionId: string): Promise<{ row: SessionRow; waiting: boolean } | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId)) return null;
  const row = await deps.db.selectFrom('payment_sessions').selectAll().where('id', '=', sessionId).where('method', '=', 'card').executeTakeFirst();
  if (!row) return null;
  return { row, waiting: effectiveStatus(row, deps.clock.now()) === 'requiresAction' };
}

async function saveState(deps: CardCheckoutDeps, sessionId: string, patch: Record<string, unknown>): Promise<void> {
  await deps.db
    .updateTable('payment_sessions')
    .set({ provider_state: sql`provider_state || ${JSON.stringify(patch)}::jsonb`, updated_at: deps.clock.now() })
    .where('id', '=', sessionId)
    .execute();
}

async function land(deps: CardCheckoutDeps, sessionId: string, outcome: SessionOutcome): Promise<CardStep> {
  const landed = await completeSession(deps.db, recordDepsOf(deps), sessionId, outcome);
  return { kind: 'back', to: endOf(landed.session) };
}

/** A step's answer: the browser posts on, or the card is authenticated and authorised, or refused. */
async function after(deps: CardCheckoutDeps, provider: HostedFieldsProvider<'card'>, row: SessionRow, step: PayerAuthStep): Promise<CardStep> {
  if (step.step === 'failed') return land(deps, row.id, step.outcome);
  const state = { ...(row.provider_state as Record<string, unknown>), ...step.state };
  await saveState(deps, row.id, step.state);
  if (step.step !== 'authenticated') return { kind: 'post', step: step.step, url: step.url, accessToken: step.accessToken };
  // The claim: only the request that writes `authorising` asks for the money.
  const claimed = await deps.db
    .updateTable('payment_sessions')
    .set({ provider_state: sql`provider_state || jsonb_build_object('authorising', ${deps.clock.now().toISOString()}::text)` })
    .where('id', '=', row.id)
    .where('status', '=', 'requiresAction')
    .where(sql<boolean>`not (provider_state ? 'authorising')`)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return { kind: 'processing' };
  return land(deps, row.id, await provider.authorise({ id: row.id, charge: row.charge }, state));
}

/** The page posted the card's token: payer authentication set up; the browser collects device data next. */
export async function cardTokenPosted(deps: CardCheckoutDeps, provider: HostedFieldsProvider<'card'>, row: SessionRow, token: string): Promise<CardStep> {
  if ((row.provider_state as Record<string, unknown>).authorising) return { kind: 'processing' };
  return after(deps, provider, row, await provider.setUp({ id: row.id, charge: row.charge }, token));
}

/** Device data collected: enrollment checked — authorised at once when frictionless, else the issuer's challenge. */
export async function cardDeviceCollected(deps: CardCheckoutDeps, provider: HostedFieldsProvider<'card'>, row: SessionRow, browser: BrowserFacts, returnUrl: string): Promise<CardStep> {
  const state = row.provider_state as Record<string, unknown>;
  if (state.authorising) return { kind: 'processing' };
  if (!state.transientToken) throw new AppError('CANNOT_COMPLETE_PAYMENT');
  return after(deps, provider, row, await provider.checkEnrollment({ id: row.id, charge: row.charge }, state, browser, returnUrl));
}

/** Back from the issuer's challenge: its result validated with the processor (never read from the post), then authorised. */
export async function cardChallengeReturned(deps: CardCheckoutDeps, provider: HostedFieldsProvider<'card'>, row: SessionRow): Promise<CardStep> {
  const state = row.provider_state as Record<string, unknown>;
  if (state.authorising) return { kind: 'processing' };
  // No challenge was asked for this session: a post nobody was sent to make, refused without touching the session.
  if (!state.authenticationTransactionId) throw new AppError('CANNOT_COMPLETE_PAYMENT');
  return after(deps, provider, row, await provider.challengeResult({ id: row.id, charge: row.charge }, state));
}

