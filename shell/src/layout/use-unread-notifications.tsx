import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { selectAuthStatus, useAppSelector } from '@storefront/platform';

const UnreadCounter = lazy(() => import('./UnreadCounter'));

/**
 * The signed-in customer's unread notifications, for the header's bell and the mobile navbar: `[count, counter]`,
 * where `counter` (render it anywhere; it draws nothing) reads the count with the generated query, cached under
 * 'Notification'. Marking one or all read and a payment that wrote one make that tag stale, so the count is read
 * again without a reload — no bus event. 0 for a guest, and on the server (which renders as a guest).
 */
export function useUnreadNotifications(): [count: number, counter: ReactNode] {
  const signedIn = useAppSelector(selectAuthStatus) === 'authenticated';
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!signedIn) setCount(0);
  }, [signedIn]);
  const counter = signedIn ? (
    <Suspense fallback={null}>
      <UnreadCounter onCount={setCount} />
    </Suspense>
  ) : null;
  return [signedIn ? count : 0, counter];
}
