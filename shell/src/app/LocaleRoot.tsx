import { useEffect, useLayoutEffect } from 'react';
import { bus, changeLocale, setApiLocale, Navigate, useLocation } from '@storefront/platform';
import { localePath, splitLocalePath, type Locale } from '@storefront/contracts';
import { ShellLayout } from '../layout/ShellLayout';
import { layoutFor } from '../layout/layout-for';
import { ShellLoadingBar } from '../layout/ShellLoadingBar';
import { ScrollManager } from '../routing/ScrollManager';
import { RouteErrorBoundary } from '../routing/RouteErrorBoundary';
import { ShellRoutes } from '../routing/ShellRoutes';
import { readLocaleCookie } from './locale-cookie';

/** Everything under one locale: English unprefixed, Khmer under /km. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const location = useLocation();
  const { path } = splitLocalePath(location.pathname);

  useLayoutEffect(() => {
    changeLocale(locale);
    setApiLocale(locale);
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    bus.publish('locale/changed', { locale });
  }, [locale]);

  // A visitor who chose Khmer before lands on the Khmer home page.
  const remembered = typeof document !== 'undefined' ? readLocaleCookie() : null;
  if (locale === 'en' && path === '/' && remembered === 'km' && location.pathname === '/') {
    return <Navigate to={localePath('/', 'km') + location.search} replace />;
  }

  return (
    <ShellLayout kind={layoutFor(path)}>
      <ShellLoadingBar />
      <ScrollManager />
      <RouteErrorBoundary resetKey={location.pathname}>
        <ShellRoutes />
      </RouteErrorBoundary>
    </ShellLayout>
  );
}
