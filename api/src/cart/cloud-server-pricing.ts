import type { Kysely } from 'kysely';
import {
  bonusMonthsFor,
  CART_ITEM_CATEGORY,
  CLOUD_SERVER_ADDONS,
  CLOUD_SERVER_MESSAGES,
  cloudServerConfigurationSchema,
  isBillingTerm,
  type CloudServerAddonKey,
  type CloudServerCyclePrice,
  type CloudServerPriceLine,
  type CloudServerQuote,
  type cloudServerQuoteBodySchema,
} from '@storefront/contracts';
import type { z } from 'zod';
import { addonPrices, cycles, findOs, findPackage } from '../cloud-servers/options.repository';
import { requireRestorePoint } from '../cloud-servers/restore-points';
import type { CartItemRow, Database, Db, UserRow } from '../db/database';
import { AppError, invalidField } from '../errors';
import type { PricedItem } from './pricing';

type QuoteInput = z.output<typeof cloudServerQuoteBodySchema>;
export type CloudServerConfig = z.output<typeof cloudServerConfigurationSchema>;

/** An amount less a discount in basis points, rounded to the cent: the one place a cycle discount is rounded. */
export const discounted = (cents: number, basisPoints: number): number => Math.round((cents * (10000 - basisPoints)) / 10000);

/**
 * The monthly price lines of a configuration, by the line keys of §3, in cents: the package's own cpu, ram and
 * storage (at its storage type) plus the add-ons on their lines, and the OS licence. Unknown package or OS: 400
 * with the rule's message (the schema knows the keys; this catches a catalogue without them).
 */
export async function priceLines(db: Db, config: QuoteInput): Promise<CloudServerPriceLine[]> {
  const [pkg, os, prices] = await Promise.all([findPackage(db as Kysely<Database>, config.package), findOs(db as Kysely<Database>, config.os), addonPrices(db as Kysely<Database>)]);
  if (!pkg) throw invalidField('package', CLOUD_SERVER_MESSAGES.unknownPackage);
  if (!os) throw invalidField('os', CLOUD_SERVER_MESSAGES.unknownOs);
  const quantity = (key: CloudServerAddonKey) => config.addons[key] ?? 0;
  const unitPrice = (key: CloudServerAddonKey) => {
    const price = prices.get(key);
    if (!price) throw new AppError('SERVICE_SERVER_ERROR');
    return config.storageType === 'hdd' && price.hdd !== null ? price.hdd : price.unit;
  };
  const extra = (key: CloudServerAddonKey) => (quantity(key) / CLOUD_SERVER_ADDONS[key].step) * unitPrice(key);
  return [
    { key: 'cpu', quantity: pkg.vcpu + quantity('cs-cpu'), unit: 'vCPU', amount: pkg.cpu_price + extra('cs-cpu') },
    { key: 'ram', quantity: pkg.ram_gb + quantity('cs-ram'), unit: 'GB', amount: pkg.ram_price + extra('cs-ram') },
    { key: 'storage', quantity: pkg.storage_gb, unit: config.storageType.toUpperCase(), amount: config.storageType === 'hdd' ? pkg.hdd_storage_price : pkg.ssd_storage_price },
    { key: 'additionalStorage', quantity: quantity('cs-more-storage'), unit: 'GB', amount: extra('cs-more-storage') },
    { key: 'bandwidth', quantity: pkg.bandwidth_tb + quantity('cs-bandwidth'), unit: 'TB', amount: extra('cs-bandwidth') },
    { key: 'additionalIp', quantity: quantity('cs-additional-ip'), unit: 'IP', amount: extra('cs-additional-ip') },
    { key: 'os', quantity: 1, unit: os.name, amount: os.licence_price },
  ];
}

