import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LOCALE_COOKIE, splitLocalePath } from '@storefront/contracts';
import { authSlice, i18n, loadLocale, serverStateHydrated, setApiLocale, store, reportError } from '@storefront/platform';
import { registerEnabledRemotes } from '../federation/registry';
import { deferHydration } from '../federation/deferred-hydration';
import { preloadRemoteModules, preloadRoutePages } from '../federation/use-remote-module';
import { App } from './App';
import { nextTask } from './next-task';
import type { EarlyClicks } from './early-clicks';
import { noteLocation } from './history-catch-up';
import { readServerPayload, type ServerPayload } from './server-payload';

/** The language of the first render: the path's, or the kept choice a visit to / is about to follow. */
function initialLocale(): 'en' | 'km' {
  if (splitLocalePath(window.location.pathname).locale === 'km') return 'km';
  return new RegExp(`(?:^|; )${LOCALE_COOKIE}=km(?:;|$)`).test(document.cookie) ? 'km' : 'en';
}

/**
 * Hydrates a server-rendered page with what the server used: its language, its remote versions (registered
 * exactly), the remote modules it rendered and the page their routes show (loaded first: no lazy part on the first
 * render; a widget hydrated on interaction waits for one) and its data
 * (in the store before the first render, so nothing is fetched again).
 */
async function hydrate(element: HTMLElement, payload: ServerPayload, early?: EarlyClicks): Promise<void> {
  await i18n.changeLanguage(payload.locale);
  setApiLocale(payload.locale);
  registerEnabledRemotes(payload.registry);
  if (payload.state.api !== undefined) {
    // The query library starts (its endpoints declared) in a task of its own, before the data is put in the store.
    await import('@storefront/platform/query');
    await nextTask();
  }
  store.dispatch(serverStateHydrated(payload.state));
  // What the server's store held (its data, a guest): every part hydrates against it, even one whose chunk arrives
  // after the visitor's session was read, and then renders again with the store as it is.
  const serverState = { ...store.getState(), [authSlice.reducerPath]: authSlice.getInitialState() };
  const deferred = payload.deferred ?? [];
  deferHydration(deferred);
  const rendered = payload.modules.filter((id) => !deferred.includes(id));
  await nextTask();
  await preloadRemoteModules(rendered);
  await nextTask();
  // And the page a remote's routes show at this URL: a page still loading would hydrate late (see lazyPage).
  await preloadRoutePages(rendered, splitLocalePath(window.location.pathname).path);
  // The remotes registered their texts as they loaded: the page's language must be complete before it hydrates.
  await loadLocale(payload.locale).catch((error: unknown) => reportError(error, 'shell/load-locale'));
  await nextTask();
  // A control tapped until the page is hydrated (the boot script holds it, React does not see it) is pressed again
  // once it is: React, hydrating in slices, would otherwise drop a tap on a part it has not reached. A form's submit
  // button is held too, and sent by the app. The page says when it is interactive (tests and monitoring wait for it).
  const catchUpWithHistory = noteLocation();
  const onHydrated = () => {
    catchUpWithHistory();
    document.documentElement.dataset.hydrated = 'true';
    early?.replay();
  };
  // In a transition, React hydrates in slices that yield to the browser between them (a default-priority hydration
  // runs as one long task: most of a phone's blocking time).
  startTransition(() => {
    hydrateRoot(element, <App registry={payload.registry} serverState={serverState} onHydrated={onHydrated} />, {
      onRecoverableError: (error) => console.error('Hydration', error),
    });
  });
}

export async function mountShell(element: HTMLElement, early?: EarlyClicks): Promise<void> {
  const payload = readServerPayload();
  if (payload) return hydrate(element, payload, early);
  // Nothing to tap before the browser draws the page.
  early?.stop();
  // Khmer readers get the shell's Khmer texts before the first paint (no flash of English), and the first reads in Khmer.
  const locale = initialLocale();
  setApiLocale(locale);
  if (locale === 'km') await loadLocale('km').catch((error: unknown) => reportError(error, 'shell/load-locale'));
  createRoot(element).render(<App />);
}
