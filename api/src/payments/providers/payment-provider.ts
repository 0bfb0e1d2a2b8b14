import type { PaymentSessionKind } from '../../db/database';
import type { PaywayOption, ProviderMethod, TransferInstructions } from '@storefront/contracts';
import type { SessionOutcome } from '../complete-session';

/**
 * One payment method's provider, by how its outcome arrives — each a type of its own, so what a provider can do
 * is said by its type and never by an optional method (issue 29 item 5; the shape of Medusa's payment providers,
 * which verify and parse their own webhooks):
 * - `callback`: a hosted page (card 3-D Secure, bank card / QR); the provider posts a callback it signed in its own
 *   scheme, which it verifies and reads itself (`verifyCallback`) — POST /api/payment/callback/{method} only
 *   dispatches to it.
 * - `capture`: a hosted approval page (the wallet); the storefront asks the provider to capture once the customer
 *   approved (`capture`, required). The sandbox's takes no callback; PayPal's also sends webhooks, and is then a
 *   CallbackReceiver too (`WebhookCapturingProvider`): the capture a customer's browser asked for, or the webhook
 *   of a capture that completed later, land the same outcome once.
 * - `hostedFields`: the storefront's own page hosts the party's card fields (CyberSource's Microform: the number
 *   and security code are typed into the party's frames and reach the storefront only as a transient token); the
 *   storefront authenticates the payer (3-D Secure) and authorises through the party's API, and what the party
 *   answers that call is the outcome (payments/hosted-fields-payment.ts lands it). It takes no callback.
 * - `manual`: no hosted page (bank and wire transfer); the customer is given instructions and staff confirm the
 *   money arrived. It takes no callback.
 * Providers never mark anything paid themselves: their outcome lands through payments/complete-session.ts.
 */
export type PaymentProvider<M extends ProviderMethod = ProviderMethod> = CallbackProvider<M> | CapturingProvider<M> | WebhookCapturingProvider<M> | ManualProvider<M> | HostedFieldsProvider<M>;

/** What a provider needs to open its side of a payment session. */
export interface OpeningRequest {
  sessionId: string;
  kind: PaymentSessionKind;
  /** What is paid: the order's, top-up's or bulk payment's own id (PayPal's purchase unit carries it as reference_id). */
  referenceId: string;
  /** What the provider charges, in cents (amount + fee). */
  charge: number;
  paymentOption: PaywayOption | null;
  /** Where the provider sends the customer back (paths of this site; `sessionId=` is appended): after paying, and after a cancel. */
  continuePath: string;
  cancelPath: string;
  now: Date;
}

/**
 * The customer goes to the provider's hosted page until expiresAt. `state` is kept on the session for the provider;
 * a provider whose callbacks cannot carry our session id (PayWay's tran_id is at most 20 characters) keeps the
 * reference they do carry as `state.providerReference`, and finds the session by it (CallbackSessions).
 */
export interface HostedPageOpening {
  status: 'requiresAction';
  redirectUrl: string;
  expiresAt: Date;
  state: Record<string, unknown>;
}

/** The customer is given what to do (a transfer's account and reference) and the payment waits for staff. */
export interface InstructionsOpening {
  status: 'pending';
  instructions: TransferInstructions;
  expiresAt: null;
  state: Record<string, unknown>;
}

export type ProviderOpening = HostedPageOpening | InstructionsOpening;

interface ProviderOf<M extends ProviderMethod> {
  readonly method: M;
  /** `sandbox-…` or the real party's name, for logs and the payments table. */
  readonly identifier: string;
}

/** What arrived at POST /api/payment/callback/{method}: the request's headers and the exact bytes of its body. */
export interface CallbackDelivery {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  rawBody: string;
}

/** What a body the provider could not read said, as far as it said it: kept for staff (payment_anomalies) as reported. */
export interface ReportedCallback {
  sessionId: unknown;
  transactionId: unknown;
  status: unknown;
  reported: { amount: unknown; currency: unknown };
}

/**
 * A provider's answer to a callback: the session it names and the outcome it reports, or why it is refused —
 * its signature (answered 403, nothing kept: anyone can post), or a body it signed but that it cannot read
 * (answered 400 with the fields and their words, kept for staff: the provider said something wrong).
 */
export type CallbackVerification =
  | { ok: true; sessionId: string; outcome: SessionOutcome }
  | Acknowledged
  | { ok: false; reason: 'signature'; signature: 'missing' | 'malformed' | 'stale' | 'mismatch' }
  | { ok: false; reason: 'invalidBody'; fields: { path: string; message: string }[]; description: string; kept: ReportedCallback | null }
  | UnknownReference
  | Unconfirmed;

/**
 * A callback that names a reference no session of this method holds (answered 404, nothing kept: an unsigned
 * callback is anyone's, and the provider was not asked about it).
 */
