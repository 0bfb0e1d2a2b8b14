import type { PaymentSessionKind } from '../../db/database';
import type { PaywayOption, ProviderMethod, TransferInstructions } from '@storefront/contracts';

/** What a provider needs to open its side of a payment session. */
export interface OpeningRequest {
  sessionId: string;
  kind: PaymentSessionKind;
  /** What the provider charges, in cents (amount + fee). */
  charge: number;
  paymentOption: PaywayOption | null;
  now: Date;
}

/**
 * The provider's answer: send the customer to its hosted page (card 3-D Secure, wallet approval, bank card /
 * QR form) until expiresAt, or wait (bank and wire transfer) with the instructions the customer follows.
 * `state` is kept on the session for the provider (e.g. the wallet's approval).
 */
export type ProviderOpening =
  | { status: 'requiresAction'; redirectUrl: string; expiresAt: Date; state: Record<string, unknown> }
  | { status: 'pending'; instructions: TransferInstructions; expiresAt: null; state: Record<string, unknown> };

/** A capture's answer: what the wallet took (cents, currency) is checked against the session's charge before it is recorded. */
export type CaptureResult = { ok: true; transactionId: string; amount: number; currency: string } | { ok: false; code: 'PAYPAL_ERROR'; reason: string };

/**
 * One payment method's provider. Outcomes arrive later: through the signed callback the provider posts
 * (card, bank card / QR), a capture the storefront asks for after the customer approved (wallet), or staff
 * confirming the money arrived (bank and wire transfer). Providers never mark anything paid themselves.
 */
export interface PaymentProvider {
  readonly method: ProviderMethod;
  /** `sandbox` or the real party's name, for logs and the payments table. */
  readonly identifier: string;
  open(request: OpeningRequest): ProviderOpening;
  /** Wallet only: capture an approved session (its id and charge); `state` is the session's provider state. */
  capture?(session: { id: string; charge: number }, state: Record<string, unknown>): Promise<CaptureResult>;
}
