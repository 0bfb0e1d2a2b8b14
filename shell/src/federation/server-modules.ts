import { createContext, useContext } from 'react';

/**
 * The remote modules a server render may use (docs/adr/0009-server-rendering.md). React runs no effects on
 * the server, so a part that needs `<remote>/<exposed>` asks for it here while rendering: the renderer loads
 * what was asked for (with a time budget) and renders again. A module that did not load renders as loading,
 * and the browser loads it after hydration.
 */
export interface ServerModules {
  /**
   * The module when it is loaded for this render, else undefined (and it is asked for). `interaction`: the
   * browser hydrates the part on the reader's first interaction (its module is not loaded before hydration).
   */
  take(remote: string, exposed: string, hydrate?: 'load' | 'interaction'): unknown;
}

export const ServerModulesContext = createContext<ServerModules | null>(null);

export function useServerModules(): ServerModules | null {
  return useContext(ServerModulesContext);
}
