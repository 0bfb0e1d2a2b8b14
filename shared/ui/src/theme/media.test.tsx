import { act, renderHook } from '@testing-library/react';
import { media } from './media';
import { toMediaQuery, useMediaQuery } from './useMediaQuery';

describe('media', () => {
  it('builds min-width queries from the spec breakpoints', () => {
    expect(media.sm).toBe('@media (min-width: 640px)');
    expect(media.md).toBe('@media (min-width: 768px)');
    expect(media.lg).toBe('@media (min-width: 1024px)');
    expect(media.xl).toBe('@media (min-width: 1280px)');
    expect(media.xxl).toBe('@media (min-width: 1536px)');
    expect(media.belowMd).toBe('@media (max-width: 767.98px)');
  });
});

describe('useMediaQuery', () => {
  const listeners = new Set<() => void>();
  let matches = false;

  beforeEach(() => {
    listeners.clear();
    matches = false;
    window.matchMedia = jest.fn((query: string) => ({
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
  });

  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('accepts media helpers and bare queries', () => {
    expect(toMediaQuery(media.md)).toBe('(min-width: 768px)');
    expect(toMediaQuery('(orientation: portrait)')).toBe('(orientation: portrait)');
  });

  it('follows changes of the query', () => {
    const { result, unmount } = renderHook(() => useMediaQuery(media.md));
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
    expect(result.current).toBe(false);
    act(() => {
      matches = true;
      listeners.forEach((listener) => listener());
    });
    expect(result.current).toBe(true);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('is false where matchMedia is missing', () => {
    delete (window as Partial<Window>).matchMedia;
    const { result } = renderHook(() => useMediaQuery(media.md));
    expect(result.current).toBe(false);
  });
});
