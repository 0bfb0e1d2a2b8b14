import type { SeasonalTheme } from './catalogue';
import type { MaintenanceProduct } from './maintenance';

/** Spec §1/§2: product pages and programmes are switched on or off by configuration. */
export interface FeatureFlags {
  cloud: boolean;
  cloudHosting: boolean;
  sharedHosting: boolean;
  wordpressHosting: boolean;
  fortuneWheel: boolean;
  trial: boolean;
  affiliate: boolean;
  loyalty: boolean;
}

/** Every feature flag, in the order the staff console lists them: the four product pages, then the programmes. */
export const FEATURE_FLAG_KEYS = ['cloud', 'cloudHosting', 'sharedHosting', 'wordpressHosting', 'fortuneWheel', 'trial', 'affiliate', 'loyalty'] as const satisfies readonly (keyof FeatureFlags)[];

/** The actions the captcha protects (reCAPTCHA v3 action names: letters, digits, slashes and underscores). */
export const CAPTCHA_ACTIONS = ['signup', 'login', 'forgot_password', 'contact'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/**
 * The captcha the shell loads (spec §7 third-party loading), or null when none is configured.
 * Version 2 shows the "I'm not a robot" checkbox; version 3 is invisible and scored per action, its badge
 * hidden when `hideBadge` (the forms then show the notice text Google requires).
 */
export interface CaptchaClientConfig {
  siteKey: string;
  version: 2 | 3;
  hideBadge: boolean;
  /** Google's script (https://www.google.com/recaptcha/api.js?…) or the sandbox's (/sandbox-captcha/api.js). */
  scriptUrl: string;
}

/** A tag manager container id (Google Tag Manager's GTM-XXXXXXX): checked by the api's configuration and again before the shell loads it. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * Error reporting (issue 14, spec §7 third-party loading, §9 rates): Sentry's browser SDK, whose DSN may name
 * sentry.io, a self-hosted Sentry or GlitchTip. The rates are the spec's, said once here.
 */
export const MONITORING_SAMPLE_RATES = { traces: 0.2, replaysSession: 0.1, replaysOnError: 1 } as const;

/** A Sentry DSN: `https://<public key>@<host>[:port][/path]/<project id>`. */
export const SENTRY_DSN_PATTERN = /^https?:\/\/[A-Za-z0-9]+@[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._-]+)*\/\d+$/;

/** What the shell's error reporting needs, or null when no DSN is configured (off: no SDK is loaded). */
export interface MonitoringClientConfig {
  dsn: string;
  environment: string;
  /** The storefront's release (the shell's build), so events group by what was deployed. */
  release: string;
}

/** GET /api/config */
export interface StorefrontConfig {
  theme: SeasonalTheme;
  flags: FeatureFlags;
  vatRateBasisPoints: number;
  currency: 'USD';
  timezone: string;
  /** The api always answers it (null = off); optional so fixtures written before it still type-check. */
  captcha?: CaptchaClientConfig | null;
  /** The tag manager's container id (spec §7 third-party loading: GTM-XXXXXXX), or null when none is configured (off). */
  tagManagerId?: string | null;
  /** Error reporting, or null when no DSN is configured (off). Optional so fixtures written before it still type-check. */
  monitoring?: MonitoringClientConfig | null;
  /**
   * The storefront's public address (PUBLIC_URL, no trailing slash): canonical and alternate links and
   * structured data name pages by it. Optional so fixtures written before it still type-check.
   */
  siteUrl?: string;
  /**
   * The products under a maintenance window now (staff console, issue 18): their pages show the under-maintenance
   * page, on the server and in the browser alike. Optional so fixtures written before it still type-check.
   */
  maintenanceProducts?: MaintenanceProduct[];
}
