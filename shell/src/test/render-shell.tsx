import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore, i18n, type AppStore, Provider, MemoryRouter, I18nextProvider } from '@storefront/platform';
import { StorefrontThemeProvider } from '@storefront/ui';
import '../i18n/register';

/** Renders shell pieces with a fresh store, the one i18n instance, a theme and a router. */
export function renderShell(ui: ReactElement, { store = createStore(), path = '/' }: { store?: AppStore; path?: string } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <StorefrontThemeProvider theme="default">
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </StorefrontThemeProvider>
      </I18nextProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}
