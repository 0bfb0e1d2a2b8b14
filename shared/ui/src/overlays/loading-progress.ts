/** Highest progress while loading: the bar reaches 100 % only when the load ends. */
export const ACTIVE_PROGRESS_CAP = 99;
const AT_DURATION = 95;

/**
 * Progress (0–99) of the loading bar `elapsed` ms after it appeared: an ease-out curve that reaches
 * 95 % at `duration` (spec: 5000 ms), then creeps towards 99 % for slower loads, so the bar never
 * stalls and never claims to be done before it is.
 */
export function estimateProgress(elapsed: number, duration: number): number {
  if (elapsed <= 0 || duration <= 0) return 0;
  if (elapsed <= duration) {
    const t = elapsed / duration;
    return AT_DURATION * (1 - (1 - t) ** 2);
  }
  const extra = (elapsed - duration) / duration;
  return AT_DURATION + (ACTIVE_PROGRESS_CAP - AT_DURATION) * (1 - Math.exp(-extra));
}
