import { roundCents, type ProviderMethod } from '@storefront/contracts';

/**
 * What each provider charges on a top-up, in basis points of the amount (300 = 3 %). Bank card / QR is
 * 0 % (spec §1); transfers carry no fee of ours. Orders are charged their total: the fee applies to top-ups.
 */
export const TOP_UP_FEE_BASIS_POINTS: Record<ProviderMethod, number> = {
  card: 300,
  wallet: 440,
  bankCard: 0,
  bankTransfer: 0,
  wireTransfer: 0,
};

/** The fee on an amount, rounded once (half away from zero). */
export function feeOf(amount: number, method: ProviderMethod): number {
  return roundCents((amount * TOP_UP_FEE_BASIS_POINTS[method]) / 10_000);
}
