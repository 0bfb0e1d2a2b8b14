import { ACTIVE_PROGRESS_CAP, estimateProgress } from './loading-progress';

describe('estimateProgress', () => {
  it('starts at 0, rises monotonically and stays below 100 while loading', () => {
    expect(estimateProgress(0, 5000)).toBe(0);
    let previous = 0;
    for (let elapsed = 100; elapsed <= 60000; elapsed += 100) {
      const progress = estimateProgress(elapsed, 5000);
      expect(progress).toBeGreaterThan(previous);
      expect(progress).toBeLessThan(ACTIVE_PROGRESS_CAP + 1e-9);
      previous = progress;
    }
  });

  it('reaches 95 % at the duration and eases out before it', () => {
    expect(estimateProgress(5000, 5000)).toBeCloseTo(95);
    expect(estimateProgress(2500, 5000)).toBeCloseTo(71.25);
    expect(estimateProgress(10000, 5000)).toBeGreaterThan(97);
  });
});