export interface UnknownReference {
  ok: false;
  reason: 'unknownReference';
}

/**
 * A callback the provider itself did not confirm when asked (PayWay's check-transaction says the transaction is
 * pending, refunded or unknown): answered 409 CANNOT_COMPLETE_PAYMENT, nothing recorded, kept for staff.
 */
export interface Unconfirmed {
  ok: false;
  reason: 'unconfirmed';
  sessionId: string;
  description: string;
  kept: ReportedCallback;
}

/**
 * A verified notification that records nothing (a PayPal event of another type, such as CHECKOUT.ORDER.APPROVED:
 * the capture is what pays): answered 200 with recorded false, so the provider does not send it again.
 */
export interface Acknowledged {
  ok: false;
  reason: 'acknowledged';
  description: string;
}

/** How a provider finds the session its callback names by the reference it kept (`state.providerReference`). */
export interface CallbackSessions {
  byReference(reference: string): Promise<string | undefined>;
}

/** A provider that takes callbacks at POST /api/payment/callback/{method} (its signed callbacks, or its webhooks). */
export interface CallbackReceiver<M extends ProviderMethod = ProviderMethod> extends ProviderOf<M> {
  /**
   * Checks a callback in the provider's own scheme on the exact bytes received, and reads it — a provider whose
   * callbacks are not signed confirms them with its own API before answering (PayWay). `now` is the wall clock: the
   * provider signs with the real time of day, so a moved development clock must not make it stale. A provider that
   * cannot be asked throws AppError PAYMENT_GATEWAY_ERROR with its code (nothing is recorded).
   */
  verifyCallback(delivery: CallbackDelivery, now: Date, sessions: CallbackSessions): Promise<CallbackVerification>;
}

export interface CallbackProvider<M extends ProviderMethod = ProviderMethod> extends CallbackReceiver<M> {
  readonly kind: 'callback';
  open(request: OpeningRequest): HostedPageOpening;
}

/**
 * A capture's answer: what the wallet took (cents, currency), checked against the session's charge before it is
 * recorded; a capture the wallet took but settles later (PayPal's PENDING: an eCheck, a review), which holds what it
 * pays until the provider reports the capture completed; or the wallet's refusal (not approved, declined).
 */
export type CaptureResult =
  | { status: 'captured'; transactionId: string; amount: number; currency: string }
  | { status: 'pending'; transactionId: string; reason: string }
  /** The wallet made the capture and declined it (PayPal's capture DECLINED or FAILED): final, the session fails. */
  | { status: 'declined'; code: 'PAYPAL_ERROR'; transactionId: string; reason: string }
  /** The wallet will not capture now (not approved yet, the payer's instrument declined, an expired order): the customer's to retry. */
  | { status: 'refused'; code: 'PAYPAL_ERROR'; reason: string };

/**
 * A capture's answer as the outcome it lands (a refusal lands nothing: the session stays open to retry). A decline
 * fails the session with the spec's message (§8) and the wallet's own word for it as the decline code.
 */
export function outcomeOfCapture(captured: Exclude<CaptureResult, { status: 'refused' }>): SessionOutcome {
  if (captured.status === 'captured') return { status: 'succeeded', transactionId: captured.transactionId, charged: { amount: captured.amount, currency: captured.currency } };
  if (captured.status === 'pending') return { status: 'pending', transactionId: captured.transactionId, reason: captured.reason };
  return { status: 'failed', code: captured.code, declineCode: captured.reason, transactionId: captured.transactionId };
}

export interface CapturingProvider<M extends ProviderMethod = ProviderMethod> extends ProviderOf<M> {
  readonly kind: 'capture';
  /** Opens the wallet's side (PayPal creates its order: a call, hence a promise). */
  open(request: OpeningRequest): HostedPageOpening | Promise<HostedPageOpening>;
  /**
   * Captures an approved session (its id and charge); `state` is the session's provider state. A wallet that cannot
   * be asked throws AppError PAYMENT_GATEWAY_ERROR with its code (nothing is recorded, the session stays payable).
   */
  capture(session: ProviderSession, state: Record<string, unknown>): Promise<CaptureResult>;
}

/** A wallet that also sends webhooks (PayPal): its captures may complete after the customer left. */
export type WebhookCapturingProvider<M extends ProviderMethod = ProviderMethod> = CapturingProvider<M> & CallbackReceiver<M>;

export interface ManualProvider<M extends ProviderMethod = ProviderMethod> extends ProviderOf<M> {
  readonly kind: 'manual';
  open(request: OpeningRequest): InstructionsOpening;
}

/** What the provider says of a session when asked (reconciliation): an outcome to land, or nothing yet, and why. */
export type ReconcileAnswer = { outcome: SessionOutcome } | { outcome: null; reason: string };

