import type { ReactNode } from 'react';
import { createStore, i18n, I18nextProvider, MemoryRouter, Provider } from '@storefront/platform';

/** renderHook's wrapper for the query hooks: a fresh store, the one i18n instance and a router (useLocale). */
export const hookWrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore()}>
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>
  </Provider>
);
