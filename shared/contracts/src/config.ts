import type { z } from 'zod';
import type { storefrontConfigSchema } from './config.schema';

/** Spec §1/§2: product pages and programmes are switched on or off by configuration. */
export type FeatureFlags = StorefrontConfig['flags'];

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
export type CaptchaClientConfig = NonNullable<StorefrontConfigAnswer['captcha']>;

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
export type MonitoringClientConfig = NonNullable<StorefrontConfigAnswer['monitoring']>;

/** GET /api/config, as the api answers it (every key present). */
type StorefrontConfigAnswer = z.infer<typeof storefrontConfigSchema>;

/** The keys added after the first release: the api always answers them, but fixtures written before them may leave them out. */
type LaterConfigKeys = 'captcha' | 'tagManagerId' | 'monitoring' | 'siteUrl' | 'maintenanceProducts';

/** GET /api/config; the later keys optional so fixtures written before them still type-check. */
export type StorefrontConfig = Omit<StorefrontConfigAnswer, LaterConfigKeys> & Partial<Pick<StorefrontConfigAnswer, LaterConfigKeys>>;
