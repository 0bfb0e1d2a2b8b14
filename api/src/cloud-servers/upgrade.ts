import type { Kysely, Transaction } from 'kysely';
import {
  CART_ITEM_CATEGORY,
  CLOUD_UPGRADE_ADDON_KEYS,
  CLOUD_UPGRADE_MESSAGES,
  cloudServerConfigurationSchema,
  formatMessage,
  type CloudServerResources,
  type CloudServerSpec,
  type CloudServerResourcesView,
  type CloudServerUpgradeQuote,
  type cloudServerUpgradeBodySchema,
} from '@storefront/contracts';
import type { z } from 'zod';
import { quoteCloudServer, type CloudServerConfig } from '../cart/cloud-server-pricing';
import type { PricedItem } from '../cart/pricing';
import type { CartItemRow, Database, Db, OrderItemRow } from '../db/database';
import type { ServiceDetails, ServiceRow } from '../db/tables/services';
import { AppError, invalidField } from '../errors';
import type { Provisioner } from '../provisioning/provisioner';
import { applyPaidPlanChange, isPlanChange, planChangeFeeNow, type PlanChangePayload } from '../hosting/plan-change';
import { prorate } from '../services/prorate';
import { findUserService } from '../services/services.repository';
import { findPackage } from './options.repository';

type UpgradeBody = z.output<typeof cloudServerUpgradeBodySchema>;

/** A paid change the control panel has still to make (services.details.pendingResize), made by the provisioning job. */
export interface PendingResize extends CloudServerResources {
  /** The order item that paid for it: the provider's idempotency key. */
  changeId: string;
}

const osKeyOf = (name: unknown) => (typeof name === 'string' ? name.toLowerCase().replace(/\s+/g, '-') : '');

/**
 * The configuration a cloud server runs with: the one its last change set (details.configuration), else the one it
 * was bought with (its order item), else what the service row says (a server from before configurations were kept).
 */
export async function serverConfigurationOf(db: Db, service: ServiceRow): Promise<CloudServerConfig> {
  const details = service.details as ServiceDetails;
  let stored = details.configuration as Record<string, unknown> | undefined;
  if (!stored && service.order_item_id) {
    const item = await db.selectFrom('order_items').select('payload').where('id', '=', service.order_item_id).executeTakeFirst();
    stored = item?.payload.configuration as Record<string, unknown> | undefined;
  }
  const fallback = { package: service.product_key, os: osKeyOf(details.os), region: details.region ?? 'cambodia', serverName: 'server', storageType: 'ssd', addons: {} };
  const parsed = cloudServerConfigurationSchema.safeParse({ ...fallback, ...(stored ?? {}), months: service.period, source: 'NEW', backupId: null });
  if (!parsed.success) throw new AppError('SERVICE_SERVER_ERROR');
  return parsed.data;
}

/**
 * What a configuration builds: its package's cpu, ram, disk and bandwidth plus every add-on paid for, and its
 * IPv4 addresses (one, plus each additional IP) — what the provisioner is asked for (issue 28.8).
 */
export async function specOf(db: Db, config: CloudServerConfig): Promise<CloudServerSpec> {
  const pkg = await findPackage(db as Kysely<Database>, config.package);
  if (!pkg) throw new AppError('SERVICE_SERVER_ERROR');
  return {
    vcpu: pkg.vcpu + (config.addons['cs-cpu'] ?? 0),
    ramGb: pkg.ram_gb + (config.addons['cs-ram'] ?? 0),
    storageGb: pkg.storage_gb + (config.addons['cs-more-storage'] ?? 0),
    storageType: config.storageType,
    bandwidthTb: pkg.bandwidth_tb + (config.addons['cs-bandwidth'] ?? 0),
    ipCount: 1 + (config.addons['cs-additional-ip'] ?? 0),
  };
}

/** What a configuration is made of: its package's cpu, ram and disk plus the add-ons (what an upgrade changes). */
export async function resourcesOf(db: Db, config: CloudServerConfig): Promise<CloudServerResources> {
  const { vcpu, ramGb, storageGb, storageType } = await specOf(db, config);
  return { vcpu, ramGb, storageGb, storageType };
}

