import { useEffect } from 'react';
import { selectConfig, startTracker, tracker, useAppSelector, useLocation } from '@storefront/platform';
import { loadTagManager } from './tag-manager';

/**
 * Conversion tracking for the whole page (spec §7 Other): starts the platform's tracker, counts a page view
 * 500 ms after each navigation, and loads the tag manager once the configuration names one. Renders nothing.
 */
export function Analytics() {
  const { pathname } = useLocation();
  const tagManagerId = useAppSelector(selectConfig)?.tagManagerId;

  useEffect(() => startTracker(), []);
  useEffect(() => tracker.pageView(pathname), [pathname]);
  useEffect(() => {
    loadTagManager(tagManagerId, tracker);
  }, [tagManagerId]);
  return null;
}
