import type { CartItem } from '@storefront/contracts';

/** The billing periods an item can change to (the api re-prices it). */
export function periodChoices(item: CartItem): number[] {
  if (item.periodUnit === 'month') return [1, 12, 24, 36];
  if (item.type === 'ssl') return [1, 2, 3];
  if (item.type === 'domain' && (item.data.action === 'transfer' || item.data.action === 'reactivate')) return [1];
  return Array.from({ length: 10 }, (_, index) => index + 1);
}
