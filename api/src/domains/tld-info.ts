import {
  LIMITS,
  type DomainDiscount,
  type Locale,
  type PricedTld,
  type SpotlightTld,
  type Tld,
  type TldDetail,
} from '@storefront/contracts';
import { toTld } from '../catalogue/catalogue.repository';
import type { TldRow } from '../db/database';
import { redemptionLeadDays } from './domain-lifecycle';
import { redemptionFee, registerTotal, renewTotal, transferTotal } from './domain-pricing';
import { tldContent } from './tld-words';

export const SPOTLIGHT_MAX = 6;

const years = (max: number) => Array.from({ length: max }, (_, i) => i + 1);

/** GET /api/domains/tlds?years=: a TLD with the totals of that term. */
export function pricedTld(row: TldRow, term?: number): PricedTld {
  const tld: Tld = toTld(row);
  if (!term) return tld;
  return { ...tld, totals: { register: registerTotal(row, term), renew: renewTotal(row, term), transfer: transferTotal(row, term) } };
}

/** GET /api/tlds/:tld */
export function tldDetail(row: TldRow, locale: Locale): TldDetail {
  return {
    tld: row.tld,
    kind: row.kind,
    region: row.region,
    tags: toTld(row).tags,
    registerPrice: row.register_price,
    renewPrice: row.renew_price,
    transferPrice: row.transfer_price,
    prices: years(LIMITS.priceSearchYears).map((n) => ({ years: n, register: registerTotal(row, n), renew: renewTotal(row, n), transfer: transferTotal(row, n) })),
    content: tldContent(row, locale),
    redemptionLeadDays: redemptionLeadDays(row.kind),
    redemptionPrice: redemptionFee(row.kind),
  };
}

/** GET /api/tlds/spotlight-tlds: the hot and sale TLDs, most popular first, with their words. */
export function spotlight(rows: TldRow[], locale: Locale): SpotlightTld[] {
  return rows
    .filter((row) => row.tags.includes('hot') || row.tags.includes('sale'))
    .slice(0, SPOTLIGHT_MAX)
    .map((row) => {
      const { title, summary } = tldContent(row, locale);
      return { ...toTld(row), title, summary };
    });
}

const REGULAR_COLUMN = { register: 'register_regular_price', renew: 'renew_regular_price', transfer: 'transfer_regular_price' } as const;
const PRICE_COLUMN = { register: 'register_price', renew: 'renew_price', transfer: 'transfer_price' } as const;

/** GET /api/domains/discount?type=: the TLDs sold below their regular price for that action, biggest cut first. */
export function discounts(rows: TldRow[], type: DomainDiscount['type']): DomainDiscount[] {
  return rows
    .flatMap((row) => {
      const regularPrice = row[REGULAR_COLUMN[type]];
      const price = row[PRICE_COLUMN[type]];
      if (regularPrice === null || regularPrice <= price) return [];
      return [{ tld: row.tld, type, regularPrice, price, percent: Math.round(((regularPrice - price) * 100) / regularPrice) }];
    })
    .sort((a, b) => b.percent - a.percent || a.tld.localeCompare(b.tld));
}
