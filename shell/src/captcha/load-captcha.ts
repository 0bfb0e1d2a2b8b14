import type { CaptchaClientConfig, Locale } from '@storefront/contracts';
import type { Grecaptcha } from './grecaptcha';

/** How long the script may take before the form says the robot check could not be loaded. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 20_000;
const BADGE_STYLE_ID = 'captcha-badge-hidden';

let loading: Promise<Grecaptcha> | null = null;
let loadTimer: ReturnType<typeof setTimeout> | undefined;

/** The script's address in the reader's language (Google's `hl`; the sandbox reads it too). */
export function captchaScriptSrc(config: CaptchaClientConfig, locale: Locale): string {
  return `${config.scriptUrl}${config.scriptUrl.includes('?') ? '&' : '?'}hl=${locale}`;
}

/**
 * Hides the version 3 badge the way Google allows (https://developers.google.com/recaptcha/docs/faq#id-like-to-hide-the-recaptcha-badge.-what-is-allowed):
 * visibility hidden, with the notice text shown in the forms instead.
 */
function hideBadge(): void {
  if (document.getElementById(BADGE_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = BADGE_STYLE_ID;
  style.textContent = '.grecaptcha-badge { visibility: hidden !important; }';
  document.head.appendChild(style);
}

/**
 * Loads the captcha's script once per page, the first time a protected form needs it (never when the
 * captcha is off), and answers `grecaptcha` once it is ready. A failed or timed-out load is forgotten, so
 * the next form tries again.
 */
export function loadCaptcha(config: CaptchaClientConfig, locale: Locale): Promise<Grecaptcha> {
  if (config.hideBadge) hideBadge();
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (message: string) => {
      clearTimeout(timer);
      loading = null;
      script.remove();
      reject(new Error(message));
    };
    const timer = setTimeout(() => fail('the captcha script did not load in time'), CAPTCHA_LOAD_TIMEOUT_MS);
    loadTimer = timer;
    script.src = captchaScriptSrc(config, locale);
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return fail('the captcha script loaded without grecaptcha');
      grecaptcha.ready(() => {
        clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    script.onerror = () => fail('the captcha script could not be loaded');
    document.head.appendChild(script);
  });
  return loading;
}

/** Tests: forget the loaded script (a fresh page). */
export function forgetCaptchaScript(): void {
  clearTimeout(loadTimer);
  loading = null;
  document.getElementById(BADGE_STYLE_ID)?.remove();
}
