import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, useLocale, useTranslation, Route, Routes } from '@storefront/platform';
import { Container, Spinner } from '@storefront/ui';
import { DOMAINS_TRAIL, DomainsHead } from './head/DomainsHead';
import { TldHead } from './head/TldHead';
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
  return <Redirect to={to('/')} />;
}

/** The routes mfe-domains owns, relative to the locale root (the shell mounts them under / and /km). */
export default function DomainsRoutes() {
  return (
    <Loading>
      <Routes>
        <Route path="domain" element={<><DomainsHead title="landing.title" description="landing.lead" /><DomainLandingPage /></>} />
        <Route path="domain/search" element={<><DomainsHead title="search.start" description="search.startDescription" trail={DOMAINS_TRAIL} /><DomainSearchPage /></>} />
        <Route path="domain/gtld" element={<><DomainsHead title="tlds.gtld.title" description="tlds.gtld.subtitle" trail={DOMAINS_TRAIL} /><GenericTldsPage /></>} />
        <Route path="domain/cctld" element={<><DomainsHead title="tlds.cctld.title" description="tlds.cctld.subtitle" trail={DOMAINS_TRAIL} /><CountryTldsPage /></>} />
        <Route path="domain/pricing" element={<><DomainsHead title="pricing.title" description="pricing.subtitle" trail={DOMAINS_TRAIL} /><PricingPage /></>} />
        <Route path="domain/tld/:tld" element={<><TldHead /><TldDetailPage /></>} />
        <Route path="domain/transfer" element={<><DomainsHead title="transfer.title" description="transfer.subtitle" trail={DOMAINS_TRAIL} /><TransferPage /></>} />
        <Route path="whois" element={<><DomainsHead title="whois.title" description="whois.subtitle" /><WhoisPage /></>} />
        <Route path="*" element={<GoHome />} />
      </Routes>
    </Loading>
  );
}
