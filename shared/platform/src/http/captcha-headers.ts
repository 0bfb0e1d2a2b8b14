import { HEADERS } from '@storefront/contracts';

/**
 * The header a protected call carries its captcha token in (x-captcha-token): sign-up, forgot-password,
 * sign-in after a failure, the contact form. No token (captcha off) adds nothing.
 * `callEndpoint(endpoint, args, { headers: captchaHeaders(token) })`.
 */
export function captchaHeaders(token: string | null | undefined): Record<string, string> {
  return token ? { [HEADERS.captchaToken]: token } : {};
}
