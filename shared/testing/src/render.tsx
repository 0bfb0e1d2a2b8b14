import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore, i18n, type AppStore, Provider, MemoryRouter, Route, Routes, I18nextProvider } from '@storefront/platform';
import { StorefrontThemeProvider } from '@storefront/ui';

export interface RenderOptions {
  store?: AppStore;
  /** The URL to start at (path and query). */
  path?: string;
  /** Route pattern the element is mounted at; default: everything. */
  route?: string;
}

/** Renders like the shell does: a fresh store, the one i18n instance, the default theme and a router. */
export function renderWithStorefront(ui: ReactElement, { store = createStore(), path = '/', route = '*' }: RenderOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StorefrontThemeProvider theme="default">
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={children} />
              <Route path="*" element={<p>Navigated away</p>} />
            </Routes>
          </MemoryRouter>
        </StorefrontThemeProvider>
      </I18nextProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}
