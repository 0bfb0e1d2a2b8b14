import { billingTermsOf, DOMAIN_CART_ACTIONS, domainTermsOf, type CartItem } from '@storefront/contracts';

/** The billing periods an item can change to: the terms the api accepts for it (the api re-prices the item). */
export function periodChoices(item: CartItem): number[] {
  if (item.type === 'domain') {
    const action = DOMAIN_CART_ACTIONS.find((known) => known === item.data.action) ?? 'register';
    return [...domainTermsOf(action, item.data.premium === true)];
  }
  return [...(billingTermsOf(item.type)?.terms ?? [item.period])];
}
