import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { bonusMonthsFor, SERVICE_KINDS, type OwnedService, type ServiceKind } from '@storefront/contracts';
import type { Database, Db, OrderItemRow } from '../db/database';
import type { ServiceDetails, ServiceRow } from '../db/tables/services';
import { AppError } from '../errors';
import { domainAsService, toOwnedService } from './service-view';

export const isServiceKind = (type: string): type is ServiceKind => (SERVICE_KINDS as readonly string[]).includes(type);

/** The end of a term that starts at `from`: months keep the day of the month (31 Jan + 1 month = 3 Mar, as Date does). */
export function termEnd(from: Date, period: number, unit: 'month' | 'year'): Date {
  const end = new Date(from.getTime());
  if (unit === 'year') end.setUTCFullYear(end.getUTCFullYear() + period);
  else end.setUTCMonth(end.getUTCMonth() + period);
  return end;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** What the item names the service by: the server or website name, the domain it is for, else the product. */
function nameOf(item: OrderItemRow): string {
  const p = item.payload;
  const connection = (p.domainConnection ?? p.connection ?? null) as Record<string, unknown> | null;
  return text(p.serverName) ?? text(p.domain) ?? text(p.websiteName) ?? text(connection?.domain) ?? text(p.subdomain) ?? item.title;
}

/**
 * The services of a paid order's hosting, server and SSL items, written in the payment's transaction: one row
 * per order item (a repeated step creates nothing twice), pending until provisioned, with its term from the
 * payment and the price of its next renewal (the same term at the item's price per period). The first term
 * runs the bonus months of §9 longer (bonusMonthsFor: what the configurator, the cart and the invoice promise);
 * a renewal adds the term alone.
 */
export async function createServicesForOrder(trx: Transaction<Database>, orderId: string, userId: string, items: OrderItemRow[], now: Date): Promise<ServiceRow[]> {
  const created: ServiceRow[] = [];
  for (const item of items) {
    if (!isServiceKind(item.type)) continue;
    const productKey = String(item.type === 'ssl' ? item.payload.product : item.payload.package);
    const product = await trx.selectFrom('products').select(['name']).where('key', '=', productKey).executeTakeFirst();
    const unit = item.period_unit === 'year' ? 'year' : 'month';
    const firstTerm = unit === 'month' ? item.period + bonusMonthsFor(item.type, item.period) : item.period;
    const details: ServiceDetails = {
      region: text(item.payload.region) ?? text(item.payload.dataCenter) ?? undefined,
      os: text(item.payload.os) ?? undefined,
      domain: text(item.payload.domain) ?? undefined,
      names: Array.isArray(item.payload.names) ? item.payload.names : undefined,
      // A server built from one of the customer's backups (the configurator's BACKUP source).
      restoreFrom: text((item.payload.configuration as Record<string, unknown> | undefined)?.backupId) ?? text(item.payload.backupId) ?? undefined,
    };
    const row = await trx
      .insertInto('services')
      .values({
        id: randomUUID(),
        user_id: userId,
        order_id: orderId,
        order_item_id: item.id,
        kind: item.type,
        product_key: productKey,
        title: product?.name ?? item.title,
        name: nameOf(item),
        status: 'pending',
        provisioning: 'queued',
        provisioning_error: null,
        period: item.period,
        period_unit: unit,
        // The next term at the price per period the item was sold at (a configured server's monthly price, a plan's).
        renew_price: item.unit_price * item.period,
        starts_at: now,
        expires_at: termEnd(now, firstTerm, unit),
        suspended_at: null,
        cancelled_at: null,
        end_reason: null,
        details: JSON.stringify(details),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('order_item_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) created.push(row);
  }
  return created;
}

export async function findUserService(db: Db, userId: string, id: string, lock = false): Promise<ServiceRow> {
  let query = db.selectFrom('services').selectAll().where('id', '=', id).where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The customer's service's status, its row locked for the change that follows (undefined: not a service of theirs). */
export async function lockUserServiceStatus(trx: Transaction<Database>, userId: string, id: string): Promise<Pick<ServiceRow, 'id' | 'status'> | undefined> {
  return trx.selectFrom('services').select(['id', 'status']).where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export async function setServiceAutoRenew(trx: Transaction<Database>, id: string, autoRenew: boolean, now: Date): Promise<void> {
  await trx.updateTable('services').set({ auto_renew: autoRenew, updated_at: now }).where('id', '=', id).execute();
}

export async function saveServiceDetails(trx: Transaction<Database>, id: string, details: ServiceDetails, now: Date): Promise<void> {
  await trx.updateTable('services').set({ details: JSON.stringify(details), updated_at: now }).where('id', '=', id).execute();
}

/** Whether the domain is the customer's. */
export async function ownsDomain(db: Db, userId: string, id: string): Promise<boolean> {
  const domain = await db.selectFrom('domains').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return domain !== undefined;
}

/** A domain's auto-renew choice (its renewal row, made on the first choice). */
export async function setDomainAutoRenew(trx: Transaction<Database>, domainId: string, autoRenew: boolean, now: Date): Promise<void> {
  await trx
    .insertInto('domain_renewals')
    .values({ domain_id: domainId, auto_renew: autoRenew, updated_at: now })
    .onConflict((oc) => oc.column('domain_id').doUpdateSet({ auto_renew: autoRenew, updated_at: now }))
    .execute();
}

/** Every service and domain the customer owns, newest first, as the account shows them. */
export async function listOwnedServices(db: Db, userId: string, now: Date): Promise<OwnedService[]> {
  const services = await db.selectFrom('services').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
  const domains = await db
    .selectFrom('domains')
    .innerJoin('tlds', 'tlds.tld', 'domains.tld')
    .leftJoin('domain_renewals', 'domain_renewals.domain_id', 'domains.id')
    .selectAll('domains')
    .select(['tlds.kind as tld_kind', 'tlds.renew_price', 'domain_renewals.auto_renew'])
    .where('domains.user_id', '=', userId)
    .orderBy('domains.expires_at')
    .execute();
  return [
    ...services.map((row) => toOwnedService(row, now)),
    ...domains.map((row) => domainAsService(row, row.tld_kind, row.renew_price, row.auto_renew ?? true, now)),
  ];
}

/** One service or domain of the customer's (NOT_FOUND for anyone else's). */
export async function readOwnedService(db: Db, userId: string, id: string, now: Date): Promise<OwnedService> {
  const service = await db.selectFrom('services').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (service) return toOwnedService(service, now);
  const domain = await db
    .selectFrom('domains')
    .innerJoin('tlds', 'tlds.tld', 'domains.tld')
    .leftJoin('domain_renewals', 'domain_renewals.domain_id', 'domains.id')
    .selectAll('domains')
    .select(['tlds.kind as tld_kind', 'tlds.renew_price', 'domain_renewals.auto_renew'])
    .where('domains.id', '=', id)
    .where('domains.user_id', '=', userId)
    .executeTakeFirst();
  if (!domain) throw new AppError('NOT_FOUND');
  return domainAsService(domain, domain.tld_kind, domain.renew_price, domain.auto_renew ?? true, now);
}
