import { isHostingConfigType } from '@storefront/contracts';
import { queueDomainFulfilment } from '../domains/domain-fulfilment-job';
import type { OrderPaidStep } from '../payments/order-paid';
import { paidShareOf } from '../payments/paid-share';

/**
 * After payment: the domain bought with a hosting plan (domain connection "new", §3) is registered for the
 * customer for one year, like a domain item; it then renews as their domain at the TLD's renewal price (a free
 * domain is free for its first year only, §9). Registered by a fulfil-domain job like a domain item; if the registry
 * refuses it for good, what the domain cost within the plan goes back to the balance.
 */
export const registerHostingDomains: OrderPaidStep = async (trx, deps, { order, items, user }) => {
  for (const item of items) {
    if (!isHostingConfigType(item.type)) continue;
    const connection = item.payload.domainConnection as { kind?: string; name?: string; amount?: number; free?: boolean } | null | undefined;
    if (connection?.kind !== 'new' || !connection.name) continue;
    const domainAmount = connection.free ? 0 : Math.max(0, Math.floor(Number(connection.amount ?? 0)));
    await queueDomainFulfilment(trx, { ...deps, jobs: deps.services.jobs }, user, {
      key: `hosting:${item.id}`,
      orderId: order.id,
      orderItemId: item.id,
      payload: { action: 'register', domain: connection.name },
      period: 1,
      refundAmount: paidShareOf(order, items, domainAmount),
    });
  }
};
