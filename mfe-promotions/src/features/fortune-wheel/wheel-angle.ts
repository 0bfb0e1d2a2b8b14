/** How long the wheel turns to its result (ms); no turning at all for a reader who prefers reduced motion. */
export const SPIN_MS = 4500;
/** Full turns before it settles. */
export const SPIN_TURNS = 5;

/**
 * The wheel's rotation (degrees, clockwise) that brings the middle of segment `index` of `count` under the pointer
 * at the top, at least SPIN_TURNS full turns beyond `from` (so it always turns forward, from wherever it stopped).
 * Segment i spans [i·360/count, (i+1)·360/count) clockwise from the top.
 */
export function rotationFor(index: number, count: number, from: number): number {
  const segment = 360 / count;
  const settle = (360 - (index + 0.5) * segment) % 360;
  const base = Math.ceil(from / 360) * 360 + SPIN_TURNS * 360;
  return base + settle;
}

/** The segment under the pointer at a rotation (the inverse of rotationFor). */
export function segmentAt(rotation: number, count: number): number {
  const segment = 360 / count;
  const underPointer = (360 - (((rotation % 360) + 360) % 360)) % 360;
  return Math.floor(underPointer / segment) % count;
}
