import type { Locale } from '@storefront/contracts';
import { i18n, loadLocale, reportError } from '@storefront/platform';
import { loadExposed } from './load-exposed';
import { cacheRemoteModule, cachedRemoteModule } from './use-remote-module';

/**
 * Remote widgets hydrated on the reader's first interaction (docs/adr/0009-server-rendering.md, "Hydration
 * on interaction"). The server renders such a widget in full; the browser keeps that HTML as it is — a plain
 * form works without JavaScript — and downloads the remote's code only when the reader points at, touches or
 * focuses the widget. A page that nobody interacts with never downloads it.
 */
const pending = new Set<string>();
const loads = new Map<string, Promise<unknown>>();
const starters = new Map<string, () => void>();

/** The widgets of the page being hydrated that wait for an interaction (the server payload's `deferred`). */
export function deferHydration(ids: readonly string[]): void {
  for (const id of ids) pending.add(id);
}

/**
 * The widget's server HTML is gone (its page was left): shown again (a navigation back), it is the browser's
 * own and loads at once. Called when the widget that waited unmounts — not when the page finishes hydrating:
 * React may render a boundary that still waits again, and it must then still wait.
 */
export function forgetDeferredHydration(id: string): void {
  pending.delete(id);
}

/** True while the widget `<remote>/<exposed>` is server HTML waiting for an interaction. */
export function isHydrationDeferred(id: string): boolean {
  return pending.has(id) && cachedRemoteModule(id) === undefined;
}

/**
 * The widget's module, loaded once the reader interacts: its remote's texts in the page's language come with
 * it, so it hydrates exactly as the server rendered it. A module that fails to load is loaded again by the
 * widget's own load (it then renders as loading, then as loaded).
 */
export function deferredModule(id: string): Promise<unknown> {
  let load = loads.get(id);
  if (!load) {
    let start!: () => void;
    const interacted = new Promise<void>((resolve) => (start = resolve));
    // Never rejects: a module that failed is loaded again by the widget itself, which shows it loading meanwhile.
    load = interacted.then(async () => {
      const slash = id.indexOf('/');
      try {
        const value = await loadExposed(id.slice(0, slash), id.slice(slash + 1));
        await loadLocale(i18n.language as Locale).catch((error: unknown) => reportError(error, 'shell/load-locale'));
        cacheRemoteModule(id, value);
        return value;
      } catch {
        return undefined;
      } finally {
        pending.delete(id);
      }
    });
    starters.set(id, start);
    loads.set(id, load);
  }
  return load;
}

/** The reader interacted with the widget: its module loads now. */
export function startDeferredHydration(id: string): void {
  void deferredModule(id);
  starters.get(id)?.();
}

/** Events that mean the reader is about to use a widget (pointer over it, a touch, keyboard focus). */
export const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** For tests: forget every deferred widget. */
export function resetDeferredHydration(): void {
  pending.clear();
  loads.clear();
  starters.clear();
}
