import { lazy, Suspense, useEffect, useState } from 'react';
import type { CartItem } from '@storefront/contracts';
import { bus, selectBanned, useAppSelector } from '@storefront/platform';

// Dialogs are code the first paint never needs: each is fetched the first time it opens.
const LoginModal = lazy(() => import('../auth/LoginModal').then((m) => ({ default: m.LoginModal })));
const CartAddedModal = lazy(() => import('../cart/CartAddedModal').then((m) => ({ default: m.CartAddedModal })));
const BannedModal = lazy(() => import('../auth/BannedModal').then((m) => ({ default: m.BannedModal })));

/** The shell's answers to bus commands and events: login requested, item added, account banned. */
export function ShellModals() {
  const [login, setLogin] = useState<{ returnTo?: string } | null>(null);
  const [added, setAdded] = useState<CartItem[] | null>(null);
  const banned = useAppSelector(selectBanned);

  useEffect(() => {
    const unsubscribers = [
      bus.subscribe('auth/loginRequested', (payload) => setLogin({ returnTo: payload.returnTo })),
      bus.subscribe('cart/itemAdded', (payload) => setAdded(payload.items)),
      bus.subscribe('auth/loggedIn', () => setLogin(null)),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, []);

  return (
    <Suspense fallback={null}>
      {login && <LoginModal open returnTo={login.returnTo} onClose={() => setLogin(null)} />}
      {added && <CartAddedModal items={added} onClose={() => setAdded(null)} />}
      {banned !== null && <BannedModal />}
    </Suspense>
  );
}
