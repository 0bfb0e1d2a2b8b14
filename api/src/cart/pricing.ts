import type { Kysely } from 'kysely';
import { type CartItemInput, type cartItemInputSchema } from '@storefront/contracts';
import { type z } from 'zod';
import { findProduct, findTld } from '../catalogue/catalogue.repository';
import type { Database } from '../db/database';
import { AppError } from '../errors';

type ParsedItem = z.output<typeof cartItemInputSchema>;

export interface PricedItem {
  type: string;
  category: string;
  dedupeKey: string | null;
  title: string;
  description: string;
  payload: Record<string, unknown>;
  period: number;
  periodUnit: 'year' | 'month';
  unitPrice: number;
  amount: number;
}

const ACTION_LABEL = { register: 'Registration', renew: 'Renewal', reactivate: 'Reactivation', transfer: 'Transfer' } as const;

/** The longest matching TLD of a domain: shop.com.kh → com.kh before kh. */
export async function tldOf(db: Kysely<Database>, domain: string) {
  const labels = domain.split('.');
  for (let i = 1; i < labels.length; i += 1) {
    const row = await findTld(db, labels.slice(i).join('.'));
    if (row) return row;
  }
  return undefined;
}

/** Prices one cart item from the catalogue, in integer cents; the browser never decides a price. */
export async function priceItem(db: Kysely<Database>, item: ParsedItem): Promise<PricedItem> {
  if (item.type === 'domain') {
    const tld = await tldOf(db, item.domain);
    if (!tld) throw new AppError('UNSUPPORTED_TLD');
    const unit = item.action === 'transfer' ? tld.transfer_price : item.action === 'register' ? tld.register_price : tld.renew_price;
    const years = item.action === 'transfer' ? 1 : item.years;
    return {
      type: 'domain',
      category: 'DOMAIN',
      dedupeKey: `domain:${item.domain}`,
      title: item.domain,
      description: `Domain ${ACTION_LABEL[item.action].toLowerCase()}`,
      payload: { action: item.action, domain: item.domain, tld: tld.tld, ...(item.authCode ? { hasAuthCode: true } : {}) },
      period: years,
      periodUnit: 'year',
      unitPrice: unit,
      amount: unit * years,
    };
  }
  const key = item.type === 'ssl' ? item.product : item.package;
  const product = await findProduct(db, key);
  if (!product || product.type !== item.type) throw new AppError('NOT_FOUND');
  if (item.type === 'ssl') {
    return {
      type: 'ssl',
      category: product.category,
      dedupeKey: null,
      title: product.name,
      description: 'SSL certificate',
      payload: { product: product.key },
      period: item.years,
      periodUnit: 'year',
      unitPrice: product.price,
      amount: product.price * item.years,
    };
  }
  return {
    type: item.type,
    category: product.category,
    dedupeKey: null,
    title: product.name,
    description: product.features.slice(0, 3).join(' · '),
    payload: { package: product.key },
    period: item.months,
    periodUnit: 'month',
    unitPrice: product.price,
    amount: product.price * item.months,
  };
}

export type { CartItemInput };
