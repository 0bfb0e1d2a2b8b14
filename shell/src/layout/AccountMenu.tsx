import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { bus, selectAuthStatus, selectUser, useAppSelector, useTranslation } from '@storefront/platform';
import { Button, Icon, media, Stack } from '@storefront/ui';

/** The signed-in customer's menu is fetched the first time it opens: guests, and the home page, never need it. */
const AccountMenuPanel = lazy(() => import('./AccountMenuPanel'));

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

/** Sign in for guests; for a signed-in customer, a menu with the account pages and sign out. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
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
        <Suspense fallback={null}>
          <AccountMenuPanel user={user} onChoose={close} />
        </Suspense>
      )}
    </Wrapper>
  );
}
