import styled from 'styled-components';
import type { UserInfo } from '@storefront/contracts';
import { bus, LocaleLink, logout, registerNamespace, useAppDispatch, useTranslation } from '@storefront/platform';

/**
 * The labels of the invoices and balance items, registered beside the menu as their own small namespace
 * (English and Khmer), so the menu needs no change to the shell's text files to offer them.
 */
const ACCOUNT_MENU_NS = 'shellAccountMenu';
registerNamespace(ACCOUNT_MENU_NS, {
  en: { invoices: 'My invoices', balance: 'Balance' },
  km: { invoices: 'វិក្កយបត្ររបស់ខ្ញុំ', balance: 'សម⁠តុល្យ' },
});

function MenuLink({ to, label, onChoose }: { to: string; label: string; onChoose: () => void }) {
  return (
    <li role="none">
      <LocaleLink role="menuitem" to={to} onClick={() => onChoose()}>
        {label}
      </LocaleLink>
    </li>
  );
}

function MenuAction({ label, onChoose }: { label: string; onChoose: () => void }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" onClick={onChoose}>
        {label}
      </button>
    </li>
  );
}

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  min-width: 220px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  a,
  button {
    display: block;
    width: 100%;
    padding: 10px 12px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.bg};
  }
`;

/** The signed-in customer's menu: the account pages, verify email when owed, the basket and sign out. */
export default function AccountMenuPanel({ user, onChoose: close }: { user: UserInfo; onChoose: (then?: () => void) => void }) {
  const { t } = useTranslation('shell');
  const { t: tMenu } = useTranslation(ACCOUNT_MENU_NS);
  const dispatch = useAppDispatch();
  return (
    <Menu role="menu" aria-label={t('account.menu')}>
      <MenuLink to="/notification" label={t('account.notifications')} onChoose={close} />
      {!user.emailVerified && <MenuAction label={t('accountMenu.verifyEmail')} onChoose={() => close(() => bus.publish('auth/verifyEmailRequested', {}))} />}
      <MenuLink to="/account/invoices" label={tMenu('invoices')} onChoose={close} />
      <MenuLink to="/account/balance" label={tMenu('balance')} onChoose={close} />
      <MenuLink to="/account/domains" label={t('accountMenu.domains')} onChoose={close} />
      <MenuLink to="/account/security" label={t('accountMenu.security')} onChoose={close} />
      <MenuLink to="/checkout-basket" label={t('account.cart')} onChoose={close} />
      <MenuAction label={t('account.signOut')} onChoose={() => close(() => void dispatch(logout()))} />
    </Menu>
  );
}
