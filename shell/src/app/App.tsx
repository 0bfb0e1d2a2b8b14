import { useEffect, type ReactNode } from 'react';
import type { RemoteConfig } from '@storefront/contracts';
import {
  fetchCart,
  fetchConfig,
  fetchCurrentUser,
  i18n as pageI18n,
  selectConfig,
  selectTheme,
  store as pageStore,
  useAppDispatch,
  useAppSelector,
  Provider,
  BrowserRouter,
  MemoryRouter,
  Route,
  Routes,
  I18nextProvider,
  type AppStore,
} from '@storefront/platform';
import { GlobalStyle, StorefrontThemeProvider } from '@storefront/ui';
import '../i18n/register';
import { RegistryProvider } from '../federation/RegistryContext';
import { ShellModals } from './ShellModals';
import { LocaleRoot } from './LocaleRoot';
import { Analytics } from '../analytics/Analytics';
import { Monitoring } from '../monitoring/Monitoring';

/** The server renders one location (a memory router); the browser follows its address bar. */
function Router({ location, children }: { location?: string; children: ReactNode }) {
  if (location) return <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}

function Storefront({ location, registry, onHydrated }: Pick<AppProps, 'location' | 'registry' | 'onHydrated'>) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const configured = useAppSelector(selectConfig) !== null;

  useEffect(() => {
    // A server-rendered page came with its configuration; the visitor and their cart are the browser's to ask.
    if (!configured) void dispatch(fetchConfig());
    void dispatch(fetchCurrentUser()).then(() => dispatch(fetchCart()));
    onHydrated?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
  }, [dispatch]);

  return (
    <StorefrontThemeProvider theme={theme}>
      <GlobalStyle />
      <Router location={location}>
        <RegistryProvider initial={registry}>
          <Routes>
            <Route path="/km/*" element={<LocaleRoot locale="km" />} />
            <Route path="/*" element={<LocaleRoot locale="en" />} />
          </Routes>
          <ShellModals />
          <Analytics />
          <Monitoring />
        </RegistryProvider>
      </Router>
    </StorefrontThemeProvider>
  );
}

export interface AppProps {
  /** The page's store; the server gives one per request. */
  store?: AppStore;
  /** The page's i18next instance; the server gives one per request, in the request's language. */
  i18n?: typeof pageI18n;
  /** The location the server renders (the browser follows its own). */
  location?: string;
  /** The registry entries a server-rendered page was made with (else the browser reads the registry). */
  registry?: RemoteConfig[];
  /** Called once the page is interactive (a server-rendered page: hydrated). */
  onHydrated?: () => void;
  /**
   * The store's state as the server rendered the page (react-redux reads it while hydrating): a part that hydrates
   * late, after the browser learnt who is signed in, still matches the server's HTML, then updates.
   */
  serverState?: unknown;
}

/** The host: one store, one i18n instance, one theme, one router for the shell and every remote. */
export function App({ store = pageStore, i18n = pageI18n, location, registry, onHydrated, serverState }: AppProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>
        <Storefront location={location} registry={registry} onHydrated={onHydrated} />
      </I18nextProvider>
    </Provider>
  );
}
