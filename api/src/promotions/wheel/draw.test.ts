import { describe, it } from 'node:test';
import { expect } from 'expect';
import { drawPrize, type PickInt } from './draw';

/** mulberry32: a small seeded generator, so the simulation is the same on every run and machine. */
function seeded(seed: number): PickInt {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * max);
  };
}

const prizes = [
  { id: 'credit-1', weight: 40, stock: null },
  { id: 'credit-5', weight: 10, stock: null },
  { id: 'voucher', weight: 25, stock: null },
  { id: 'month', weight: 5, stock: null },
  { id: 'nothing', weight: 20, stock: null },
];

describe('drawPrize (the pure weighted draw)', () => {
  it('over 10,000 simulated spins each prize comes up at its weight\'s share within ±2 percentage points', () => {
    // Tolerance: the standard deviation of a share p over n = 10,000 draws is sqrt(p(1-p)/n) <= 0.5 points, so
    // ±2 points is 4 standard deviations (a fair draw falls outside it about once in 16,000 runs).
    const draws = 10_000;
    for (const seed of [1, 42, 2026]) {
      const pick = seeded(seed);
      const counts = new Map<string, number>();
      for (let i = 0; i < draws; i++) {
        const prize = drawPrize(prizes, pick)!;
        counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1);
      }
      const totalWeight = prizes.reduce((sum, prize) => sum + prize.weight, 0);
      for (const prize of prizes) {
        const share = (counts.get(prize.id) ?? 0) / draws;
        expect(Math.abs(share - prize.weight / totalWeight)).toBeLessThanOrEqual(0.02);
      }
    }
  });

  it('never draws a prize out of stock, and the weights of those left share the draw', () => {
    const pick = seeded(7);
    const left = [
      { id: 'gone', weight: 90, stock: 0 },
      { id: 'a', weight: 1, stock: 3 },
      { id: 'b', weight: 3, stock: null },
    ];
    const counts = { gone: 0, a: 0, b: 0 };
    for (let i = 0; i < 10_000; i++) counts[drawPrize(left, pick)!.id as keyof typeof counts]++;
    expect(counts.gone).toBe(0);
    expect(Math.abs(counts.a / 10_000 - 0.25)).toBeLessThanOrEqual(0.02);
  });

  it('maps every ticket onto exactly one prize, by cumulative weight', () => {
    const seen = Array.from({ length: 100 }, (_, ticket) => drawPrize(prizes, () => ticket)!.id);
    expect(seen.filter((id) => id === 'credit-1')).toHaveLength(40);
    expect(seen.filter((id) => id === 'nothing')).toHaveLength(20);
    expect(seen[0]).toBe('credit-1');
    expect(seen[99]).toBe('nothing');
  });

  it('answers null when nothing is left to win', () => {
    expect(drawPrize([{ id: 'x', weight: 5, stock: 0 }])).toBeNull();
    expect(drawPrize([])).toBeNull();
  });
});
