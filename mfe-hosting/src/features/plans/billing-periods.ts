import type { PlanType } from './api/get-products';

/** Billing periods a plan can be bought for: months for hosting and servers, years for SSL. */
export function periodsFor(type: PlanType): { unit: 'month' | 'year'; choices: number[]; initial: number } {
  if (type === 'ssl') return { unit: 'year', choices: [1, 2, 3], initial: 1 };
  return { unit: 'month', choices: [1, 12, 24, 36], initial: 12 };
}
