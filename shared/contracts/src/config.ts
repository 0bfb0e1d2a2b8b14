import type { SeasonalTheme } from './catalogue';

/** Spec §1/§2: product pages and programmes are switched on or off by configuration. */
export interface FeatureFlags {
  cloud: boolean;
  cloudHosting: boolean;
  sharedHosting: boolean;
  wordpressHosting: boolean;
  fortuneWheel: boolean;
  trial: boolean;
  affiliate: boolean;
}

/** GET /api/config */
export interface StorefrontConfig {
  theme: SeasonalTheme;
  flags: FeatureFlags;
  vatRateBasisPoints: number;
  currency: 'USD';
  timezone: string;
}
