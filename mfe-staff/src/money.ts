import { dollarsToCents } from '@storefront/contracts';

/**
 * Dollars as staff type them (20, 5.5, -12.50) in whole cents, or null when it is not such an amount: the customers'
 * reading (@storefront/contracts dollarsToCents) with a minus where the action can take back. The api checks every
 * amount again (integer cents, limits); this only turns the typed text into the cents it sends.
 */
export function centsOfUsd(text: string, { signed = false, allowZero = false }: { signed?: boolean; allowZero?: boolean } = {}): number | null {
  const typed = text.trim();
  const minus = typed.startsWith('-');
  if (minus && !signed) return null;
  const cents = dollarsToCents(minus ? typed.slice(1) : typed);
  if (cents === null || (cents === 0 && !allowZero)) return null;
  return minus ? -cents : cents;
}
