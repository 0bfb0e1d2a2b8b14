import { lazy, type ComponentType, type FunctionComponent } from 'react';
import { matchPath } from 'react-router';

/** A page whose code is its own chunk, loaded when first rendered, or ahead of that with `preload()`. */
export interface LazyPage extends FunctionComponent {
  preload(): Promise<void>;
}

/**
 * A remote's page as its own chunk (`lazyPage(() => import('./pages/PricingPage'), 'PricingPage')`).
 *
 * Unlike a bare `React.lazy`, a page loaded ahead renders at once: `React.lazy` suspends on its first render even
 * when its chunk is in, and a server-rendered page that suspends while hydrating stays server HTML for a while —
 * the shell already says the page is interactive, and an update reaching it then (the visitor's session read)
 * makes React throw that HTML away and draw the page again, dropping what was typed into it. So the shell loads
 * the page of a server-rendered URL before it hydrates (`RemoteRoutes.preload`, `preloadRoutePage`).
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.displayName = `LazyPage(${name})`;
  return Object.assign(Page, { preload });
}

/**
 * A remote's `./routes` component as the shell mounts it; `preload(path)` loads the page the path (without its
 * locale prefix) shows, so the shell can hydrate a server-rendered page with its code in.
 */
export type RemoteRoutes = ComponentType & { preload?: (path: string) => Promise<void> };

/** Loads the page of the first route (react-router patterns, relative to the locale root) matching `path`. */
export function preloadRoutePage(routes: readonly { path: string; Page: ComponentType | LazyPage }[], path: string): Promise<void> {
  const route = routes.find((entry) => matchPath({ path: entry.path, end: true }, path) !== null);
  return route && 'preload' in route.Page ? route.Page.preload() : Promise.resolve();
}
