/**
 * The payment parties write amounts as decimal strings in the transaction's currency, two decimals for USD:
 * - ABA PayWay: the Purchase API's `amount` is "the total purchase amount", at least 0.01 USD
 *   (https://developer.payway.com.kh/purchase-14530820e0, Body params `amount`; the legacy create-transaction page,
 *   https://sandbox.payway.com.kh/api-integration/create-transaction/, says "format (0.00)");
 * - PayPal: a Money object's `value` is a string, "an integer for currencies like JPY that are not typically
 *   fractional, a decimal fraction for currencies like TND that are subdivided into thousandths" — two decimals for
 *   USD (https://developer.paypal.com/api/rest/reference/currency-codes/, Orders v2 `amount_with_breakdown.value`:
 *   pattern ^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$, at most 32 characters).
 * Ours are integer cents: the two are converted here with integer arithmetic only (BigInt), never through a float,
 * so $90,071,992,547,409.91 is written as exactly that.
 */

const CENTS_PER_DOLLAR = 100n;

/** Cents → "12.34": a whole number of cents, written with two decimals. */
export function decimalAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`a provider's amount is a whole, non-negative number of cents, not ${cents}`);
  const value = BigInt(cents);
  return `${value / CENTS_PER_DOLLAR}.${(value % CENTS_PER_DOLLAR).toString().padStart(2, '0')}`;
}

/** A decimal with at most two places, as PayWay and PayPal write a USD amount (e.g. 12, 12.3, 12.34). */
const DECIMAL = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * What a party reports (PayWay's check-transaction `payment_amount`, a JSON number such as 0.1 or 12.34; PayPal's
 * Money `value`, a string such as "12.34") → cents, or null when it is not a decimal of at most two places. A JSON
 * number is read back as the shortest decimal that names it (`String(0.1)` is "0.1"), then parsed as digits: no
 * arithmetic is done on the float.
 */
export function centsOfDecimal(reported: unknown): number | null {
  const text = typeof reported === 'number' && Number.isFinite(reported) ? String(reported) : typeof reported === 'string' ? reported : null;
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return null;
  const cents = BigInt(match[1]!) * CENTS_PER_DOLLAR + BigInt((match[2] ?? '').padEnd(2, '0'));
  return cents <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(cents) : null;
}
