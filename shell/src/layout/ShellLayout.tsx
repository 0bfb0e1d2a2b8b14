import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@storefront/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileNavbar } from './MobileNavbar';
import type { LayoutKind } from './layout-for';
import { MaintenanceHeader } from './MaintenanceHeader';

// The menu drawer is fetched when it is first opened.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.bg};
`;

const Main = styled.main<{ $static: boolean }>`
  flex: 1;
  width: 100%;
  padding-bottom: 72px;
  ${media.md} {
    padding-bottom: 0;
  }
  ${({ $static }) => ($static ? 'max-width: 880px; margin: 0 auto;' : '')}
`;

/** The page frame for the four layouts of spec §2. */
export function ShellLayout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  if (kind === 'maintenance') {
    return (
      <Page>
        <MaintenanceHeader />
        <Main id="main" $static={false}>
          {children}
        </Main>
      </Page>
    );
  }
  return (
    <Page>
      <Header onOpenMenu={() => setMenuOpen(true)} />
      <Main id="main" $static={kind === 'static'}>
        {children}
      </Main>
      {kind !== 'blank' && <Footer />}
      <MobileNavbar onOpenMenu={() => setMenuOpen(true)} />
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Page>
  );
}
