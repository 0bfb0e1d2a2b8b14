import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { NavLink, useLocale, useLocation, useTranslation } from '@storefront/platform';
import { Container, ScrollStrip } from '@storefront/ui';
import { ACCOUNT_NS } from '../../i18n/register';

/** The account pages, in the order the account menu lists them. */
export const ACCOUNT_PAGES = [
  { key: 'overview', to: '/account' },
  { key: 'services', to: '/account/services' },
  { key: 'invoices', to: '/account/invoices' },
  { key: 'balance', to: '/account/balance' },
  { key: 'domains', to: '/account/domains' },
  { key: 'notifications', to: '/notification' },
  { key: 'contracts', to: '/account/contracts' },
  { key: 'contacts', to: '/account/contacts' },
  { key: 'cards', to: '/account/cards' },
  { key: 'vouchers', to: '/account/vouchers' },
  { key: 'profile', to: '/account/profile' },
  { key: 'security', to: '/account/security' },
] as const;

/** Pages whose tab stays current on their sub-pages (an invoice, a service). */
const WITH_SUB_PAGES: readonly string[] = ['/account/invoices', '/account/services', '/account/contracts'];

const Bar = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    width: max-content;
    min-width: 100%;
  }
  a {
    display: block;
    padding: 12px 12px 10px;
    border-bottom: 2px solid transparent;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  a.active {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Scrolls the strip so the current tab is in view (centred when the strip scrolls), without moving the page. */
function revealCurrent(list: HTMLElement | null): void {
  const viewport = list?.parentElement;
  const current = list?.querySelector<HTMLElement>('a.active');
  if (!viewport || !current || viewport.scrollWidth <= viewport.clientWidth) return;
  viewport.scrollLeft = current.offsetLeft - (viewport.clientWidth - current.offsetWidth) / 2;
}

/**
 * Tabs between the account pages. Phones have no header account menu (only the bottom bar's account item),
 * so this strip is how they reach every account page: on a narrow screen it scrolls sideways, a fade over
 * the edge says more tabs are behind it, and the current tab is scrolled into view.
 */
export function AccountNav() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { to } = useLocale();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => revealCurrent(list.current), [pathname]);
  return (
    <Bar aria-label={t('nav.label')}>
      <Container>
        <ScrollStrip fade="surface">
          <ul ref={list}>
            {ACCOUNT_PAGES.map((page) => (
              <li key={page.key}>
                <NavLink to={to(page.to)} end={!WITH_SUB_PAGES.includes(page.to)}>
                  {t(`nav.${page.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </ScrollStrip>
      </Container>
    </Bar>
  );
}
