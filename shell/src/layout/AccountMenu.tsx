import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { bus, LocaleLink, logout, registerNamespace, selectAuthStatus, selectUser, useAppDispatch, useAppSelector, useTranslation } from '@storefront/platform';
import { Button, Icon, media, Stack } from '@storefront/ui';

/**
 * The labels of the invoices and balance items, registered beside the menu as their own small namespace
 * (English and Khmer), so the menu needs no change to the shell's text files to offer them.
 */
const ACCOUNT_MENU_NS = 'shellAccountMenu';
registerNamespace(ACCOUNT_MENU_NS, {
  en: { invoices: 'My invoices', balance: 'Balance' },
  km: { invoices: 'វិក្កយបត្ររបស់ខ្ញុំ', balance: 'សមតុល្យ' },
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

/** Sign up sits beside Sign in from tablets up; on phones the menu drawer and the sign-in dialog offer it. */
const SignUpButton = styled(Button)`
  display: none;
  ${media.md} {
    display: inline-flex;
  }
`;

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

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

/** Sign in for guests; for a signed-in customer, a menu with the account pages and sign out. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const { t: tMenu } = useTranslation(ACCOUNT_MENU_NS);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  /** Closes the menu, then does what the item is for. */
  const close = (then?: () => void) => {
    setOpen(false);
    then?.();
  };

  if (status !== 'authenticated' || !user) {
    return (
      <Stack direction="row" gap={8}>
        <Button variant="secondary" size="sm" onClick={() => bus.publish('auth/loginRequested', {})} disabled={status === 'unknown'}>
          {t('account.signIn')}
        </Button>
        <SignUpButton size="sm" onClick={() => bus.publish('auth/loginRequested', { mode: 'signUp' })} disabled={status === 'unknown'}>
          {t('accountMenu.signUp')}
        </SignUpButton>
      </Stack>
    );
  }

  return (
    <Wrapper ref={wrapper}>
      <Trigger type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <Icon name="user" />
        <span>{user.firstName}</span>
      </Trigger>
      {open && (
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
      )}
    </Wrapper>
  );
}
