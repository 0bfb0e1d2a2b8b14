import { isHostingConfigType } from '@storefront/contracts';
import { fulfilDomainItem } from '../domains/fulfil-domain-item';
import type { OrderPaidStep } from '../payments/order-paid';

/**
 * After payment: the domain bought with a hosting plan (domain connection "new", §3) is registered for the
 * customer for one year, like a domain item; it then renews as their domain at the TLD's renewal price (a free
 * domain is free for its first year only, §9).
 */
export const registerHostingDomains: OrderPaidStep = async (trx, deps, { items, user }) => {
  for (const item of items) {
    if (!isHostingConfigType(item.type)) continue;
    const connection = item.payload.domainConnection as { kind?: string; name?: string } | null | undefined;
    if (connection?.kind !== 'new' || !connection.name) continue;
    await fulfilDomainItem(trx, deps, user, { payload: { action: 'register', domain: connection.name }, period: 1 });
  }
};
