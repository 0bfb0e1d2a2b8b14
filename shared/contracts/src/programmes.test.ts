import { cashbackOf, loyaltyTiersInputSchema } from './programmes';

const tier = (key: string, minSpend: number, cashbackBasisPoints: number) => ({ key, name: key, nameKm: key, minSpend, cashbackBasisPoints, color: '#2563eb' });

describe('cashbackOf', () => {
  it('is whole cents, rounded down, and held to the cap', () => {
    expect(cashbackOf(1320, 100)).toBe(13);
    expect(cashbackOf(1399, 150)).toBe(20);
    expect(cashbackOf(99, 100)).toBe(0);
    expect(cashbackOf(2_000_000, 500, 10_000)).toBe(10_000);
  });
});

describe('the tier ladder staff save', () => {
  it('starts at 0 with spend rising and cashback never falling', () => {
    expect(loyaltyTiersInputSchema.safeParse({ tiers: [tier('silver', 0, 100), tier('gold', 50_000, 200)], reason: 'tier review' }).success).toBe(true);
    expect(loyaltyTiersInputSchema.safeParse({ tiers: [tier('silver', 100, 100)], reason: 'tier review' }).success).toBe(false);
    expect(loyaltyTiersInputSchema.safeParse({ tiers: [tier('silver', 0, 100), tier('gold', 0, 200)], reason: 'tier review' }).success).toBe(false);
    expect(loyaltyTiersInputSchema.safeParse({ tiers: [tier('silver', 0, 200), tier('gold', 50_000, 100)], reason: 'tier review' }).success).toBe(false);
    expect(loyaltyTiersInputSchema.safeParse({ tiers: [tier('silver', 0, 100), tier('silver', 50_000, 200)], reason: 'tier review' }).success).toBe(false);
    expect(loyaltyTiersInputSchema.safeParse({ tiers: [tier('silver', 0, 100)], reason: '' }).success).toBe(false);
  });
});
