import { Guarded, Route, Routes } from '@storefront/platform';
import { GoHome } from './GoHome';
import { registerAccountTranslations } from './i18n/register';
import { DomainsPage } from './pages/DomainsPage';
import { NotificationsPage } from './pages/NotificationsPage';
import { SecurityPage } from './pages/SecurityPage';

registerAccountTranslations();

/** The routes mfe-account owns, relative to the locale root; all of them are auth-only. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route
        path="notification"
        element={
          <Guarded kind="auth">
            <NotificationsPage />
          </Guarded>
        }
      />
      <Route
        path="account/security"
        element={
          <Guarded kind="auth">
            <SecurityPage />
          </Guarded>
        }
      />
      <Route
        path="account/domains"
        element={
          <Guarded kind="auth">
            <DomainsPage />
          </Guarded>
        }
      />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
