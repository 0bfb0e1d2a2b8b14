import type { Kysely } from 'kysely';
import {
  bonusMonthsFor,
  formatMessage,
  HOSTING_ADDON_KEYS,
  HOSTING_ADDONS,
  HOSTING_MESSAGES,
  hostingConfigurationSchema,
  isBillingTerm,
  type DomainConnection,
  type HostingAddons,
  type HostingConfigType,
  type HostingPriceLine,
  type HostingQuote,
  type hostingQuoteBodySchema,
} from '@storefront/contracts';
import type { z } from 'zod';
import { findProduct } from '../catalogue/catalogue.repository';
import type { CartItemRow, Database } from '../db/database';
import { AppError, invalidField } from '../errors';
import { connectDomain, type ConnectedDomain } from '../hosting/domain-connection';
import { findWordpressExtras, hostingAddonPrices } from '../hosting/hosting.repository';
import type { CartPricingContext } from './domain-item-pricing';
import type { PricedItem } from './pricing';

type QuoteInput = z.output<typeof hostingQuoteBodySchema>;

/** A hosting configuration as priced: the quote and what the cart item stores with it. */
interface PricedConfiguration {
  quote: HostingQuote;
  title: string;
  category: string;
  connected: ConnectedDomain | null;
}

/**
 * The add-on lines' labels, `Label (n unit)`, in English. The browser labels a line by its key in the reader's
 * language, as it does the cloud server's lines (mfe-hosting QuoteSummary), taking the quantity from `(n unit)`.
 */
const ADDON_LABELS: Record<(typeof HOSTING_ADDON_KEYS)[number], string> = {
  fileStorage: 'Additional file storage',
  databaseStorage: 'Additional database storage',
  additionalIp: 'Additional IP',
};

/**
 * The price of a hosting configuration in cents (§3 hosting item fields): the package and its add-ons by the
 * month (file storage, database storage and IPs by their step), a WordPress theme and plugins that cost, all for
 * the term; then the connected domain's first year (free with an annual plan that includes one). The bonus month
 * of WordPress (§9) is added to the first term, not charged. Unknown package, theme or plugin: 400 with the rule.
 */
export async function priceHostingConfiguration(
  ctx: CartPricingContext,
  type: HostingConfigType,
  config: QuoteInput,
  options: { path?: string; taken?: Set<string>; exceptKey?: string } = {},
): Promise<PricedConfiguration> {
  const path = (field: string) => (options.path ? `${options.path}.${field}` : field);
  const product = await findProduct(ctx.db as Kysely<Database>, config.package);
  if (!product) throw invalidField(path('package'), HOSTING_MESSAGES.unknownPackage);
  if (product.type !== type) throw invalidField(path('package'), formatMessage(HOSTING_MESSAGES.wrongPackageType, { type }));
  if (!isBillingTerm(type, config.months)) throw new AppError('BAD_REQUEST');
  const addons: HostingAddons = config.addons;
  const prices = await hostingAddonPrices(ctx.db, type);
  const monthlyLines: HostingPriceLine[] = [{ key: 'package', label: product.name, amount: product.price }];
  for (const key of HOSTING_ADDON_KEYS) {
    if (addons[key] > 0) monthlyLines.push({ key, label: `${ADDON_LABELS[key]} (${addons[key]} ${HOSTING_ADDONS[key].unit})`, amount: (addons[key] / HOSTING_ADDONS[key].step) * prices[key] });
  }
  const wordpress = type === 'wordpress-hosting';
  if (!wordpress && (config.theme || config.plugins.length > 0)) throw invalidField(path('theme'), HOSTING_MESSAGES.unknownTheme);
  if (wordpress) {
    const keys = [...new Set([...(config.theme ? [config.theme] : []), ...config.plugins])];
    const rows = new Map((await findWordpressExtras(ctx.db, keys)).map((row) => [row.key, row]));
    if (config.theme) {
      const theme = rows.get(config.theme);
      if (!theme || theme.kind !== 'theme') throw invalidField(path('theme'), HOSTING_MESSAGES.unknownTheme);
      if (theme.monthly_price > 0) monthlyLines.push({ key: 'theme', label: theme.name, amount: theme.monthly_price });
    }
    const plugins = [...new Set(config.plugins)].map((key) => {
      const plugin = rows.get(key);
      if (!plugin || plugin.kind !== 'plugin') throw invalidField(path('plugins'), HOSTING_MESSAGES.unknownPlugin);
      return plugin;
    });
    const pluginsMonthly = plugins.reduce((sum, plugin) => sum + plugin.monthly_price, 0);
    if (pluginsMonthly > 0) monthlyLines.push({ key: 'plugins', label: plugins.filter((p) => p.monthly_price > 0).map((p) => p.name).join(', '), amount: pluginsMonthly });
  }
  const monthly = monthlyLines.reduce((sum, line) => sum + line.amount, 0);
  const lines = monthlyLines.map((line) => ({ ...line, amount: line.amount * config.months }));
  const connected = config.domain ? await connectDomain(ctx, { type, package: product.key, months: config.months }, config.domain, { path: path('domain'), taken: options.taken, exceptKey: options.exceptKey }) : null;
  if (connected && connected.kind === 'new') lines.push({ key: 'domain', label: connected.name, amount: connected.amount });
  const term = monthly * config.months;
  const quote: HostingQuote = {
    type,
    package: product.key,
    months: config.months,
    monthly,
    lines,
    total: term + (connected?.amount ?? 0),
    bonusMonths: bonusMonthsFor(type, config.months),
    domain: connected ? { name: connected.name, kind: connected.kind, amount: connected.amount, free: connected.free, renewal: connected.renewal } : null,
    renewal: term + (connected?.renewal ?? 0),
  };
  return { quote, title: product.name, category: product.category, connected };
}

