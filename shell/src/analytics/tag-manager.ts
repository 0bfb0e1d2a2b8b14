import { TAG_MANAGER_ID_PATTERN } from '@storefront/contracts';
import type { Tracker } from '@storefront/platform';

/** Google Tag Manager's container script (the api's CSP allows its origin only when TAG_MANAGER_ID is set). */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let loaded: string | null = null;

/**
 * The tag manager of spec §7, initialised from configuration (GET /api/config `tagManagerId`): what Google's
 * snippet does, from the shell's code rather than an inline script (the CSP allows none) — the data layer's
 * `gtm.js` start event, then gtm.js loaded async, never blocking the page. The tracker's conversion events
 * are pushed to the data layer as they happen. No id (or not a container id): nothing is loaded.
 */
export function loadTagManager(id: string | null | undefined, tracker?: Pick<Tracker, 'onTracked'>): boolean {
  if (!id || !TAG_MANAGER_ID_PATTERN.test(id) || loaded || typeof document === 'undefined') return false;
  loaded = id;
  const dataLayer = (window.dataLayer ??= []);
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  tracker?.onTracked(({ type, path, value, currency }) => dataLayer.push({ event: type, pagePath: path, ...(value !== undefined && { value: value / 100, currency }) }));
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}
