import type { ReactNode } from 'react';
import { selectFlags, useAppSelector, type FeatureFlags } from '@storefront/platform';
import { ProductMaintenance } from '../../../shared/ProductMaintenance';

/** A product page behind its feature flag (spec §2), read at runtime from the config: off shows the under-maintenance page. */
export function FlagGate({ flag, children }: { flag: keyof FeatureFlags; children: ReactNode }) {
  const flags = useAppSelector(selectFlags);
  if (flags && !flags[flag]) return <ProductMaintenance />;
  return <>{children}</>;
}
