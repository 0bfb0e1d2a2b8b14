import { SERVICE_MESSAGES } from '@storefront/contracts';
import { sameInstant } from '../checkout/orders.repository';
import { AppError } from '../errors';
import type { OrderPaidStep } from '../payments/order-paid';
import { extendTerm } from './lifecycle';
import { findUserService } from './services.repository';

/** The order item type of a service's renewal (one more term at its renewal price): POST /api/checkout-one-step makes it. */
export const RENEWAL_ITEM_TYPE = 'renewal';

/** What a renewal item says: the service, and the renewal date it was priced from (a renewal is paid once per term). */
export interface RenewalPayload {
  serviceId: string;
  renewsFrom: string;
}

/**
 * After payment (inside its transaction): each renewal item gives its service one more term. A service that
 * ended, or was renewed another way since the item was priced (its renewal date moved), refuses the payment —
 * nothing written, nothing taken.
 */
export const renewPaidServices: OrderPaidStep = async (trx, deps, { order, items, now }) => {
  for (const item of items) {
    if (item.type !== RENEWAL_ITEM_TYPE) continue;
    const payload = item.payload as unknown as RenewalPayload;
    const service = await findUserService(trx, order.user_id, payload.serviceId, true);
    if (service.status === 'cancelled' || service.status === 'pending' || !sameInstant(service.expires_at, payload.renewsFrom)) {
      throw new AppError('ORDER_INVALID', undefined, { serviceId: service.id }, SERVICE_MESSAGES.notRenewable);
    }
    const source = order.payment_method === 'card' ? 'card' : 'balance';
    await extendTerm(trx, deps.services, service, now, { total: items.length === 1 ? order.total : item.amount, source });
  }
};
