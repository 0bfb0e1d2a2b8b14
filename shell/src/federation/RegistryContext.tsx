import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RemoteConfig } from '@storefront/contracts';
import { useLocation } from '@storefront/platform';
import { fetchRegistry, fetchRegistryIfChanged, registerEnabledRemotes } from './registry';
import { sameRegistry, watchRegistry } from './registry-watch';

export interface RegistryState {
  status: 'loading' | 'ready' | 'failed';
  /** The registry the page renders with: the newest one read, taken at the last change of the page's path. */
  remotes: RemoteConfig[];
  /** Re-reads the registry and re-registers the remotes (used by Retry). */
  reload: () => Promise<void>;
}

const RegistryContext = createContext<RegistryState | null>(null);

/**
 * The registry of the page. A server-rendered page starts from the entries the server rendered with (`initial`,
 * already registered with the federation runtime before hydration), so the first render matches the server's.
 *
 * While the page is open the registry is followed (registry-watch.ts) without a reload. A change is kept aside and
 * taken when the path changes — the next navigation: a remote mounted now is not torn down mid-task (a checkout in
 * progress stays as it is); at the next navigation a new version is mounted afresh (parts are keyed by version,
 * modules cached by version, the version registered with the federation runtime just before it loads), and a
 * remote disabled meanwhile shows its maintenance or construction page. Other remotes are not touched.
 */
export function RegistryProvider({ children, initial }: { children: ReactNode; initial?: RemoteConfig[] }) {
  const { pathname } = useLocation();
  const [status, setStatus] = useState<RegistryState['status']>(initial ? 'ready' : 'loading');
  /** The newest registry read. */
  const [latest, setLatest] = useState<RemoteConfig[]>(initial ?? []);
  /** The registry in use, and the path it was taken at. */
  const [view, setView] = useState({ path: pathname, remotes: initial ?? [] });
  const [started] = useState(Boolean(initial));
  const path = useRef(pathname);
  path.current = pathname;

  // The path changed: the newest registry is taken now, before the new page's parts render (and load).
  if (view.path !== pathname) setView({ path: pathname, remotes: latest });

  const load = useCallback(async (force: boolean) => {
    try {
      const registry = await fetchRegistry();
      registerEnabledRemotes(registry, force);
      setLatest(registry);
      setView({ path: path.current, remotes: registry });
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    if (!started) void load(false);
  }, [load, started]);

  useEffect(
    () =>
      watchRegistry({
        read: fetchRegistryIfChanged,
        onRegistry: (registry) => setLatest((known) => (sameRegistry(known, registry) ? known : registry)),
      }),
    [],
  );

  const reload = useCallback(() => load(true), [load]);
  const remotes = view.remotes;
  const value = useMemo(() => ({ status, remotes, reload }), [status, remotes, reload]);
  return <RegistryContext.Provider value={value}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): RegistryState {
  const value = useContext(RegistryContext);
  if (!value) throw new Error('useRegistry must be used inside <RegistryProvider>');
  return value;
}
