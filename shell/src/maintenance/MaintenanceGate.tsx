import type { ReactNode } from 'react';
import { maintenanceProductsOf, splitLocalePath } from '@storefront/contracts';
import { selectConfig, useAppSelector, useLocation } from '@storefront/platform';
import { DisabledRemotePage } from '../pages/DisabledRemotePage';

/**
 * During a maintenance window (issue 18 item 4) the affected products' pages show the under-maintenance page, on the
 * server and in the browser alike: the products under a window come with the configuration both render with.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const under = useAppSelector(selectConfig)?.maintenanceProducts;
  if (under?.length && maintenanceProductsOf(splitLocalePath(pathname).path).some((product) => under.includes(product))) return <DisabledRemotePage mode="maintenance" />;
  return <>{children}</>;
}
