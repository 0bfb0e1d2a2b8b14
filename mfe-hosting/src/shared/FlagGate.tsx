import type { ReactNode } from 'react';
import { selectFlags, useAppSelector, type FeatureFlags } from '@storefront/platform';
import { ProductMaintenance } from './ProductMaintenance';

/**
 * A product page behind its feature flag (spec §2), read at runtime from the config: off shows the under-maintenance
 * page instead of the whole route, its head included (no product title or offers), and none of the page's reads run.
 */
export function FlagGate({ flag, children }: { flag: keyof FeatureFlags; children: ReactNode }) {
  const flags = useAppSelector(selectFlags);
  if (flags && !flags[flag]) return <ProductMaintenance />;
  return <>{children}</>;
}
