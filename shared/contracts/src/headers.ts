/** Request headers of spec §3/§7 that every api call carries. */
export const HEADERS = {
  cartSid: 'x-cart-sid',
  locale: 'x-locale',
  deviceType: 'x-device-type',
  site: 'x-site',
  currency: 'x-currency',
  /** The captcha token of a protected call (sign-up, forgot-password, sign-in after a failure, contact form). */
  captchaToken: 'x-captcha-token',
} as const;

export const SITE_ID = 'storefront';
