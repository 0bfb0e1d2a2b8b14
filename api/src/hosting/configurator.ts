import { HOSTING_MESSAGES, type Cart, type HostingConfigType, type WordpressExtra } from '@storefront/contracts';
import { addPricedItems, pricingContextOf, type CartPricingDeps, type Shopper } from '../cart/cart-answer';
import type { CartOwner } from '../cart/cart.repository';
import { priceHostingConfiguration, priceHostingItem } from '../cart/hosting-pricing';
import { priceItems } from '../cart/pricing';
import type { AreaDeps } from '../deps';
import { invalidField } from '../errors';
import { listWordpressExtras } from './hosting.repository';
import { priceHostingPlanItem, quoteHostingPlanChange } from './plan-change';

/** The hosting configurators' calls (routes/hosting): quotes, the WordPress extras, and plans and certificates into the cart. */
type HostingQuoteBody = Parameters<typeof priceHostingConfiguration>[2] & { editing?: string };
type HostingItemBody = Omit<Parameters<typeof priceHostingItem>[1], 'type'>;
type SslItemBody = Omit<Extract<Parameters<typeof priceItems>[1][number], { type: 'ssl' }>, 'type'>;

/** The price of a configuration; `editing` is the cart item being edited, whose own domain is no conflict. */
export async function hostingQuote(deps: CartPricingDeps, shopper: Shopper, type: HostingConfigType, body: HostingQuoteBody) {
  return (await priceHostingConfiguration(pricingContextOf(deps, shopper), type, body, { exceptKey: body.editing })).quote;
}

export const wordpressExtrasOf = (deps: Pick<AreaDeps, 'db'>, kind: 'theme' | 'plugin', locale: 'en' | 'km', filter: { category?: string; search?: string }): Promise<WordpressExtra[]> =>
  listWordpressExtras(deps.db, kind, locale, filter);

/** A configured hosting plan, priced here, into the cart; one without a domain is refused ('Please complete domain config'). */
export async function addHostingToCart(deps: CartPricingDeps, shopper: Shopper & { owner: CartOwner }, type: HostingConfigType, body: HostingItemBody): Promise<Cart> {
  if (!body.domain) throw invalidField('domain', HOSTING_MESSAGES.completeDomainConfig);
  const priced = await priceHostingItem(pricingContextOf(deps, shopper), { ...body, type });
  return addPricedItems(deps, shopper.owner, [priced]);
}

/** An SSL certificate for the names it covers, priced as any ssl cart item, into the cart. */
export async function addSslToCart(deps: CartPricingDeps, shopper: Shopper & { owner: CartOwner }, body: SslItemBody): Promise<Cart> {
  const priced = await priceItems(pricingContextOf(deps, shopper), [{ ...body, type: 'ssl' }]);
  return addPricedItems(deps, shopper.owner, priced);
}

/** POST /api/user/hosting/{id}/plan/price: the route's call, by the api's clock. */
export const hostingPlanChangeQuote = (deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, serviceId: string, packageKey: string) => quoteHostingPlanChange(deps.db, userId, serviceId, packageKey, deps.clock.now());

/** PUT /api/cart/items/hosting-plan: the change of one of the customer's hosting accounts, priced now, into their cart. */
export async function addHostingPlanChangeToCart(deps: CartPricingDeps, userId: string, serviceId: string, packageKey: string): Promise<Cart> {
  const priced = await priceHostingPlanItem(deps.db, userId, serviceId, packageKey, deps.clock.now());
  return addPricedItems(deps, { userId }, [priced]);
}