const upgradeAddonsOf = (config: CloudServerConfig) => Object.fromEntries(CLOUD_UPGRADE_ADDON_KEYS.map((key) => [key, config.addons[key] ?? 0])) as Record<(typeof CLOUD_UPGRADE_ADDON_KEYS)[number], number>;

/** A term of the configuration at its cycle's discount (what a renewal of it costs by today's catalogue). */
const termPrice = async (db: Db, config: CloudServerConfig) => (await quoteCloudServer(db, config)).timeline.today.amount;

/** The customer's running cloud server (NOT_FOUND for anyone else's or another kind; BAD_REQUEST while it is not running). */
async function runningServer(db: Db, userId: string, serviceId: string, lock = false): Promise<ServiceRow & { details: ServiceDetails & { externalId: string } }> {
  const service = await findUserService(db, userId, serviceId, lock);
  if (service.kind !== 'cloud-server') throw new AppError('NOT_FOUND');
  const details = service.details as ServiceDetails;
  if (service.status !== 'active' || service.provisioning !== 'ready' || !details.externalId) throw invalidField('kind', CLOUD_UPGRADE_MESSAGES.notRunning);
  return service as ServiceRow & { details: ServiceDetails & { externalId: string } };
}

/** GET /api/user/cloud-servers/{id}/resources: the server now, what its disk holds, and whether a paid change waits. */
export async function readResources(db: Db, provisioner: Provisioner, userId: string, serviceId: string): Promise<CloudServerResourcesView> {
  const service = await findUserService(db, userId, serviceId);
  if (service.kind !== 'cloud-server') throw new AppError('NOT_FOUND');
  const details = service.details as ServiceDetails;
  const config = await serverConfigurationOf(db, service);
  const running = service.status === 'active' && service.provisioning === 'ready' && details.externalId;
  const used = running ? (await provisioner.usage(details.externalId!, db)).storageUsedGb : 0;
  return { serviceId: service.id, package: config.package, resources: await resourcesOf(db, config), addons: upgradeAddonsOf(config), usedStorageGb: used, resizing: Boolean(details.pendingResize) };
}

interface PricedChange {
  quote: CloudServerUpgradeQuote;
  service: ServiceRow;
  next: CloudServerConfig;
  current: CloudServerConfig;
}

/**
 * The fee of moving a server from one configuration to another at `now`: the difference of a term of each (by
 * today's catalogue) for the days left of the server's term, by the one proration rule (services/prorate.ts).
 * Refused (termEnded) once the term is over.
 */
async function changeFee(db: Db, service: ServiceRow, current: CloudServerConfig, next: CloudServerConfig, now: Date) {
  if (prorate(service, 0, now).remainingDays <= 0) throw invalidField('kind', CLOUD_UPGRADE_MESSAGES.termEnded);
  const difference = (await termPrice(db, next)) - (await termPrice(db, current));
  return { ...prorate(service, difference, now), difference };
}

/**
 * The price of changing one of the customer's running servers (§3 update kinds: `update` cpu, ram and storage,
 * `ssd` its storage from HDD to SSD), in cents: the renewal of the new configuration less the current one's
 * (each a term of the server's own cycle at its discount, by today's catalogue), for the days left of the term —
 * round(difference × days left ÷ term days), the one place it is rounded. A downgrade costs nothing now and lowers
 * the renewal. Refused with the rule's words: nothing changed, SSD already, a disk smaller than what it holds, a
 * server not running or past its term.
 */
