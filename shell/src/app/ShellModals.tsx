import { useEffect, useState } from 'react';
import type { CartItem } from '@storefront/contracts';
import { bus } from '@storefront/platform';
import { BannedModal } from '../auth/BannedModal';
import { LoginModal } from '../auth/LoginModal';
import { CartAddedModal } from '../cart/CartAddedModal';

/** The shell's answers to bus commands and events: login requested, item added, account banned. */
export function ShellModals() {
  const [login, setLogin] = useState<{ returnTo?: string } | null>(null);
  const [added, setAdded] = useState<CartItem[] | null>(null);

  useEffect(() => {
    const unsubscribers = [
      bus.subscribe('auth/loginRequested', (payload) => setLogin({ returnTo: payload.returnTo })),
      bus.subscribe('cart/itemAdded', (payload) => setAdded(payload.items)),
      bus.subscribe('auth/loggedIn', () => setLogin(null)),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, []);

  return (
    <>
      <LoginModal open={login !== null} returnTo={login?.returnTo} onClose={() => setLogin(null)} />
      <CartAddedModal items={added} onClose={() => setAdded(null)} />
      <BannedModal />
    </>
  );
}
