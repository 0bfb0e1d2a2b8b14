import { lazy, Suspense, useEffect, useState } from 'react';
import { localePath, splitLocalePath, type CartItem } from '@storefront/contracts';
import { bus, fetchCart, selectBanned, selectUser, useAppDispatch, useAppSelector, useLocale, useLocation, useNavigate } from '@storefront/platform';
import type { AuthMode } from '../auth/AuthDialog';
import { writeLocaleCookie } from './locale-cookie';
import { RuntimeWatch } from '../maintenance/RuntimeWatch';
import { useUninterrupted } from '../account-popups/use-uninterrupted';

// Dialogs are code the first paint never needs: each is fetched the first time it opens.
const AuthDialog = lazy(() => import('../auth/AuthDialog').then((m) => ({ default: m.AuthDialog })));
const VerifyEmailModal = lazy(() => import('../auth/VerifyEmailModal').then((m) => ({ default: m.VerifyEmailModal })));
const CartAddedModal = lazy(() => import('../cart/CartAddedModal').then((m) => ({ default: m.CartAddedModal })));
const BannedModal = lazy(() => import('../auth/BannedModal').then((m) => ({ default: m.BannedModal })));
const PendingContractsPopup = lazy(() => import('../account-popups/PendingContractsPopup').then((m) => ({ default: m.PendingContractsPopup })));
const RemindersPopup = lazy(() => import('../account-popups/RemindersPopup').then((m) => ({ default: m.RemindersPopup })));

/** The shell's answers to bus commands and events: sign-in requested, signed in, item added, account banned. */
export function ShellModals() {
  const [auth, setAuth] = useState<{ mode: AuthMode; returnTo?: string } | null>(null);
  const [verifyEmail, setVerifyEmail] = useState(false);
  const [added, setAdded] = useState<CartItem[] | null>(null);
  const banned = useAppSelector(selectBanned);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { locale } = useLocale();
  // The contracts to sign come first after sign-in; the reminders (once a day) once that popup has nothing open
  // for this customer.
  const [contractsDoneFor, setContractsDoneFor] = useState<string | null>(null);
  // Those two open when their answer arrives: not under a customer who has started working on the page.
  const uninterrupted = useUninterrupted(user?.id);

  useEffect(() => {
    const unsubscribers = [
      bus.subscribe('auth/loginRequested', (payload) => setAuth({ mode: payload.mode ?? 'login', returnTo: payload.returnTo })),
      bus.subscribe('auth/verifyEmailRequested', () => setVerifyEmail(true)),
      bus.subscribe('cart/itemAdded', (payload) => setAdded(payload.items)),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, []);

  // Signed in: the dialog closes, the cart follows the account, and the account's language applies.
  useEffect(
    () =>
      bus.subscribe('auth/loggedIn', (payload) => {
        void dispatch(fetchCart());
        setAuth((current) => {
          const { path } = splitLocalePath(current?.returnTo ?? location.pathname);
          if (payload.localeCode !== locale) writeLocaleCookie(payload.localeCode);
          if (current?.returnTo || payload.localeCode !== locale) void navigate(localePath(path, payload.localeCode) + (current?.returnTo ? '' : location.search));
          return null;
        });
      }),
    [dispatch, navigate, location.pathname, location.search, locale],
  );

  return (
    <Suspense fallback={null}>
      {auth && <AuthDialog mode={auth.mode} onClose={() => setAuth(null)} onSignedUp={() => setVerifyEmail(true)} />}
      {verifyEmail && user && !user.emailVerified && <VerifyEmailModal email={user.email} onClose={() => setVerifyEmail(false)} />}
      {added && <CartAddedModal items={added} onClose={() => setAdded(null)} />}
      {banned !== null && <BannedModal />}
      {user && banned === null && !/^\/staff(\/|$)/.test(splitLocalePath(location.pathname).path) && (
        <>
          <PendingContractsPopup uninterrupted={uninterrupted} onBusyChange={(busy) => setContractsDoneFor(busy ? null : user.id)} />
          {contractsDoneFor === user.id && <RemindersPopup uninterrupted={uninterrupted} />}
        </>
      )}
      <RuntimeWatch />
    </Suspense>
  );
}
