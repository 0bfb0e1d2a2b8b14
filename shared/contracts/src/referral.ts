/**
 * The referral link and code of the affiliate programme (spec §5), without zod (the shell's sign-up form reads them):
 * a code is 4 to 32 upper-case letters and digits (the programme issues 8); a link is any page with `?ref=CODE`,
 * counted as a visit by the api, which keeps the code in a cookie for 30 days until the visitor signs up.
 */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,32}$/;
export const REFERRAL_QUERY = 'ref';
export const REFERRAL_COOKIE = 'referral_code';
export const REFERRAL_COOKIE_DAYS = 30;
