import type { BabyCloudUsage, Cart, CloudRestorePoint, CloudServerOptions, CloudServerQuote, Locale } from '@storefront/contracts';
import { addPricedItems, pricingContextOf, withVoucher, type CartPricingDeps, type Shopper } from '../cart/cart-answer';
import type { CartOwner } from '../cart/cart.repository';
import { priceCloudServerItem, quoteCloudServer, type CloudServerConfig } from '../cart/cloud-server-pricing';
import type { AreaDeps } from '../deps';
import { babyUsage } from './baby-limit';
import { CART_ITEM_EDITORS, editCartItem } from './edit-item';
import { loadCloudServerOptions } from './options.repository';
import { listRestorePoints } from './restore-points';
import { priceChange, priceUpgradeItem, readResources } from './upgrade';

/** The cloud server configurator's calls (routes/cloud-servers): what they read and change, by the api's clock and adapters. */
type UpgradeBody = Parameters<typeof priceChange>[4];

export const cloudServerOptions = (deps: Pick<AreaDeps, 'db'>, locale: Locale): Promise<CloudServerOptions> => loadCloudServerOptions(deps.db, locale);

export const cloudServerQuote = (deps: Pick<AreaDeps, 'db'>, config: Parameters<typeof quoteCloudServer>[1]): Promise<CloudServerQuote> => quoteCloudServer(deps.db, config);

export const babyCloudUsage = (deps: Pick<AreaDeps, 'db'>, owner: CartOwner | null): Promise<BabyCloudUsage> => babyUsage(deps.db, owner);

export const restorePointsOf = (deps: Pick<AreaDeps, 'db'>, userId: string): Promise<CloudRestorePoint[]> => listRestorePoints(deps.db, userId);

/** A configured cloud server, priced here, into the cart. */
export async function addCloudServerToCart(deps: Pick<AreaDeps, 'db' | 'clock'>, shopper: Shopper & { owner: CartOwner }, config: CloudServerConfig): Promise<Cart> {
  const priced = await priceCloudServerItem(deps.db, shopper.user, config);
  return addPricedItems(deps, shopper.owner, [priced]);
}

export const cloudServerResources = (deps: Pick<AreaDeps, 'db' | 'provisioner'>, userId: string, serviceId: string) => readResources(deps.db, deps.provisioner, userId, serviceId);

/** The price of changing one of the customer's running cloud servers, now. */
export async function quoteUpgrade(deps: Pick<AreaDeps, 'db' | 'provisioner' | 'clock'>, userId: string, serviceId: string, change: UpgradeBody) {
  return (await priceChange(deps.db, deps.provisioner, userId, serviceId, change, deps.clock.now())).quote;
}

/** The change of one of the customer's cloud servers, priced now, into their cart. */
export async function addUpgradeToCart(deps: Pick<AreaDeps, 'db' | 'provisioner' | 'clock'>, userId: string, serviceId: string, change: UpgradeBody): Promise<Cart> {
  const priced = await priceUpgradeItem(deps.db, deps.provisioner, userId, serviceId, change, deps.clock.now());
  return addPricedItems(deps, { userId }, [priced]);
}

/** A cart item edited from the basket by its kind's editor (CART_ITEM_EDITORS), priced again in the cart's transaction. */
export async function editCartItemOf(deps: CartPricingDeps, shopper: Shopper & { owner: CartOwner }, type: string, key: string, body: unknown): Promise<Cart> {
  const editor = Object.hasOwn(CART_ITEM_EDITORS, type) ? CART_ITEM_EDITORS[type] : undefined;
  const read = await editCartItem(deps.db, shopper.owner, type, key, editor ? (db) => editor(pricingContextOf(deps, shopper, db), body, key) : null);
  return withVoucher(deps, shopper.owner, read);
}
