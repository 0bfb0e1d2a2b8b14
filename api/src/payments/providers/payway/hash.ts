import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PayWay's request hash: "Base64 encode of hash hmac sha512 encryption" of the request's values concatenated in a
 * documented order, keyed with the merchant's API key (its "public key").
 * - Purchase (https://developer.payway.com.kh/purchase-14530820e0, Body params `hash` and the PHP sample): req_time,
 *   merchant_id, tran_id, amount, items, shipping, firstname, lastname, email, phone, type, payment_option, return_url,
 *   cancel_url, continue_success_url, return_deeplink, currency, custom_fields, return_params, payout, lifetime,
 *   additional_params, google_pay_token, skip_success_page — a field not sent counts as the empty string.
 * - Check transaction (https://developer.payway.com.kh/check-transaction-14530826e0, Body params `hash`): req_time,
 *   merchant_id, tran_id.
 * The values are concatenated as they are sent (no separator); the order is the one thing the docs fix, so it is
 * kept here once, as data, for the adapter and the test fake alike.
 */
export const PURCHASE_HASH_FIELDS = [
  'req_time',
  'merchant_id',
  'tran_id',
  'amount',
  'items',
  'shipping',
  'firstname',
  'lastname',
  'email',
  'phone',
  'type',
  'payment_option',
  'return_url',
  'cancel_url',
  'continue_success_url',
  'return_deeplink',
  'currency',
  'custom_fields',
  'return_params',
  'payout',
  'lifetime',
  'additional_params',
  'google_pay_token',
  'skip_success_page',
] as const;

export const CHECK_TRANSACTION_HASH_FIELDS = ['req_time', 'merchant_id', 'tran_id'] as const;

/** base64(HMAC-SHA512(apiKey, values in `order`, absent ones as "")). */
export function paywayHash(apiKey: string, order: readonly string[], fields: Readonly<Record<string, string | undefined>>): string {
  return createHmac('sha512', apiKey)
    .update(order.map((name) => fields[name] ?? '').join(''), 'utf8')
    .digest('base64');
}

/** Whether `given` is the hash of `fields` in `order`, compared in constant time. */
export function paywayHashMatches(apiKey: string, order: readonly string[], fields: Readonly<Record<string, string | undefined>>, given: string): boolean {
  const expected = Buffer.from(paywayHash(apiKey, order, fields), 'base64');
  const received = Buffer.from(given, 'base64');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** PayWay's `req_time`: "Request date and time in UTC format as YYYYMMDDHHmmss" (both pages above). */
export function paywayReqTime(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
