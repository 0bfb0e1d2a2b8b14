/** Money is integer cents of USD end to end; the browser formats, the server computes. */
export type Cents = number;

export const CURRENCY = 'USD' as const;

/**
 * Sane maxima, in cents (money columns are 64-bit, so these are business limits, not storage ones): one
 * amount taken or moved at once (a payment, a top-up, an adjustment, an invoice) is at most $10,000,000;
 * a balance (or promo credit) at most $1,000,000,000. Inputs beyond them are refused with these messages.
 */
export const MAX_AMOUNT_CENTS = 1_000_000_000;
export const MAX_BALANCE_CENTS = 100_000_000_000;
export const MONEY_MESSAGES = {
  wholeCents: 'Amount must be whole cents',
  notZero: 'Amount must not be zero',
  tooLarge: 'Amount is too large (at most $10,000,000)',
  balanceTooLarge: 'The balance would exceed $1,000,000,000',
} as const;

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Money must be integer cents, got ${value}`);
  return value;
}

/** Rounds half away from zero: the one place where fractional cents become cents. */
export function roundCents(value: number): Cents {
  return value < 0 ? -Math.round(-value) : Math.round(value);
}

/** VAT on an amount, the rate in basis points (10% = 1000). */
export function vatOf(amount: Cents, rateBasisPoints: number): Cents {
  return roundCents((amount * rateBasisPoints) / 10000);
}

/** Whole dollars with their thousands grouped by commas, as en-US writes them: 1750000 -> "1,750,000". */
function groupThousands(dollars: number): string {
  return String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats cents as USD for display, e.g. 1099 -> "$10.99", -50 -> "-$0.50", in both languages. Khmer pages write
 * dollars as English ones do, as prices are written in Cambodia: engines disagree on Khmer's own pattern (Node's full
 * ICU writes "10.99$", Chromium "$10.99"), and a page rendered on the server must read the same in the browser.
 * Written from the digits, as en-US's currency format writes them, not through Intl: a page's first Intl formatter
 * loads the engine's locale data, about 40 ms of a fast machine's main thread (a phone's blocking time) on every
 * page with a price. `locale` is kept for callers that pass the page's language.
 */
export function formatUsd(amount: Cents, locale: string = 'en'): string {
  void locale;
  const sign = amount < 0 ? '-' : '';
  const cents = Math.abs(amount);
  return `${sign}$${groupThousands(Math.trunc(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** Whole dollars, rounded half away from zero (a warranty: 175000000 -> "$1,750,000"), in both languages. */
export function formatWholeUsd(amount: Cents): string {
  const dollars = roundCents(amount / 100);
  return `${dollars < 0 ? '-' : ''}$${groupThousands(Math.abs(dollars))}`;
}

/** Totals of an order or an invoice: VAT on the subtotal after the discount, rounded once. */
export function orderTotals(subtotal: Cents, discount: Cents, rateBasisPoints: number): { subtotal: Cents; discount: Cents; vat: Cents; total: Cents } {
  const taxable = Math.max(0, subtotal - discount);
  const vat = vatOf(taxable, rateBasisPoints);
  return { subtotal, discount, vat, total: taxable + vat };
}

/**
 * A dollar amount typed by a customer or staff ("25", "25.5", "1,000.75", "$10", ".5") as integer cents, read from the
 * digits of the string — never through floating-point arithmetic. Commas only group thousands ("1,5" is not 15
 * dollars but no amount). Null when it is not an amount.
 */
export function dollarsToCents(text: string): Cents | null {
  const clean = text.trim().replace(/^\$/, '').trim();
  const match = /^(\d{1,3}(?:,\d{3})+|\d{1,9})?(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match || (!match[1] && !match[2])) return null;
  const whole = match[1] ? Number.parseInt(match[1].replace(/,/g, ''), 10) : 0;
  if (whole > 999_999_999) return null;
  const fraction = Number.parseInt((match[2] ?? '').padEnd(2, '0'), 10);
  return whole * 100 + fraction;
}

/** Cents as the plain number a dollar field shows again ("10", "10.50"). */
export function centsToDollarText(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = Math.abs(cents) % 100;
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}