type HostingItem = QuoteInput & { type: HostingConfigType };

/**
 * A hosting cart item priced from its configuration. Through PUT /cart/items/{type} the website name and the
 * domain are required ('Please complete domain config'); PUT /cart/items also takes a plan by its package alone.
 * The item's amount is the quote's total; the domain bought with it is part of it (payload.domainConnection), so
 * a voucher for that domain (vouchers/voucher-discount.ts) and the invoice see it.
 */
export async function priceHostingItem(ctx: CartPricingContext, item: HostingItem, options: { path?: string; taken?: Set<string>; exceptKey?: string } = {}): Promise<PricedItem> {
  const { quote, title, category, connected } = await priceHostingConfiguration(ctx, item.type, item, options);
  const bonus = quote.bonusMonths > 0 ? ` + ${quote.bonusMonths} free month${quote.bonusMonths > 1 ? 's' : ''}` : '';
  const freeDomain = connected?.free ? ` · ${connected.name} free for the first year` : connected ? ` · ${connected.name}` : '';
  return {
    type: item.type,
    category,
    dedupeKey: null,
    title,
    description: `${item.websiteName ?? title}${freeDomain}${bonus}`,
    payload: {
      package: quote.package,
      websiteName: item.websiteName ?? null,
      addons: item.addons,
      domain: connected?.name ?? null,
      domainConnection: connected ? { ...connected, connection: item.domain } : null,
      region: item.region ?? null,
      theme: item.theme ?? null,
      plugins: item.plugins,
      bonusMonths: quote.bonusMonths,
      lines: quote.lines,
      renewal: quote.renewal,
    },
    period: quote.months,
    periodUnit: 'month',
    unitPrice: quote.monthly,
    amount: quote.total,
  };
}

/** The configuration a hosting cart item holds (re-checked by the schema), with `months` as its new term. */
function configurationOf(row: Pick<CartItemRow, 'payload'>, months: number) {
  const p = row.payload;
  return hostingConfigurationSchema.partial({ websiteName: true, domain: true }).safeParse({
    package: p.package,
    months,
    websiteName: p.websiteName ?? undefined,
    addons: p.addons ?? undefined,
    domain: (p.domainConnection as { connection?: DomainConnection } | null)?.connection ?? undefined,
    region: p.region ?? undefined,
    theme: p.theme ?? undefined,
    plugins: p.plugins ?? [],
  });
}

/** PATCH /api/cart/items: a hosting item's new term, priced again with its configuration (the free domain follows the term). */
export async function repriceHostingItem(ctx: CartPricingContext, row: CartItemRow, months: number): Promise<{ period: number; unitPrice: number; amount: number }> {
  if (!isBillingTerm(row.type, months)) throw new AppError('BAD_REQUEST');
  const parsed = configurationOf(row, months);
  if (!parsed.success) throw new AppError('BAD_REQUEST');
  const priced = await priceHostingItem(ctx, { ...parsed.data, type: row.type as HostingConfigType }, { exceptKey: row.key });
  // The term decides the free domain and the bonus month: the stored configuration follows (ctx.db is the PATCH's transaction).
  await ctx.db.updateTable('cart_items').set({ payload: JSON.stringify(priced.payload), description: priced.description }).where('key', '=', row.key).execute();
  return { period: priced.period, unitPrice: priced.unitPrice, amount: priced.amount };
}

