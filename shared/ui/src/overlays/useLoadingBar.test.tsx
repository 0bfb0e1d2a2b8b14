import { act, render, renderHook, screen } from '@testing-library/react';
import { LoadingBar } from './LoadingBar';
import { useLoadingBar } from './useLoadingBar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('useLoadingBar', () => {
  it('shows nothing for a load shorter than the 200 ms throttle', () => {
    const { result, rerender } = renderHook(({ active }) => useLoadingBar(active), { initialProps: { active: true } });
    advance(199);
    expect(result.current.visible).toBe(false);
    rerender({ active: false });
    advance(1000);
    expect(result.current).toEqual({ visible: false, progress: 0 });
  });

  it('appears after 200 ms and progresses towards 100 % over 5000 ms', () => {
    const { result } = renderHook(() => useLoadingBar(true));
    advance(200);
    expect(result.current).toEqual({ visible: true, progress: 0 });
    advance(2500);
    expect(result.current.progress).toBeGreaterThan(60);
    expect(result.current.progress).toBeLessThan(90);
    advance(2500);
    expect(result.current.progress).toBeCloseTo(95, 0);
    advance(20000);
    expect(result.current.progress).toBeGreaterThan(95);
    expect(result.current.progress).toBeLessThan(100);
  });

  it('jumps to 100 % when done and hides 500 ms later', () => {
    const { result, rerender } = renderHook(({ active }) => useLoadingBar(active), { initialProps: { active: true } });
    advance(1200);
    rerender({ active: false });
    expect(result.current).toEqual({ visible: true, progress: 100 });
    advance(499);
    expect(result.current.visible).toBe(true);
    advance(1);
    expect(result.current).toEqual({ visible: false, progress: 0 });
  });

  it('a new load while finishing continues on the visible bar without a new throttle', () => {
    const { result, rerender } = renderHook(({ active }) => useLoadingBar(active), { initialProps: { active: true } });
    advance(400);
    rerender({ active: false });
    advance(200);
    rerender({ active: true });
    expect(result.current.visible).toBe(true);
    advance(1000);
    expect(result.current.visible).toBe(true);
    expect(result.current.progress).toBeGreaterThan(0);
    expect(result.current.progress).toBeLessThan(100);
  });

  it('clears its timers on unmount', () => {
    const { unmount } = renderHook(() => useLoadingBar(true));
    advance(300);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('LoadingBar', () => {
  it('is a named progressbar while visible', () => {
    const { rerender } = render(<LoadingBar active label="Loading" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    advance(200);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    rerender(<LoadingBar active={false} label="Loading" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    advance(500);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
