import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const PREFIX = 'storefront:scroll:';

function storageKey(key: string, place: string): string {
  return `${PREFIX}${key}:${place}`;
}

function read(name: string): number | null {
  try {
    const raw = window.sessionStorage.getItem(name);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

function write(name: string, value: number): void {
  try {
    window.sessionStorage.setItem(name, String(Math.round(value)));
  } catch {
    /* storage full or denied: the position is simply not kept */
  }
}

/**
 * Spec §2 "keeps scroll position": remembers `window.scrollY` for this page at this location (path and query)
 * in sessionStorage while the visitor scrolls, and when they come back to it (back/forward or a reload: a POP
 * navigation) scrolls there again once `ready` is true — i.e. once the data that gives the page its height is
 * rendered. A PUSH to the page starts at the top as usual (the shell's ScrollManager scrolls up on PUSH and
 * leaves POP alone).
 *
 * `key` names the page (e.g. 'domain-search'), so two pages never share a position.
 */
export function useKeepScrollPosition(key: string, ready: boolean): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const name = storageKey(key, pathname + search);
  // While a position is owed, scroll events (the page still short, the browser clamping) must not overwrite it.
  const owed = useRef<{ name: string; value: number } | null>(null);

  useEffect(() => {
    const saved = navigationType === 'POP' ? read(name) : null;
    owed.current = saved !== null && saved > 0 ? { name, value: saved } : null;
  }, [name, navigationType]);

  useEffect(() => {
    if (!ready || !owed.current || owed.current.name !== name) return;
    const target = owed.current.value;
    const frame = window.requestAnimationFrame(() => {
      window.scrollTo({ top: target, left: 0, behavior: 'instant' as ScrollBehavior });
      owed.current = null;
    });
    return () => window.cancelAnimationFrame(frame);
  }, [ready, name]);

  useEffect(() => {
    let frame = 0;
    // The address this page was rendered at; once the browser's URL moves on, scrolling belongs to what comes next.
    const href = window.location.href;
    const save = () => {
      frame = 0;
      // Left already (the URL changed before this page unmounted), or still waiting to restore: keep what is stored.
      if (window.location.href !== href || owed.current) return;
      write(name, window.scrollY);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(save);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [name]);
}
