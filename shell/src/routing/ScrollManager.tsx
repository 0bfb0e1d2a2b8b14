import { useEffect } from 'react';
import { TIMINGS } from '@storefront/contracts';
import { useLocation, useNavigationType } from '@storefront/platform';

/** Spec §2: scroll to the top 320 ms after a page change; back/forward keeps the position. */
export function ScrollManager() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), TIMINGS.scrollDelay);
    return () => window.clearTimeout(timer);
  }, [pathname, navigationType]);
  return null;
}
