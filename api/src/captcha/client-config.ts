import type { CaptchaClientConfig } from '@storefront/contracts';
import type { CaptchaConfig } from '../config';
import { SANDBOX_CAPTCHA_PREFIX } from './sandbox-routes';

/** Google's default verify endpoint (config.ts's default for CAPTCHA_VERIFY_URL). */
export const GOOGLE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const GOOGLE_SCRIPT = 'https://www.google.com/recaptcha/api.js';

/**
 * What the shell needs to load the captcha (GET /api/config): Google's script, or the sandbox's. Version 3
 * loads with `render=<site key>` (its badge appears unless hidden), version 2 with `render=explicit`
 * (the forms render the checkbox where they want it).
 */
export function captchaClientConfig(config: CaptchaConfig | null): CaptchaClientConfig | null {
  if (!config) return null;
  const base = config.provider === 'recaptcha' ? GOOGLE_SCRIPT : `${SANDBOX_CAPTCHA_PREFIX}/api.js`;
  const render = config.version === 3 ? encodeURIComponent(config.siteKey) : 'explicit';
  return { siteKey: config.siteKey, version: config.version, hideBadge: config.version === 3 && config.hideBadge, scriptUrl: `${base}?render=${render}` };
}

/**
 * The CSP sources Google reCAPTCHA needs (https://developers.google.com/recaptcha/docs/faq#im-using-content-security-policy-csp-on-my-website.-how-can-i-configure-it-to-work-with-recaptcha):
 * only when the real reCAPTCHA is configured; the sandbox is served from the storefront's own origin.
 */
export function captchaCspSources(config: CaptchaConfig | null): { script: string[]; frame: string[]; connect: string[] } {
  if (config?.provider !== 'recaptcha') return { script: [], frame: [], connect: [] };
  return {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
  };
}
