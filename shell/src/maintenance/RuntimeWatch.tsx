import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { maintenanceEndpoints, platformEndpoints, splitLocalePath, type MaintenanceWindow } from '@storefront/contracts';
import { callEndpoint, fetchConfig, selectConfig, useAppDispatch, useAppSelector, useLocation, reportError } from '@storefront/platform';
import { pollWhileVisible } from './runtime-poll';
import { readDismissedWindows } from './warning-cookie';

// The popup's code is fetched only when there is a window to warn about.
const MaintenancePopup = lazy(() => import('./MaintenancePopup').then((m) => ({ default: m.MaintenancePopup })));

/**
 * Follows what staff change at runtime (issue 18): the configuration (feature flags, seasonal theme, products under
 * maintenance) and the maintenance windows, read every 5 s while the page is visible (revalidated: 304 when unchanged),
 * so an open tab follows within 10 s. Warns with the maintenance popup before a window (spec §2), unless dismissed.
 */
export function RuntimeWatch() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const config = useAppSelector(selectConfig);
  const latest = useRef(config);
  latest.current = config;
  const configured = config !== null;
  // A server-rendered page came with the configuration (ADR 0009): it is not asked again at once, only at the first poll.
  const fromServer = useRef(configured);
  const [windows, setWindows] = useState<MaintenanceWindow[]>([]);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (!configured) return;
    const tick = async () => {
      // eslint-disable-next-line storefront-reads/no-read-by-call -- every page's 5 s poll, the home page's included, which carries no RTK Query (its budget); the configuration goes to the config slice
      const [fresh, maintenance] = await Promise.all([callEndpoint(platformEndpoints.getConfig), callEndpoint(maintenanceEndpoints.getMaintenance)]);
      // Only a change reaches the store: an unchanged answer re-renders nothing.
      if (JSON.stringify(latest.current) !== JSON.stringify(fresh)) dispatch(fetchConfig.fulfilled(fresh, 'runtime-watch'));
      const dismissed = new Set(readDismissedWindows());
      const shown = [...maintenance.current, ...maintenance.upcoming].filter((w) => !dismissed.has(w.id));
      setWindows((previous) => (JSON.stringify(previous) === JSON.stringify(shown) ? previous : shown));
    };
    if (!fromServer.current) void tick().catch((error: unknown) => reportError(error, 'shell/runtime-watch'));
    return pollWhileVisible(tick);
  }, [configured, dispatch]);

  // Staff scheduling windows in the console are not warned about them there.
  const inConsole = /^\/staff(\/|$)/.test(splitLocalePath(pathname).path);
  if (closed || inConsole || windows.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MaintenancePopup windows={windows} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
