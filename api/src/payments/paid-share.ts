import type { OrderItemRow, OrderRow } from '../db/database';

/**
 * The share of what the order paid in money that an amount of it stands for (VAT and discounts pro rata), cents: what
 * goes back to the balance when that part cannot be delivered. The whole total for an order of one item.
 */
export function paidShareOf(order: OrderRow, items: OrderItemRow[], amount: number): number {
  const sum = items.reduce((total, item) => total + Number(item.amount), 0);
  if (sum <= 0 || amount <= 0) return 0;
  return Math.min(Number(order.total), Math.floor((Number(order.total) * amount) / sum));
}
