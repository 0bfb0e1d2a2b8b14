import { BILLING_TERMS, roundCents, type SslTermPrice } from '@storefront/contracts';

/**
 * The price of every SSL term from the 1-year price, as the cart charges it (cart/pricing.ts: the yearly price
 * times the years): the total, its monthly equivalent (rounded once, here) and the saving against buying the
 * years one at a time. The saving is 0 while no term is cheaper per year; it is computed, not stored, so a
 * term price of its own would show here and in the cart alike.
 */
export function sslTermPrices(pricePerYear: number): SslTermPrice[] {
  return BILLING_TERMS.ssl.terms.map((years) => {
    const price = pricePerYear * years;
    return { years, price, perMonth: roundCents(price / (12 * years)), saving: Math.max(0, pricePerYear * years - price) };
  });
}
