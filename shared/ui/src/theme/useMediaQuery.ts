import { useCallback, useSyncExternalStore } from 'react';

/** Accepts a bare query `(min-width: 768px)` or a `media.*` helper `@media (min-width: 768px)`. */
export function toMediaQuery(query: string): string {
  return query.replace(/^@media\s+/, '').trim();
}

function mediaList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(toMediaQuery(query));
}

/** Whether a media query matches now; re-renders when it changes. False on the server and where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
