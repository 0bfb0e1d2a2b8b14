import { DOMAIN_MESSAGES, LIMITS, formatMessage, type DomainCartAction, type TldKind } from '@storefront/contracts';
import { invalidField } from '../errors';

/**
 * Every domain price in one place, in integer cents (spec §5, §9): registering N years is the first year at
 * the register price and the rest at the renew price; a premium name is sold for one year only, at the
 * registry's price; renewing N years is N renewals; a transfer costs the transfer price and adds one year;
 * reactivating from redemption is one renewal plus the redemption fee.
 */
export interface TldPrices {
  kind: TldKind;
  register_price: number;
  renew_price: number;
  transfer_price: number;
}

/** The registry's restore fee for a name in redemption, by kind of TLD. */
export const REDEMPTION_FEES: Record<TldKind, number> = { generic: 8000, country: 5000 };

export const redemptionFee = (kind: TldKind): number => REDEMPTION_FEES[kind];

function checkYears(years: number, max: number, path: string): void {
  if (!Number.isInteger(years) || years < 1 || years > max) throw invalidField(path, formatMessage(DOMAIN_MESSAGES.yearsRange, { max }));
}

export function registerTotal(tld: TldPrices, years: number, premiumPrice: number | null = null, path = 'years'): number {
  if (premiumPrice !== null) {
    if (years !== LIMITS.premiumDomainYears) throw invalidField(path, DOMAIN_MESSAGES.premiumOneYear);
    return premiumPrice;
  }
  checkYears(years, LIMITS.priceSearchYears, path);
  return tld.register_price + (years - 1) * tld.renew_price;
}

export function renewTotal(tld: TldPrices, years: number, path = 'years'): number {
  checkYears(years, LIMITS.priceSearchYears, path);
  return years * tld.renew_price;
}

/** A transfer includes one year; longer terms (price tables) renew the rest. */
export function transferTotal(tld: TldPrices, years = 1, path = 'years'): number {
  checkYears(years, LIMITS.priceSearchYears, path);
  return tld.transfer_price + (years - 1) * tld.renew_price;
}

export const reactivateTotal = (tld: TldPrices): number => tld.renew_price + redemptionFee(tld.kind);

export interface DomainActionPrice {
  /** The term bought: always 1 for transfers, reactivations and premium names. */
  years: number;
  /** The first year's price. */
  unitPrice: number;
  amount: number;
}

/** What a cart action costs: the one function the cart (add and period change) prices domains with. */
export function priceDomainAction(action: DomainCartAction, tld: TldPrices, years: number, premiumPrice: number | null = null, path = 'years'): DomainActionPrice {
  switch (action) {
    case 'register':
      return { years, unitPrice: premiumPrice ?? tld.register_price, amount: registerTotal(tld, years, premiumPrice, path) };
    case 'renew':
      return { years, unitPrice: tld.renew_price, amount: renewTotal(tld, years, path) };
    case 'transfer':
      return { years: 1, unitPrice: tld.transfer_price, amount: transferTotal(tld) };
    case 'reactivate':
      return { years: 1, unitPrice: reactivateTotal(tld), amount: reactivateTotal(tld) };
  }
}
