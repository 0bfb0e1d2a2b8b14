import { useEffect } from 'react';
import { fetchCart, fetchConfig, fetchCurrentUser, i18n, selectTheme, store, useAppDispatch, useAppSelector, Provider, BrowserRouter, Route, Routes, I18nextProvider } from '@storefront/platform';
import { GlobalStyle, StorefrontThemeProvider } from '@storefront/ui';
import '../i18n/register';
import { RegistryProvider } from '../federation/RegistryContext';
import { ShellModals } from './ShellModals';
import { LocaleRoot } from './LocaleRoot';
import { Analytics } from '../analytics/Analytics';

function Storefront() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);

  useEffect(() => {
    void dispatch(fetchConfig());
    void dispatch(fetchCurrentUser()).then(() => dispatch(fetchCart()));
  }, [dispatch]);

  return (
    <StorefrontThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <RegistryProvider>
          <Routes>
            <Route path="/km/*" element={<LocaleRoot locale="km" />} />
            <Route path="/*" element={<LocaleRoot locale="en" />} />
          </Routes>
          <ShellModals />
          <Analytics />
        </RegistryProvider>
      </BrowserRouter>
    </StorefrontThemeProvider>
  );
}

/** The host: one store, one i18n instance, one theme, one router for the shell and every remote. */
export function App() {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Storefront />
      </I18nextProvider>
    </Provider>
  );
}
