import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { completeSession, type SessionOutcome } from './complete-session';
import { recordDepsOf } from './idempotent-call';
import { claimOnce, statePatch } from './provider-state';
import type { BrowserFacts, HostedFieldsProvider, PayerAuthStep } from './providers/payment-provider';
import type { RecordingDeps } from './payment-calls';
import { effectiveStatus, type SessionRow } from './sessions.repository';

/**
 * A card on the storefront's own page with the processor's hosted fields (PAYMENT_PROVIDER_CARD=cybersource): the
 * steps the pages' routes take (routes/payment/card-checkout.ts), for a payment session or for an add-card attempt
 * (cards/hosted-fields-setup.ts), each on a subject the route found still waiting on the customer. The one call
 * that takes (or verifies) money is made by one request only: the first claims the subject (`authorising` in its
 * state, written only where it is absent), and any other at once — a double click, the issuer's return posted
 * twice — waits for it.
 */
export type CardCheckoutDeps = RecordingDeps & Pick<AreaDeps, 'paymentProviders'>;

/** Where a session that no longer waits sends the customer: to the store's success page when it paid (or waits to settle), else back to the basket. */
export const endOf = (session: { status: string }): 'continue' | 'cancel' => (session.status === 'succeeded' || session.status === 'pending' ? 'continue' : 'cancel');

/** Where the customer goes next: the processor's page to post its token to, or back to the storefront. */
export type CardStep =
  | { kind: 'post'; step: 'collect' | 'challenge'; url: string; accessToken: string }
  | { kind: 'back'; to: 'continue' | 'cancel' }
  /** Another request is authorising this subject: the customer is shown it is being processed. */
  | { kind: 'processing' };

/** What the pages pay or verify: its id (the processor's client reference code), the charge in cents, and the steps' state so far. */
export interface CardSubject {
  id: string;
  charge: number;
  state: Record<string, unknown>;
}

type Failed = Extract<SessionOutcome, { status: 'failed' }>;

/** Where a subject's steps are kept and where it ends: a payment session's row, or an add-card attempt's. */
export interface CardFlow {
  save(id: string, patch: Record<string, unknown>): Promise<void>;
  /** The claim on the one call that takes money: true for the one request that may make it. */
  claim(id: string): Promise<boolean>;
  /** The authenticated card's last step: a payment authorised and captured, or a card verified and saved. */
  finish(subject: CardSubject, state: Record<string, unknown>): Promise<CardStep>;
  /** A step refused the card (declined, not 3-D Secure). */
  fail(subject: CardSubject, outcome: Failed): Promise<CardStep>;
}

export function hostedFieldsOf(deps: Pick<AreaDeps, 'paymentProviders'>): HostedFieldsProvider<'card'> | null {
  const provider = deps.paymentProviders.card;
  return provider.kind === 'hostedFields' ? provider : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isSubjectId = (id: string) => UUID.test(id);

/** The session the page is about: a card session still waiting on the customer, or why not. */
export async function waitingCardSession(deps: Pick<AreaDeps, 'db' | 'clock'>, sessionId: string): Promise<{ row: SessionRow; waiting: boolean } | null> {
  if (!isSubjectId(sessionId)) return null;
  const row = await deps.db.selectFrom('payment_sessions').selectAll().where('id', '=', sessionId).where('method', '=', 'card').executeTakeFirst();
  if (!row) return null;
  return { row, waiting: effectiveStatus(row, deps.clock.now()) === 'requiresAction' };
}


/** A payment session's flow: what the processor answers lands through complete-session, once. */
export function paymentFlow(deps: CardCheckoutDeps, provider: HostedFieldsProvider<'card'>): CardFlow {
  const land = async (sessionId: string, outcome: SessionOutcome): Promise<CardStep> => {
    const landed = await completeSession(deps.db, recordDepsOf(deps), sessionId, outcome);
    return { kind: 'back', to: endOf(landed.session) };
  };
  return {
    save: async (id, patch) => {
      await deps.db.updateTable('payment_sessions').set({ provider_state: statePatch(patch), updated_at: deps.clock.now() }).where('id', '=', id).execute();
    },
    claim: (id) => claimOnce(deps.db, 'payment_sessions', id, deps.clock.now()),
    finish: async (subject, state) => land(subject.id, await provider.authorise({ id: subject.id, charge: subject.charge }, state)),
    fail: (subject, outcome) => land(subject.id, outcome),
  };
}

/** A step's answer: the browser posts on, or the card is authenticated and the flow finishes, or refused. */
async function after(flow: CardFlow, subject: CardSubject, step: PayerAuthStep): Promise<CardStep> {
  if (step.step === 'failed') return flow.fail(subject, step.outcome);
  const state = { ...subject.state, ...step.state };
  await flow.save(subject.id, step.state);
  if (step.step !== 'authenticated') return { kind: 'post', step: step.step, url: step.url, accessToken: step.accessToken };
  // The claim: only the request that writes `authorising` asks for the money.
  if (!(await flow.claim(subject.id))) return { kind: 'processing' };
  return flow.finish(subject, state);
}

const session = (subject: CardSubject) => ({ id: subject.id, charge: subject.charge });

/** The page posted the card's token: payer authentication set up; the browser collects device data next. */
export async function cardTokenPosted(provider: HostedFieldsProvider<'card'>, flow: CardFlow, subject: CardSubject, token: string): Promise<CardStep> {
  if (subject.state.authorising) return { kind: 'processing' };
  return after(flow, subject, await provider.setUp(session(subject), token));
}

/** Device data collected: enrollment checked — finished at once when frictionless, else the issuer's challenge. */
export async function cardDeviceCollected(provider: HostedFieldsProvider<'card'>, flow: CardFlow, subject: CardSubject, browser: BrowserFacts, returnUrl: string): Promise<CardStep> {
  if (subject.state.authorising) return { kind: 'processing' };
  if (!subject.state.transientToken) throw new AppError('CANNOT_COMPLETE_PAYMENT');
  return after(flow, subject, await provider.checkEnrollment(session(subject), subject.state, browser, returnUrl));
}

/** Back from the issuer's challenge: its result validated with the processor (never read from the post), then finished. */
export async function cardChallengeReturned(provider: HostedFieldsProvider<'card'>, flow: CardFlow, subject: CardSubject): Promise<CardStep> {
  if (subject.state.authorising) return { kind: 'processing' };
  // No challenge was asked for: a post nobody was sent to make, refused without touching the subject.
  if (!subject.state.authenticationTransactionId) throw new AppError('CANNOT_COMPLETE_PAYMENT');
  return after(flow, subject, await provider.challengeResult(session(subject), subject.state));
}
