import { useEffect, useState } from 'react';
import { notificationEndpoints } from '@storefront/contracts';
import { bus, callEndpoint, selectAuthStatus, useAppSelector, reportError } from '@storefront/platform';

/**
 * The signed-in customer's unread notifications (GET /api/user/notification/count-unread), for the header's bell
 * and the mobile navbar. It is asked again, without a reload, whenever a remote publishes `notifications/changed`
 * on the bus (one or all marked read, a payment that created one) and at each sign-in; 0 for a guest.
 */
export function useUnreadNotifications(): number {
  const status = useAppSelector(selectAuthStatus);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (status !== 'authenticated') {
      setCount(0);
      return undefined;
    }
    let live = true;
    let asked = 0;
    const ask = () => {
      const mine = (asked += 1);
      callEndpoint(notificationEndpoints.countUnreadNotifications)
        .then((answer) => {
          // Only the latest answer counts: an older one arriving late would show a stale number.
          if (live && mine === asked) setCount(answer.count);
        })
        .catch((error: unknown) => reportError(error, 'shell/unread-notifications'));
    };
    ask();
    const unsubscribers = [bus.subscribe('notifications/changed', ask), bus.subscribe('auth/loggedIn', ask)];
    return () => {
      live = false;
      unsubscribers.forEach((unsubscribe) => unsubscribe());
    };
  }, [status]);

  return count;
}
