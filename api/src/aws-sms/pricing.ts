import type { Kysely } from 'kysely';
import { CART_ITEM_CATEGORY, type awsCartItemInput, type smsBrandNameCartItemInput, type smsServiceCartItemInput } from '@storefront/contracts';
import type { z } from 'zod';
import { findProduct } from '../catalogue/catalogue.repository';
import type { PricedItem } from '../cart/pricing';
import type { Database, Db } from '../db/database';
import { AppError } from '../errors';

export type PartnerItem = z.output<typeof awsCartItemInput> | z.output<typeof smsBrandNameCartItemInput> | z.output<typeof smsServiceCartItemInput>;

export const isPartnerItem = (item: { type: string }): item is PartnerItem => item.type === 'aws' || item.type === 'sms-brand-name' || item.type === 'sms-service';

const OPERATOR_NAMES = { cellcard: 'Cellcard', smart: 'Smart', metfone: 'Metfone' } as const;

/**
 * An AWS account request or an SMS product as a cart item, priced from its products row in cents: the AWS
 * onboarding once; a brand name per operator for a year; an SMS package times the quantity.
 */
export async function pricePartnerItem(db: Db, item: PartnerItem): Promise<PricedItem> {
  const product = await findProduct(db as Kysely<Database>, item.product);
  if (!product || product.type !== item.type) throw new AppError('NOT_FOUND');
  const base = { type: item.type, category: CART_ITEM_CATEGORY[item.type], dedupeKey: null, title: product.name, unitPrice: product.price } as const;
  if (item.type === 'aws') {
    return {
      ...base,
      description: `${item.company} · ${item.region}`,
      payload: { product: product.key, company: item.company, contactEmail: item.contactEmail, monthlySpend: item.monthlySpend, region: item.region, notes: item.notes },
      period: 1,
      periodUnit: 'month',
      amount: product.price,
    };
  }
  if (item.type === 'sms-brand-name') {
    const operators = [...new Set(item.operators)];
    return {
      ...base,
      // The same sender name is registered once: adding it again changes its operators.
      dedupeKey: `sms-brand-name:${item.brandName.toUpperCase()}`,
      description: `${item.brandName} · ${operators.map((o) => OPERATOR_NAMES[o]).join(', ')}`,
      payload: { product: product.key, brandName: item.brandName, operators },
      period: 1,
      periodUnit: 'year',
      amount: product.price * operators.length,
    };
  }
  return {
    ...base,
    description: item.brandName ? `${item.quantity} × ${product.name} · ${item.brandName}` : `${item.quantity} × ${product.name}`,
    payload: { product: product.key, quantity: item.quantity, brandName: item.brandName ?? null },
    period: 1,
    periodUnit: 'month',
    amount: product.price * item.quantity,
  };
}
