import { billingTermsOf, isBillingTerm, isHostingConfigType, sslCoveredNames, sslNamesProblem, SSL_NAME_MESSAGES, type BillingUnit, type CartItemInput, type CartItemKind, type cartItemInputSchema } from '@storefront/contracts';
import { type z } from 'zod';
import { findProduct } from '../catalogue/catalogue.repository';
import { findSslCoverage } from '../catalogue/ssl.repository';
import type { CartItemRow } from '../db/database';
import type { DomainDeps } from '../domains/domain-deps';
import { AppError } from '../errors';
import { priceCloudServerItem, repriceCloudServer } from './cloud-server-pricing';
import { isPartnerItem, pricePartnerItem } from '../aws-sms/pricing';
import { freeDomainsAmong } from './free-domains';
import { priceHostingItem, repriceHostingItem } from './hosting-pricing';
import { priceDomainItem, registrations, repriceDomainItem, type CartPricingContext } from './domain-item-pricing';

type ParsedItem = z.output<typeof cartItemInputSchema>;

export type { CartPricingContext };

export interface PricedItem {
  type: CartItemKind;
  category: string;
  dedupeKey: string | null;
  title: string;
  description: string;
  /** Stored with the item; secrets in it (a transfer's auth code) never leave the server (cart.repository toItem). */
  payload: Record<string, unknown>;
  period: number;
  periodUnit: BillingUnit;
  unitPrice: number;
  amount: number;
}

/** Prices cart items from the catalogue and the registry, in integer cents; the browser never decides a price. */
export async function priceItems(ctx: CartPricingContext, items: ParsedItem[]): Promise<PricedItem[]> {
  const availability = await registrations(ctx, items.filter((item) => item.type === 'domain'));
  const priced: PricedItem[] = [];
  const taken = new Set<string>();
  for (const [index, item] of items.entries()) {
    if (item.type === 'cloud-server') priced.push(await priceCloudServerItem(ctx.db, ctx.user, item));
    else if (isPartnerItem(item)) priced.push(await pricePartnerItem(ctx.db, item));
    else if (item.type === 'shared-hosting' || item.type === 'cloud-hosting' || item.type === 'wordpress-hosting') priced.push(await priceHostingItem(ctx, item, { path: `items.${index}`, taken }));
    else priced.push(item.type === 'domain' ? await priceDomainItem(ctx, item, index, availability) : await priceProduct(ctx, item));
  }
  return priced;
}

async function priceProduct(ctx: CartPricingContext, item: Exclude<ParsedItem, { type: 'domain' | 'cloud-server' | 'aws' | 'sms-brand-name' | 'sms-service' }>): Promise<PricedItem> {
  const key = item.type === 'ssl' ? item.product : item.package;
  const product = await findProduct(ctx.db, key);
  if (!product || product.type !== item.type) throw new AppError('NOT_FOUND');
  if (item.type === 'ssl') {
    const coverage = await findSslCoverage(ctx.db, product.key);
    if (!coverage) throw new AppError('NOT_FOUND');
    const problem = sslNamesProblem(coverage.coverage, coverage.domains, item.domain, item.sans);
    if (problem) throw new AppError('BAD_REQUEST', undefined, { field: problem.message === 'wildcardName' ? 'domain' : 'sans' }, SSL_NAME_MESSAGES[problem.message].replace('{count}', String(problem.count ?? '')));
    const names = sslCoveredNames(coverage.coverage, item.domain, item.sans);
    const free = await freeDomainsAmong(ctx, [item.domain, ...item.sans]);
    if (free.size > 0) throw new AppError('BAD_REQUEST', undefined, { field: free.has(item.domain.toLowerCase()) ? 'domain' : 'sans', names: [...free] }, SSL_NAME_MESSAGES.freeDomain);
    return {
      type: 'ssl',
      category: product.category,
      // One certificate of a product per name: adding it again changes that line.
      dedupeKey: `ssl:${product.key}:${item.domain}`,
      title: product.name,
      description: names.length > 2 ? `${names[0]} + ${names.length - 1}` : names.join(', '),
      payload: { product: product.key, coverage: coverage.coverage, domain: item.domain, sans: item.sans, names },
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

/** PATCH /api/cart/items: a new billing period for an item in the cart, re-priced with the rules it was added under. */
export async function repriceItem(deps: DomainDeps & Partial<Pick<CartPricingContext, 'user'>>, row: CartItemRow, period: { years?: number; months?: number }): Promise<{ period: number; unitPrice: number; amount: number }> {
  const next = row.period_unit === 'year' ? period.years : period.months;
  if (next === undefined || billingTermsOf(row.type)?.unit !== row.period_unit) throw new AppError('BAD_REQUEST');
  if (row.type === 'domain') return repriceDomainItem(deps, row, next);
  if (row.type === 'cloud-server') return repriceCloudServer(deps.db, deps.user ?? null, row, next);
  if (isHostingConfigType(row.type)) return repriceHostingItem({ ...deps, user: deps.user ?? null }, row, next);
  if (!isBillingTerm(row.type, next)) throw new AppError('BAD_REQUEST');
  return { period: next, unitPrice: row.unit_price, amount: row.unit_price * next };
}

export type { CartItemInput };

/** A priced item's columns as cart_items and order_items both store them (an order's own items too, e.g. a renewal). */
export function itemColumns<Type extends string>(item: Pick<PricedItem, 'category' | 'title' | 'description' | 'payload' | 'period' | 'periodUnit' | 'unitPrice' | 'amount'> & { type: Type }) {
  return {
    type: item.type,
    category: item.category,
    title: item.title,
    description: item.description,
    payload: JSON.stringify(item.payload),
    period: item.period,
    period_unit: item.periodUnit,
    unit_price: item.unitPrice,
    amount: item.amount,
  };
}