/**
 * A provider that can be asked for a session's status (PayWay's check-transaction, PayPal's order): the
 * reconciliation job asks it of every session still open after a few minutes, so money taken whose callback was
 * lost (or whose customer never came back) is recorded exactly as the callback or capture would have (once). A
 * provider that cannot be asked throws AppError PAYMENT_GATEWAY_ERROR; the next run asks again.
 */
export interface Reconciling {
  reconcile(session: ProviderSession, state: Record<string, unknown>, now: Date): Promise<ReconcileAnswer>;
}

/** Whether the provider can be asked for a session's status. */
export const reconciles = <P extends PaymentProvider>(provider: P): provider is P & Reconciling => 'reconcile' in provider;

/** Whether the provider takes callbacks (its own signed ones, or webhooks): the ones POST /api/payment/callback/{method} reaches. */
export const receivesCallbacks = <M extends ProviderMethod>(provider: PaymentProvider<M>): provider is CallbackProvider<M> | WebhookCapturingProvider<M> => 'verifyCallback' in provider;

/** The session a provider is asked about: its id (the party's client reference) and its charge in cents. */
export interface ProviderSession {
  id: string;
  charge: number;
}

/** What the page needs to build the party's card fields for one view. */
export interface FieldsContext {
  /** The party's capture context (a JWT the fields are built from). */
  context: string;
  /** The party's field library, and its Subresource Integrity hash when the party gives one. */
  scriptUrl: string;
  scriptIntegrity: string | null;
  /** The origins the page must allow: the library's (script, frames) . */
  origins: string[];
}

/** The browser's own facts, which 3-D Secure 2 asks for (the page's script reads them; the server adds the address). */
export interface BrowserFacts {
  acceptContent: string;
  language: string;
  userAgent: string;
  ipAddress: string;
  colorDepth: string;
  screenHeight: string;
  screenWidth: string;
  timeDifference: string;
  javaEnabled: boolean;
}

/**
 * A step of payer authentication: the browser posts the party's token to `url` (device data collection, or the
 * issuer's challenge), or the payer is authenticated, or refused (the failed outcome to land). `state` is the
 * session's provider state after the step (merged into what it was).
 */
export type PayerAuthStep =
  | { step: 'collect' | 'challenge'; url: string; accessToken: string; state: Record<string, unknown> }
  | { step: 'authenticated'; state: Record<string, unknown> }
  | { step: 'failed'; outcome: Extract<SessionOutcome, { status: 'failed' }> };

export interface HostedFieldsProvider<M extends ProviderMethod = ProviderMethod> extends ProviderOf<M>, Reconciling {
  readonly kind: 'hostedFields';
  open(request: OpeningRequest): HostedPageOpening;
  fieldsContext(): Promise<FieldsContext>;
  /** The card's token from the page: payer authentication set up, the device data to collect (or the card refused). */
  setUp(session: ProviderSession, token: string): Promise<PayerAuthStep>;
  /** Is the card enrolled, and may it pass without a challenge: authenticated, a challenge to step up to, or refused. */
  checkEnrollment(session: ProviderSession, state: Record<string, unknown>, browser: BrowserFacts, returnUrl: string): Promise<PayerAuthStep>;
  /** Back from the issuer's challenge: authenticated or refused. */
  challengeResult(session: ProviderSession, state: Record<string, unknown>): Promise<PayerAuthStep>;
  /** Authorises and captures the authenticated card: the outcome to land (the party down throws PAYMENT_PROCESSOR_ERROR). */
  authorise(session: ProviderSession, state: Record<string, unknown>): Promise<SessionOutcome>;
  /**
   * Saves the authenticated card (an add-card attempt: `session.id` the attempt's, `session.charge` the $1
   * verification of spec §9): the verification authorised, not captured, with the processor's token made for the
   * merchant-initiated charges to come. The token and what the processor says of the card, or why not; the
   * verification to release either way (the party down throws PAYMENT_PROCESSOR_ERROR).
   */
  authoriseToSave(session: ProviderSession, state: Record<string, unknown>): Promise<CardSaving>;
}

/** A card as a provider's vault keeps it: its token and what may be shown of it (never its number). */
export interface VaultedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's fingerprint of the card number: the same for the same number whoever saves it; null where it gives none. */
  fingerprint: string | null;
}

/** What saving a card came to: saved, or refused (declined, not 3-D Secure); `verificationId` the authorisation to release, when one was made. */
export type CardSaving =
  | ({ status: 'saved'; verificationId: string } & VaultedCard)
  | { status: 'failed'; code: 'CARD_NOT_ACCEPTED' | 'PAYMENT_PROCESSOR_ERROR'; declineCode: string | null; verificationId?: string };
