import { BILLING_TERMS, type BillingUnit, type ProductType } from '@storefront/contracts';

/** Billing periods a plan can be bought for: exactly the terms the api accepts (BILLING_TERMS of shared/contracts). */
export function periodsFor(type: ProductType): { unit: BillingUnit; choices: number[]; initial: number } {
  const { unit, terms, initial } = BILLING_TERMS[type];
  return { unit, choices: [...terms], initial };
}
