import styled from 'styled-components';
import { bus, LocaleLink, selectCartCount, selectSignedIn, useAppSelector, useTranslation } from '@storefront/platform';
import { Icon, media, smallFontSize } from '@storefront/ui';
import { useUnreadNotifications } from './use-unread-notifications';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 60;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgba(15, 23, 42, 0.06);
  ${media.md} {
    display: none;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    width: 100%;
    min-height: 56px;
    padding: 8px 2px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.muted};
    font: inherit;
    ${smallFontSize(11)}
    text-decoration: none;
    cursor: pointer;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  left: calc(50% + 6px);
  min-width: 18px;
  height: 18px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  ${smallFontSize(11)}
  font-weight: 700;
  line-height: 18px;
`;

/** Spec §2: the bottom mobile navbar under 768 px — menu, shopping cart, home, notification, account. */
export function MobileNavbar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation('shell');
  const count = useAppSelector(selectCartCount);
  // Whether signed in, not the session's every step (unknown, being read, guest): each step rendered the bar again.
  const signedIn = useAppSelector(selectSignedIn);
  const [unread, unreadCounter] = useUnreadNotifications();
  return (
    <Bar aria-label={t('mobileNav.label')}>
      <ul>
        <li>
          <button type="button" onClick={onOpenMenu}>
            <Icon name="menu" />
            {t('mobileNav.menu')}
          </button>
        </li>
        <li>
          <LocaleLink to="/checkout-basket" aria-label={t('cart.label', { count })}>
            <Icon name="cart" />
            {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
            <span aria-hidden="true">{t('mobileNav.cart')}</span>
          </LocaleLink>
        </li>
        <li>
          <LocaleLink to="/">
            <Icon name="home" />
            {t('mobileNav.home')}
          </LocaleLink>
        </li>
        <li>
          <LocaleLink to="/notification" aria-label={signedIn ? t('notifications.label', { count: unread }) : undefined}>
            <Icon name="bell" />
            {unread > 0 && <Badge aria-hidden="true">{unread > 99 ? '99+' : unread}</Badge>}
            {unreadCounter}
            <span aria-hidden={signedIn ? 'true' : undefined}>{t('mobileNav.notification')}</span>
          </LocaleLink>
        </li>
        <li>
          {signedIn ? (
            <LocaleLink to="/notification">
              <Icon name="user" />
              {t('mobileNav.account')}
            </LocaleLink>
          ) : (
            <button type="button" onClick={() => bus.publish('auth/loginRequested', {})}>
              <Icon name="user" />
              {t('mobileNav.account')}
            </button>
          )}
        </li>
      </ul>
    </Bar>
  );
}
