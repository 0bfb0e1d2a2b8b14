/**
 * Payment rules and constants without a schema library, so the browser's pages import them without zod
 * (the *.ts files beside it hold the api's zod schemas of the same shapes).
 */

/** The header every pay call carries: the same key and body replay the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const PAYABLE_KINDS = ['order', 'topUp', 'bulk'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

/** Methods run by a provider (not balance or promo credit). */
export const PROVIDER_METHODS = ['card', 'wallet', 'bankCard', 'bankTransfer', 'wireTransfer'] as const;
export type ProviderMethod = (typeof PROVIDER_METHODS)[number];

/** Bank card / QR form options (GET /payment/payway/form paymentOption): the bank app's QR, or a card. */
export const PAYWAY_OPTIONS = ['abapay', 'cards'] as const;
export type PaywayOption = (typeof PAYWAY_OPTIONS)[number];

/** The QR code of the bank card / QR form is valid this long. */
export const PAYWAY_QR_MINUTES = 30;

export const PAYMENT_SESSION_STATUSES = ['requiresAction', 'pending', 'succeeded', 'failed', 'expired', 'cancelled'] as const;
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number];

/** The card decline codes of spec §8, each with its advice. A declined session fails with PAYMENT_PROCESSOR_ERROR and one of these. */
export const CARD_DECLINES = {
  EXPIRED_CARD: 'Your card has expired. Please use another card.',
  PROCESSOR_DECLINED: 'The card processor declined the payment. Please try again or use another card.',
  INSUFFICIENT_FUNDS: 'Your card has insufficient funds. Please use another card.',
  STOLEN_OR_LOST_CARD: 'This card was reported lost or stolen. Please use another card.',
  ISSUER_UNAVAILABLE: 'Your card issuer is unavailable. Please try again later or use another card.',
  UNAUTHORIZED_CARD: 'This card is not authorized for this payment. Please use another card.',
  CVN_INVALID: 'The security code (CVV) does not match. Please check it and try again.',
  CREDIT_LIMIT_EXCEEDED: 'Your credit limit is exceeded. Please use another card.',
  GENERIC_DECLINE: 'Your card was declined. Please try again or use another card.',
  BLACKLISTED_CUSTOMER: 'This payment cannot be accepted. Please contact your bank or use another card.',
  SUSPENDED_ACCOUNT: 'The card account is suspended. Please use another card.',
  INVALID_ACCOUNT: 'The card account is invalid. Please use another card.',
  CARD_TYPE_NOT_ACCEPTED: 'This card type is not accepted. Please use another card.',
  PROCESSOR_UNAVAILABLE: 'The card processor is unavailable. Please try again later.',
  INVALID_CARD_TYPE: 'The card type is invalid. Please use another card.',
  AMOUNT_EXCEEDS_AUTHORIZED: 'The amount exceeds what the card authorizes. Please use another card.',
} as const;
export type CardDeclineCode = keyof typeof CARD_DECLINES;
export const CARD_DECLINE_CODES = Object.keys(CARD_DECLINES) as CardDeclineCode[];

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` — the spec's x-signature header. */
export const CALLBACK_SIGNATURE_HEADER = 'x-signature';
/** A callback older (or newer) than this is refused as a replay. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/** Spec §5 / §9: a top-up is at least $10. */
export const TOP_UP_MIN_CENTS = 1000;
export const TOP_UP_MAX_CENTS = 1_000_000;
export const TOP_UP_MESSAGES = {
  min: 'Minimum amount is $10',
  max: 'Maximum amount is $10,000',
  required: 'Amount is required',
} as const;

/** Every provider method tops up; balance and promo credit do not. */
export const TOP_UP_METHODS = PROVIDER_METHODS;

/** The one check of a top-up amount (cents), for the form and the api alike: a message or null. */
export function topUpAmountError(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return TOP_UP_MESSAGES.required;
  if (!Number.isInteger(cents)) return TOP_UP_MESSAGES.required;
  if (cents < TOP_UP_MIN_CENTS) return TOP_UP_MESSAGES.min;
  if (cents > TOP_UP_MAX_CENTS) return TOP_UP_MESSAGES.max;
  return null;
}

export const TOP_UP_STATUSES = ['open', 'processing', 'paid', 'failed'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];
