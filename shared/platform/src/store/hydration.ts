import { createAction } from '@reduxjs/toolkit';
import type { StorefrontConfig } from '@storefront/contracts';

/**
 * What the storefront server rendered a page with, handed to the browser's store before it hydrates that page
 * (docs/adr/0009-server-rendering.md): the configuration, and the answers of the api calls the page made
 * (RTK Query's cache, under its reducer path). A person's data is never in it: the server renders as a guest.
 */
export interface ServerState {
  config: StorefrontConfig | null;
  /** RTK Query's state (`api`), when the page queried. */
  api?: unknown;
}

/** Dispatched once, before hydration: the config slice and the query module take their parts. */
export const serverStateHydrated = createAction<ServerState>('storefront/serverStateHydrated');