export async function priceChange(db: Db, provisioner: Provisioner, userId: string, serviceId: string, body: UpgradeBody, now: Date): Promise<PricedChange> {
  const service = await runningServer(db, userId, serviceId);
  const current = await serverConfigurationOf(db, service);
  if (body.kind === 'ssd' && current.storageType === 'ssd') throw invalidField('kind', CLOUD_UPGRADE_MESSAGES.alreadySsd);
  const addons = { ...current.addons };
  for (const key of CLOUD_UPGRADE_ADDON_KEYS) {
    const wanted = body.addons[key];
    if (wanted === undefined) continue;
    if (wanted > 0) addons[key] = wanted;
    else delete addons[key];
  }
  const next: CloudServerConfig = { ...current, addons, storageType: body.kind === 'ssd' ? 'ssd' : current.storageType };
  const [from, to] = await Promise.all([resourcesOf(db, current), resourcesOf(db, next)]);
  if (from.vcpu === to.vcpu && from.ramGb === to.ramGb && from.storageGb === to.storageGb && from.storageType === to.storageType) throw invalidField('addons', CLOUD_UPGRADE_MESSAGES.nothingChanged);
  if (to.storageGb < from.storageGb) {
    const { storageUsedGb } = await provisioner.usage(service.details.externalId, db);
    if (to.storageGb < storageUsedGb) throw invalidField('addons.cs-more-storage', formatMessage(CLOUD_UPGRADE_MESSAGES.storageBelowUsed, { used: storageUsedGb, size: to.storageGb }));
  }
  const { termDays, remainingDays, difference, fee } = await changeFee(db, service, current, next, now);
  const renewal = Math.max(0, service.renew_price + difference);
  return {
    service,
    current,
    next,
    quote: { kind: body.kind, current: from, next: to, currentRenewal: service.renew_price, renewal, remainingDays, termDays, fee, lines: [{ key: 'upgradeFee', amount: fee }], downgrade: difference < 0 },
  };
}

const describe = (r: CloudServerResources) => `${r.vcpu} vCPU, ${r.ramGb} GB RAM, ${r.storageGb} GB ${r.storageType.toUpperCase()}`;

/** PUT /api/cart/items/upgrade: the change as a cart item (one per server: asking again replaces it), paid once. */
export async function priceUpgradeItem(db: Db, provisioner: Provisioner, userId: string, serviceId: string, body: UpgradeBody, now: Date): Promise<PricedItem> {
  const { quote, service, current, next } = await priceChange(db, provisioner, userId, serviceId, body, now);
  return {
    type: 'upgrade',
    category: CART_ITEM_CATEGORY.upgrade,
    dedupeKey: `upgrade:${service.id}`,
    title: `${service.title} ${quote.downgrade ? 'downgrade' : 'upgrade'}`,
    description: `${service.name} · ${describe(quote.current)} → ${describe(quote.next)} · ${quote.remainingDays} of ${quote.termDays} days`,
    payload: {
      serviceId: service.id,
      kind: body.kind,
      serverName: service.name,
      from: { addons: upgradeAddonsOf(current), storageType: current.storageType },
      configuration: next,
      current: quote.current,
      resources: quote.next,
      renewal: quote.renewal,
      remainingDays: quote.remainingDays,
      termDays: quote.termDays,
      lines: quote.lines,
    },
    period: 1,
    periodUnit: 'month',
    unitPrice: quote.fee,
    amount: quote.fee,
  };
}

/**
 * After payment (inside its transaction): each upgrade item changes its server — the configuration and renewal
 * recorded, and the resize left to the provisioning job (the control panel is slow; the job retries it) — or its
 * hosting account's plan (applyPaidPlanChange). A server no longer running, or changed since the item was priced,
 * refuses the payment (nothing written, nothing taken). Answers the services changed.
 */
