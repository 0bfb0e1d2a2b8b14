import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RemoteConfig } from '@storefront/contracts';
import { fetchRegistry, registerEnabledRemotes } from './registry';

export interface RegistryState {
  status: 'loading' | 'ready' | 'failed';
  remotes: RemoteConfig[];
  /** Re-reads the registry and re-registers the remotes (used by Retry). */
  reload: () => Promise<void>;
}

const RegistryContext = createContext<RegistryState | null>(null);

/**
 * The registry of the page. A server-rendered page starts from the entries the server rendered with (`initial`,
 * already registered with the federation runtime before hydration), so the first render matches the server's.
 */
export function RegistryProvider({ children, initial }: { children: ReactNode; initial?: RemoteConfig[] }) {
  const [status, setStatus] = useState<RegistryState['status']>(initial ? 'ready' : 'loading');
  const [remotes, setRemotes] = useState<RemoteConfig[]>(initial ?? []);
  const [started] = useState(Boolean(initial));

  const load = useCallback(async (force: boolean) => {
    try {
      const registry = await fetchRegistry();
      registerEnabledRemotes(registry, force);
      setRemotes(registry);
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    if (!started) void load(false);
  }, [load, started]);

  const reload = useCallback(() => load(true), [load]);
  const value = useMemo(() => ({ status, remotes, reload }), [status, remotes, reload]);
  return <RegistryContext.Provider value={value}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): RegistryState {
  const value = useContext(RegistryContext);
  if (!value) throw new Error('useRegistry must be used inside <RegistryProvider>');
  return value;
}