/** Each cycle's price: a month on it (the discount rounded once, per month), the cycle's total, the saving against monthly and the bonus months. */
export function cyclePrices(monthly: number, cycleRows: { months: number; discount_bp: number }[]): CloudServerCyclePrice[] {
  return cycleRows.map((row) => {
    const perMonth = discounted(monthly, row.discount_bp);
    const total = perMonth * row.months;
    return { months: row.months, monthly: perMonth, total, saving: monthly * row.months - total, savingPercent: row.discount_bp / 100, bonusMonths: bonusMonthsFor('cloud-server', row.months) };
  });
}

/** The live price of a configuration (POST /api/products/cloud-server/price): lines, every cycle, and what is paid when. */
export async function quoteCloudServer(db: Db, config: QuoteInput): Promise<CloudServerQuote> {
  const [lines, cycleRows] = await Promise.all([priceLines(db, config), cycles(db as Kysely<Database>)]);
  const monthly = lines.reduce((sum, line) => sum + line.amount, 0);
  const all = cyclePrices(monthly, cycleRows);
  const chosen = all.find((cycle) => cycle.months === config.months);
  if (!chosen) throw new AppError('BAD_REQUEST');
  const covered = chosen.months + chosen.bonusMonths;
  return {
    package: config.package,
    lines,
    monthly,
    months: chosen.months,
    cycles: all,
    timeline: {
      today: { amount: chosen.total, months: chosen.months, bonusMonths: chosen.bonusMonths, effectiveMonthly: Math.round(chosen.total / covered) },
      firstRenewal: { afterMonths: covered, amount: chosen.total, months: chosen.months },
      afterPromotion: { effectiveMonthly: chosen.monthly },
    },
  };
}

const REGION_LABEL = { cambodia: 'Cambodia', thailand: 'Thailand' } as const;

/** A configured cloud server as a cart item, priced here; a restore point must be the customer's own and still there. */
export async function priceCloudServerItem(db: Db, user: Pick<UserRow, 'id'> | null, config: CloudServerConfig): Promise<PricedItem> {
  if (config.source === 'BACKUP') await requireRestorePoint(db, user?.id ?? null, config.backupId ?? '');
  const quote = await quoteCloudServer(db, config);
  const pkg = await findPackage(db as Kysely<Database>, config.package);
  const chosen = quote.cycles.find((cycle) => cycle.months === config.months)!;
  const os = quote.lines.find((line) => line.key === 'os')!.unit;
  const configuration: CloudServerConfig = { ...config, addons: Object.fromEntries(Object.entries(config.addons).filter(([, n]) => (n ?? 0) > 0)), backupId: config.source === 'BACKUP' ? config.backupId : null };
  return {
    type: 'cloud-server',
    category: CART_ITEM_CATEGORY['cloud-server'],
    dedupeKey: null,
    title: pkg!.name,
    description: [config.serverName, os, REGION_LABEL[config.region]].join(' · '),
    payload: {
      package: config.package,
      serverName: config.serverName,
      region: config.region,
      os,
      storageType: config.storageType,
      source: config.source,
      lines: quote.lines,
      configuration,
    },
    period: chosen.months,
    periodUnit: 'month',
    unitPrice: chosen.monthly,
    amount: chosen.total,
  };
}

/** The configuration a cloud server cart item holds (re-checked by the schema: the stored payload is input too); its term is the item's. */
export function configurationOf(row: Pick<CartItemRow, 'payload' | 'period'>): CloudServerConfig {
  const parsed = cloudServerConfigurationSchema.safeParse({ ...(row.payload.configuration as object), months: row.period });
  if (!parsed.success) throw new AppError('ORDER_INVALID');
  return parsed.data;
}

/** PATCH /api/cart/items with a new term for a cloud server: priced again with the term's discount (not the old unit price). */
export async function repriceCloudServer(db: Db, user: Pick<UserRow, 'id'> | null, row: CartItemRow, months: number): Promise<{ period: number; unitPrice: number; amount: number }> {
  if (!isBillingTerm('cloud-server', months)) throw new AppError('BAD_REQUEST');
  const priced = await priceCloudServerItem(db, user, { ...configurationOf(row), months: months as CloudServerConfig['months'] });
  return { period: priced.period, unitPrice: priced.unitPrice, amount: priced.amount };
}
