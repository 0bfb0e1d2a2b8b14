import { sql, type Kysely, type Transaction } from 'kysely';
import { BABY_CLOUD_PACKAGES, CLOUD_SERVER_MESSAGES, isBabyCloudPackage, LIMITS, type BabyCloudUsage } from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import { AppError } from '../errors';

/** The services table as this module reads it (migration 2026_12_07_0001_services). */
interface ServicesTable {
  services: { user_id: string; kind: string; product_key: string; status: string };
}

/** A server counts until it has ended: pending (being created), active and suspended ones are the customer's. */
const ENDED_STATUSES = ['cancelled'];

async function hasServicesTable(db: Db): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('services') is not null as present`.execute(db);
  return Boolean(rows[0]?.present);
}

/** The customer's baby cloud servers that have not ended (none before the services area exists). */
export async function ownedBabyServers(db: Db, userId: string): Promise<number> {
  if (!(await hasServicesTable(db))) return 0;
  const row = await (db as unknown as Kysely<ServicesTable>)
    .selectFrom('services')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'cloud-server')
    .where('product_key', 'in', [...BABY_CLOUD_PACKAGES])
    .where('status', 'not in', ENDED_STATUSES)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The baby cloud servers among items (cart or order rows). */
export const babyItems = (items: { type: string; payload: Record<string, unknown> }[]): number =>
  items.filter((item) => item.type === 'cloud-server' && isBabyCloudPackage(String(item.payload.package))).length;

async function cartBabyServers(db: Db, cartId: string | null): Promise<number> {
  if (!cartId) return 0;
  return babyItems(await db.selectFrom('cart_items').select(['type', 'payload']).where('cart_id', '=', cartId).where('type', '=', 'cloud-server').execute());
}

/** How many of the limit the owner uses: owned (signed in) and in the cart. */
export async function babyUsage(db: Db, owner: { userId: string } | { guestSid: string } | null): Promise<BabyCloudUsage> {
  let cartId: string | null = null;
  let owned = 0;
  if (owner) {
    const column = 'userId' in owner ? 'user_id' : 'guest_sid';
    cartId = (await db.selectFrom('carts').select('id').where(column, '=', 'userId' in owner ? owner.userId : owner.guestSid).executeTakeFirst())?.id ?? null;
    if ('userId' in owner) owned = await ownedBabyServers(db, owner.userId);
  }
  const inCart = await cartBabyServers(db, cartId);
  return { owned, inCart, used: owned + inCart, limit: LIMITS.activeBabyCloudServers };
}

const refuse = () => new AppError('BABY_CLOUD_LIMIT', undefined, { limit: LIMITS.activeBabyCloudServers }, CLOUD_SERVER_MESSAGES.babyLimit);

/**
 * After baby servers were added to a cart (in the adding transaction, which holds the cart's row lock, so
 * concurrent adds to one cart are counted one after the other): owned + in the cart may not pass the limit,
 * else BABY_CLOUD_LIMIT and the transaction (the add) is undone. Adding anything else is never refused for it.
 */
export async function enforceBabyLimitOnCart(trx: Transaction<Database>, owner: { userId: string } | { guestSid: string }, cartId: string, added: { type: string; payload: Record<string, unknown> }[]): Promise<void> {
  if (babyItems(added) === 0) return;
  const owned = 'userId' in owner ? await ownedBabyServers(trx, owner.userId) : 0;
  if (owned + (await cartBabyServers(trx, cartId)) > LIMITS.activeBabyCloudServers) throw refuse();
}

/** At checkout and at payment: the order's (or cart's) baby servers and those owned may not pass the limit. */
export async function enforceBabyLimitOnItems(trx: Transaction<Database>, userId: string, items: { type: string; payload: Record<string, unknown> }[]): Promise<void> {
  const ordered = babyItems(items);
  if (ordered === 0) return;
  if ((await ownedBabyServers(trx, userId)) + ordered > LIMITS.activeBabyCloudServers) throw refuse();
}

/** At payment: the order's items, read in the payment's transaction. */
export async function enforceBabyLimitOnOrder(trx: Transaction<Database>, userId: string, orderId: string): Promise<void> {
  await enforceBabyLimitOnItems(trx, userId, await trx.selectFrom('order_items').select(['type', 'payload']).where('order_id', '=', orderId).execute());
}
