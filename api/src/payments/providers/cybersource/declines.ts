import type { CardDeclineCode } from '@storefront/contracts';

/**
 * CyberSource's reasons for a declined or refused authorisation, as the spec's §8 decline codes (each has its
 * message and advice in CARD_DECLINES). The reasons are the REST API's: a 201 DECLINED's `errorInformation.reason`
 * (the SDK's PtsV2PaymentsPost201ResponseErrorInformation: EXPIRED_CARD, PROCESSOR_DECLINED, INSUFFICIENT_FUND,
 * STOLEN_LOST_CARD, ISSUER_UNAVAILABLE, UNAUTHORIZED_CARD, CVN_NOT_MATCH, EXCEEDS_CREDIT_LIMIT, INVALID_CVN,
 * BLOCKED_BY_CARDHOLDER, DECLINED_CHECK, BLACKLISTED_CUSTOMER, SUSPENDED_ACCOUNT, PAYMENT_REFUSED, CV_FAILED,
 * INVALID_ACCOUNT, GENERAL_DECLINE, the watch-list matches …), a 400 INVALID_REQUEST's `reason` that is about the
 * card (PtsV2PaymentsPost400Response: INVALID_CARD, CARD_TYPE_NOT_ACCEPTED, INVALID_CARD_TYPE,
 * PROCESSOR_UNAVAILABLE), and a capture's EXCEEDS_AUTH_AMOUNT (PtsV2PaymentsCapturesPost400Response).
 */
export const CYBERSOURCE_DECLINES: Readonly<Record<string, CardDeclineCode>> = {
  EXPIRED_CARD: 'EXPIRED_CARD',
  PROCESSOR_DECLINED: 'PROCESSOR_DECLINED',
  CONTACT_PROCESSOR: 'PROCESSOR_DECLINED',
  INSUFFICIENT_FUND: 'INSUFFICIENT_FUNDS',
  STOLEN_LOST_CARD: 'STOLEN_OR_LOST_CARD',
  ISSUER_UNAVAILABLE: 'ISSUER_UNAVAILABLE',
  UNAUTHORIZED_CARD: 'UNAUTHORIZED_CARD',
  BLOCKED_BY_CARDHOLDER: 'UNAUTHORIZED_CARD',
  CONSUMER_AUTHENTICATION_FAILED: 'UNAUTHORIZED_CARD',
  CVN_NOT_MATCH: 'CVN_INVALID',
  INVALID_CVN: 'CVN_INVALID',
  CV_FAILED: 'CVN_INVALID',
  EXCEEDS_CREDIT_LIMIT: 'CREDIT_LIMIT_EXCEEDED',
  GENERAL_DECLINE: 'GENERIC_DECLINE',
  PAYMENT_REFUSED: 'GENERIC_DECLINE',
  DECLINED_CHECK: 'GENERIC_DECLINE',
  BLACKLISTED_CUSTOMER: 'BLACKLISTED_CUSTOMER',
  CUSTOMER_WATCHLIST_MATCH: 'BLACKLISTED_CUSTOMER',
  ADDRESS_COUNTRY_WATCHLIST_MATCH: 'BLACKLISTED_CUSTOMER',
  EMAIL_COUNTRY_WATCHLIST_MATCH: 'BLACKLISTED_CUSTOMER',
  IP_COUNTRY_WATCHLIST_MATCH: 'BLACKLISTED_CUSTOMER',
  SUSPENDED_ACCOUNT: 'SUSPENDED_ACCOUNT',
  INVALID_ACCOUNT: 'INVALID_ACCOUNT',
  INVALID_CARD: 'INVALID_ACCOUNT',
  CARD_TYPE_NOT_ACCEPTED: 'CARD_TYPE_NOT_ACCEPTED',
  INVALID_CARD_TYPE: 'INVALID_CARD_TYPE',
  PROCESSOR_UNAVAILABLE: 'PROCESSOR_UNAVAILABLE',
  EXCEEDS_AUTH_AMOUNT: 'AMOUNT_EXCEEDS_AUTHORIZED',
};

/** The 400 reasons that are the card's (a decline the customer can act on), not the storefront's request: the payment's, and a capture's EXCEEDS_AUTH_AMOUNT. */
export const CARD_REFUSALS = new Set(['INVALID_CARD', 'CARD_TYPE_NOT_ACCEPTED', 'INVALID_CARD_TYPE', 'PROCESSOR_UNAVAILABLE', 'EXCEEDS_AUTH_AMOUNT']);

/** A reason as its §8 decline code; one the table does not know is a generic decline (its own word is logged). */
export const declineOf = (reason: unknown): CardDeclineCode => (typeof reason === 'string' && Object.hasOwn(CYBERSOURCE_DECLINES, reason) ? CYBERSOURCE_DECLINES[reason]! : 'GENERIC_DECLINE');

/**
 * The same declines by CyberSource's numeric reason codes, which its Transaction Search answers carry
 * (applicationInformation.applications[].reasonCode; the code list of "Reason Codes for the REST API", e.g.
 * https://developer.cybersource.com/library/documentation/dev_guides/Reason_Codes/html/): 201 call the issuer,
 * 202 expired card, 203 general decline, 204 insufficient funds, 205 stolen or lost card, 207 issuing bank
 * unavailable, 208 inactive card or not authorised for card-not-present, 210 credit limit reached, 211 invalid CVN,
 * 221 customer on the negative file, 222 account frozen, 230 CVN check failed, 231 invalid account number, 232 card
 * type not accepted, 233 general decline by the processor, 235 amount exceeds the authorised amount, 236 processor
 * failure, 240 card type invalid.
 */
const REASON_CODES: Readonly<Record<string, CardDeclineCode>> = {
  '201': 'PROCESSOR_DECLINED',
  '202': 'EXPIRED_CARD',
  '203': 'GENERIC_DECLINE',
  '204': 'INSUFFICIENT_FUNDS',
  '205': 'STOLEN_OR_LOST_CARD',
  '207': 'ISSUER_UNAVAILABLE',
  '208': 'UNAUTHORIZED_CARD',
  '210': 'CREDIT_LIMIT_EXCEEDED',
  '211': 'CVN_INVALID',
  '221': 'BLACKLISTED_CUSTOMER',
  '222': 'SUSPENDED_ACCOUNT',
  '230': 'CVN_INVALID',
  '231': 'INVALID_ACCOUNT',
  '232': 'CARD_TYPE_NOT_ACCEPTED',
  '233': 'GENERIC_DECLINE',
  '235': 'AMOUNT_EXCEEDS_AUTHORIZED',
  '236': 'PROCESSOR_UNAVAILABLE',
  '240': 'INVALID_CARD_TYPE',
};

export const declineOfReasonCode = (code: unknown): CardDeclineCode => {
  const key = String(code);
  return Object.hasOwn(REASON_CODES, key) ? REASON_CODES[key]! : 'GENERIC_DECLINE';
};
