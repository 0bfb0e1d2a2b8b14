import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocale, useTranslation, Navigate, Route, Routes } from '@storefront/platform';
import { Container, Spinner } from '@storefront/ui';
import { registerDomainsTranslations } from './i18n/register';

registerDomainsTranslations();

/** Each page is its own chunk: the home page's SearchBox never pulls a page in, a page only its own code. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const DomainLandingPage = page(() => import('./pages/DomainLandingPage'), 'DomainLandingPage');
const DomainSearchPage = page(() => import('./pages/DomainSearchPage'), 'DomainSearchPage');
const GenericTldsPage = page(() => import('./pages/TldListPage'), 'GenericTldsPage');
const CountryTldsPage = page(() => import('./pages/TldListPage'), 'CountryTldsPage');
const PricingPage = page(() => import('./pages/PricingPage'), 'PricingPage');
const TldDetailPage = page(() => import('./pages/TldDetailPage'), 'TldDetailPage');
const TransferPage = page(() => import('./pages/TransferPage'), 'TransferPage');
const WhoisPage = page(() => import('./pages/WhoisPage'), 'WhoisPage');

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation('domains');
  return (
    <Suspense
      fallback={
        <Container>
          <Spinner label={t('loading')} />
        </Container>
      }
    >
      {children}
    </Suspense>
  );
}

function GoHome() {
  const { to } = useLocale();
  return <Navigate to={to('/')} replace />;
}

/** The routes mfe-domains owns, relative to the locale root (the shell mounts them under / and /km). */
export default function DomainsRoutes() {
  return (
    <Loading>
      <Routes>
        <Route path="domain" element={<DomainLandingPage />} />
        <Route path="domain/search" element={<DomainSearchPage />} />
        <Route path="domain/gtld" element={<GenericTldsPage />} />
        <Route path="domain/cctld" element={<CountryTldsPage />} />
        <Route path="domain/pricing" element={<PricingPage />} />
        <Route path="domain/tld/:tld" element={<TldDetailPage />} />
        <Route path="domain/transfer" element={<TransferPage />} />
        <Route path="whois" element={<WhoisPage />} />
        <Route path="*" element={<GoHome />} />
      </Routes>
    </Loading>
  );
}