export async function applyPaidUpgrades(trx: Transaction<Database>, userId: string, items: OrderItemRow[], now: Date): Promise<string[]> {
  const changed: string[] = [];
  for (const item of items) {
    if (item.type !== 'upgrade') continue;
    // A hosting account's change of plan (hosting/plan-change.ts): the same item type, its own rules.
    if (isPlanChange(item.payload)) {
      if (await applyPaidPlanChange(trx, userId, item, now)) changed.push((item.payload as unknown as PlanChangePayload).serviceId);
      continue;
    }
    const payload = item.payload as { serviceId: string; from: { addons: Record<string, number>; storageType: string }; configuration: CloudServerConfig; resources: CloudServerResources; renewal: number };
    const service = await runningServer(trx, userId, payload.serviceId, true);
    const details = service.details;
    // A step run twice changes nothing twice.
    if (details.lastChangeId === item.id) continue;
    const current = await serverConfigurationOf(trx, service);
    if (JSON.stringify(upgradeAddonsOf(current)) !== JSON.stringify(payload.from.addons) || current.storageType !== payload.from.storageType) {
      throw new AppError('ORDER_INVALID', undefined, { serviceId: service.id }, CLOUD_UPGRADE_MESSAGES.changed);
    }
    const pendingResize: PendingResize = { changeId: item.id, ...payload.resources };
    await trx
      .updateTable('services')
      .set({ details: JSON.stringify({ ...details, configuration: payload.configuration, pendingResize, lastChangeId: item.id, resizeError: undefined }), renew_price: payload.renewal, updated_at: now })
      .where('id', '=', service.id)
      .execute();
    changed.push(service.id);
  }
  return changed;
}

type UpgradePayload = { serviceId: string; configuration: CloudServerConfig; remainingDays?: number };

/**
 * An upgrade item's fee as of `now` (issue 16 item 13: the fee is for the rest of the term, so days spent in the
 * cart lower it): the server's current configuration to the item's, priced again. Null when the server is not
 * this customer's running server any more or its term ended — paying then refuses the item (applyPaidUpgrades).
 */
export async function upgradeFeeNow(db: Db, userId: string, payload: UpgradePayload | PlanChangePayload, now: Date): Promise<{ fee: number; remainingDays: number } | null> {
  if (isPlanChange(payload)) return planChangeFeeNow(db, userId, payload, now);
  try {
    const service = await runningServer(db, userId, payload.serviceId);
    const current = await serverConfigurationOf(db, service);
    const { fee, remainingDays } = await changeFee(db, service, current, payload.configuration, now);
    return { fee, remainingDays };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * Re-prices the upgrade items among a cart's items at `now` (inside the caller's transaction, the cart locked):
 * an item whose fee changed gets today's fee, days left and description. Answers whether any changed (the caller
 * then marks the cart changed, so an order made from it before is remade).
 */
export async function repriceCartUpgrades(trx: Transaction<Database>, userId: string, items: CartItemRow[], now: Date): Promise<boolean> {
  let changed = false;
  for (const item of items) {
    if (item.type !== 'upgrade') continue;
    const payload = item.payload as UpgradePayload;
    const today = await upgradeFeeNow(trx, userId, payload, now);
    if (!today || (today.fee === item.amount && today.remainingDays === payload.remainingDays)) continue;
    const description = item.description.replace(/\d+ of (\d+) days$/, `${today.remainingDays} of $1 days`);
    const next = { ...item.payload, remainingDays: today.remainingDays, lines: [{ key: 'upgradeFee', amount: today.fee }] };
    await trx.updateTable('cart_items').set({ unit_price: today.fee, amount: today.fee, description, payload: JSON.stringify(next) }).where('key', '=', item.key).execute();
    Object.assign(item, { unit_price: today.fee, amount: today.fee, description, payload: next });
    changed = true;
  }
  return changed;
}

/**
 * At payment: an order whose upgrade items were priced on another day than today is ORDER_CHANGED (nothing is
 * taken); opening the checkout again prices them anew (openOrderForCart → repriceCartUpgrades).
 */
export async function refuseStaleUpgrades(trx: Transaction<Database>, userId: string, items: Pick<OrderItemRow, 'type' | 'payload' | 'amount'>[], now: Date): Promise<void> {
  for (const item of items) {
    if (item.type !== 'upgrade') continue;
    const today = await upgradeFeeNow(trx, userId, item.payload as UpgradePayload, now);
    if (today && today.fee !== item.amount) throw new AppError('ORDER_CHANGED', undefined, { reason: 'upgrade re-priced', amount: today.fee });
  }
}
