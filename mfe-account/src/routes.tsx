import { lazy, Suspense, type ComponentType } from 'react';
import { Guarded, Outlet, Route, Routes, useTranslation } from '@storefront/platform';
import { Container, Spinner } from '@storefront/ui';
import { AccountNav } from './features/account-nav/AccountNav';
import { GoHome } from './GoHome';
import { registerAccountTranslations } from './i18n/register';

registerAccountTranslations();

/** Each page is its own chunk, loaded when the customer opens it. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const NotificationsPage = page(() => import('./pages/NotificationsPage'), 'NotificationsPage');
const SecurityPage = page(() => import('./pages/SecurityPage'), 'SecurityPage');
const DomainsPage = page(() => import('./pages/DomainsPage'), 'DomainsPage');
const InvoicesPage = page(() => import('./pages/InvoicesPage'), 'InvoicesPage');
const InvoicePage = page(() => import('./pages/InvoicePage'), 'InvoicePage');
const BalancePage = page(() => import('./pages/BalancePage'), 'BalancePage');

/** Every account page: signed-in only, under the account tabs, its code loaded on demand. */
function AccountLayout() {
  const { t } = useTranslation('account');
  return (
    <Guarded kind="auth">
      <AccountNav />
      <Suspense
        fallback={
          <Container style={{ paddingTop: 48, paddingBottom: 48 }}>
            <Spinner label={t('loading')} center />
          </Container>
        }
      >
        <Outlet />
      </Suspense>
    </Guarded>
  );
}

/** The routes mfe-account owns, relative to the locale root; all of them are auth-only. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route element={<AccountLayout />}>
        <Route path="notification" element={<NotificationsPage />} />
        <Route path="account/security" element={<SecurityPage />} />
        <Route path="account/domains" element={<DomainsPage />} />
        <Route path="account/invoices" element={<InvoicesPage />} />
        <Route path="account/invoices/:id" element={<InvoicePage />} />
        <Route path="account/balance" element={<BalancePage />} />
      </Route>
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
