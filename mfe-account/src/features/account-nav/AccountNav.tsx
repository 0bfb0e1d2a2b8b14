import styled from 'styled-components';
import { NavLink, useLocale, useTranslation } from '@storefront/platform';
import { Container } from '@storefront/ui';

/** The account pages, in the order the account menu lists them. */
export const ACCOUNT_PAGES = [
  { key: 'invoices', to: '/account/invoices' },
  { key: 'balance', to: '/account/balance' },
  { key: 'domains', to: '/account/domains' },
  { key: 'notifications', to: '/notification' },
  { key: 'security', to: '/account/security' },
] as const;

const Bar = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: none;
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

/**
 * Tabs between the account pages. Phones have no header account menu (only the bottom bar's account item),
 * so this strip is how they reach invoices, balance and the other account pages.
 */
export function AccountNav() {
  const { t } = useTranslation('account');
  const { to } = useLocale();
  return (
    <Bar aria-label={t('nav.label')}>
      <Container>
        <ul>
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.key}>
              <NavLink to={to(page.to)} end={page.to !== '/account/invoices'}>
                {t(`nav.${page.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </Container>
    </Bar>
  );
}
