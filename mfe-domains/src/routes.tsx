import { Suspense, type ReactNode } from 'react';
import { lazyPage, preloadRoutePage, Redirect, useLocale, useTranslation, Route, Routes, type LazyPage, type RemoteRoutes } from '@storefront/platform';
import { Container, Spinner } from '@storefront/ui';
import { DOMAINS_TRAIL, DomainsHead } from './head/DomainsHead';
import { TldHead } from './head/TldHead';
import { DOMAINS_NS } from './i18n/register';

/** Each page is its own chunk: the home page's SearchBox never pulls a page in, a page only its own code. */
const DomainLandingPage = lazyPage(() => import('./pages/DomainLandingPage'), 'DomainLandingPage');
const DomainSearchPage = lazyPage(() => import('./pages/DomainSearchPage'), 'DomainSearchPage');
const GenericTldsPage = lazyPage(() => import('./pages/TldListPage'), 'GenericTldsPage');
const CountryTldsPage = lazyPage(() => import('./pages/TldListPage'), 'CountryTldsPage');
const PricingPage = lazyPage(() => import('./pages/PricingPage'), 'PricingPage');
const TldDetailPage = lazyPage(() => import('./pages/TldDetailPage'), 'TldDetailPage');
const TransferPage = lazyPage(() => import('./pages/TransferPage'), 'TransferPage');
const WhoisPage = lazyPage(() => import('./pages/WhoisPage'), 'WhoisPage');

/** The pages mfe-domains owns, relative to the locale root (the shell mounts them under / and /km), with their heads. */
const PAGES: readonly { path: string; head: ReactNode; Page: LazyPage }[] = [
  { path: 'domain', head: <DomainsHead title="landing.title" description="landing.lead" />, Page: DomainLandingPage },
  { path: 'domain/search', head: <DomainsHead title="search.start" description="search.startDescription" trail={DOMAINS_TRAIL} />, Page: DomainSearchPage },
  { path: 'domain/gtld', head: <DomainsHead title="tlds.gtld.title" description="tlds.gtld.subtitle" trail={DOMAINS_TRAIL} />, Page: GenericTldsPage },
  { path: 'domain/cctld', head: <DomainsHead title="tlds.cctld.title" description="tlds.cctld.subtitle" trail={DOMAINS_TRAIL} />, Page: CountryTldsPage },
  { path: 'domain/pricing', head: <DomainsHead title="pricing.title" description="pricing.subtitle" trail={DOMAINS_TRAIL} />, Page: PricingPage },
  { path: 'domain/tld/:tld', head: <TldHead />, Page: TldDetailPage },
  { path: 'domain/transfer', head: <DomainsHead title="transfer.title" description="transfer.subtitle" trail={DOMAINS_TRAIL} />, Page: TransferPage },
  { path: 'whois', head: <DomainsHead title="whois.title" description="whois.subtitle" />, Page: WhoisPage },
];

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation(DOMAINS_NS);
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

/** The routes mfe-domains owns; an unknown path under them goes home. */
function DomainsRoutes() {
  return (
    <Loading>
      <Routes>
        {PAGES.map(({ path, head, Page }) => (
          <Route key={path} path={path} element={<>{head}<Page /></>} />
        ))}
        <Route path="*" element={<GoHome />} />
      </Routes>
    </Loading>
  );
}

/** The shell loads the page of a server-rendered URL before it hydrates (@storefront/platform lazyPage). */
const routes: RemoteRoutes = Object.assign(DomainsRoutes, { preload: (path: string) => preloadRoutePage(PAGES, path) });
export default routes;
