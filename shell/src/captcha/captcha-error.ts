import { ERRORS } from '@storefront/contracts';

/**
 * Why the form has no token to send, as an api error would say it (a §8 code and its message, so
 * `translateError` shows it in the reader's language): the checkbox is not ticked, or the captcha's
 * script could not be loaded or answer.
 */
export class CaptchaError extends Error {
  constructor(readonly code: 'CAPTCHA_REQUIRED' | 'CAPTCHA_UNAVAILABLE') {
    super(ERRORS[code].message);
    this.name = 'CaptchaError';
  }
}
