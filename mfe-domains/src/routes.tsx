import { useLocale, Navigate, Route, Routes } from '@storefront/platform';
import { registerDomainsTranslations } from './i18n/register';
import { DomainLandingPage } from './pages/DomainLandingPage';
import { DomainSearchPage } from './pages/DomainSearchPage';
import { TldListPage } from './pages/TldListPage';

registerDomainsTranslations();

function GoHome() {
  const { to } = useLocale();
  return <Navigate to={to('/')} replace />;
}

/** The routes mfe-domains owns, relative to the locale root (the shell mounts them under / and /km). */
export default function DomainsRoutes() {
  return (
    <Routes>
      <Route path="domain" element={<DomainLandingPage />} />
      <Route path="domain/search" element={<DomainSearchPage />} />
      <Route path="domain/gtld" element={<TldListPage kind="generic" />} />
      <Route path="domain/cctld" element={<TldListPage kind="country" />} />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
