/**
 * A dollar amount typed by the customer ("25", "25.5", "1,000.75", "$10") as integer cents, read from the
 * digits of the string — never through floating-point arithmetic. Null when it is not an amount.
 */
export function dollarsToCents(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(clean) ?? /^()\.(\d{1,2})$/.exec(clean);
  if (!match) return null;
  const whole = match[1] ? Number.parseInt(match[1], 10) : 0;
  const fraction = Number.parseInt((match[2] ?? '').padEnd(2, '0'), 10);
  return whole * 100 + fraction;
}

/** Cents as the plain number a dollar field shows ("10", "10.50"). */
export function centsToDollarText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = cents % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
