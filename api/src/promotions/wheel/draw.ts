import { randomInt } from 'node:crypto';

/** A prize as the draw sees it: its weight and what is left of it (null = no limit). */
export interface DrawCandidate {
  id: string;
  weight: number;
  stock: number | null;
}

/** An integer in [0, max): crypto's by default; tests pass a seeded one. */
export type PickInt = (max: number) => number;

export const cryptoPick: PickInt = (max) => randomInt(max);

/**
 * Draws one prize, weighted, among the prizes still in stock: a prize of weight w among in-stock prizes of total
 * weight W is drawn with probability w / W. Null when nothing is left to win. Pure: the caller holds the wheel's
 * lock and takes the stock (so the candidates it passes are the ones still there).
 */
export function drawPrize<P extends DrawCandidate>(prizes: readonly P[], pick: PickInt = cryptoPick): P | null {
  const inStock = prizes.filter((prize) => prize.weight > 0 && (prize.stock === null || prize.stock > 0));
  const total = inStock.reduce((sum, prize) => sum + prize.weight, 0);
  if (total <= 0) return null;
  let ticket = pick(total);
  for (const prize of inStock) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return inStock[inStock.length - 1]!;
}
