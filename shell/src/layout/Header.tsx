import styled from 'styled-components';
import { BrandLogo, Container, Icon, IconButton, media } from '@storefront/ui';
import { LocaleLink, useLocale, NavLink, useTranslation } from '@storefront/platform';
import { AccountMenu } from './AccountMenu';
import { CartControl } from './CartControl';
import { NotificationBell } from './NotificationBell';
import { HostingMenu } from './HostingMenu';
import { LocaleSwitcher } from './LocaleSwitcher';
import { NAV_ITEMS } from './nav-items';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-height: 64px;
`;

const Nav = styled.nav`
  display: none;
  flex: 1;
  ${media.lg} {
    display: flex;
  }
  /* The top row only: the Hosting menu's panel has its own layout. */
  > ul {
    display: flex;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul > li > a {
    display: block;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  > ul > li > a:hover,
  > ul > li > a.active {
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.bg};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
`;

const HideBelowMd = styled.div`
  display: none;
  ${media.md} {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

const MenuButton = styled.div`
  display: none;
  ${media.md} {
    display: block;
  }
  ${media.lg} {
    display: none;
  }
`;

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation('shell');
  const { to } = useLocale();
  return (
    <Bar>
      <Container>
        <Row>
          <MenuButton>
            <IconButton aria-label={t('nav.menu')} onClick={onOpenMenu}>
              <Icon name="menu" />
            </IconButton>
          </MenuButton>
          <LocaleLink to="/" aria-label={t('nav.home')}>
            <BrandLogo />
          </LocaleLink>
          <Nav aria-label={t('nav.label')}>
            <ul>
              {NAV_ITEMS.map((item) =>
                item.key === 'hosting' ? (
                  <HostingMenu key={item.key} />
                ) : (
                  <li key={item.key}>
                    <NavLink to={to(item.to)}>{t(`nav.${item.key}`)}</NavLink>
                  </li>
                ),
              )}
            </ul>
          </Nav>
          <Actions>
            <LocaleSwitcher />
            <HideBelowMd>
              <NotificationBell />
              <CartControl />
              <AccountMenu />
            </HideBelowMd>
          </Actions>
        </Row>
      </Container>
    </Bar>
  );
}

