import { REFERRAL_CODE_PATTERN, REFERRAL_COOKIE, REFERRAL_QUERY } from '@storefront/contracts';

/**
 * The referral code a visitor came with (spec §5): the page's `?ref=` (a referral link), else the one the api kept
 * in a cookie when the link was first opened (the visitor may sign up pages later). Empty when there is none.
 */
export function referralCodeFromVisit(search: string = typeof window === 'undefined' ? '' : window.location.search, cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): string {
  const fromLink = new URLSearchParams(search).get(REFERRAL_QUERY)?.trim().toUpperCase() ?? '';
  if (REFERRAL_CODE_PATTERN.test(fromLink)) return fromLink;
  const cookie = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === REFERRAL_COOKIE)?.[1];
  const kept = decodeURIComponent(cookie ?? '').toUpperCase();
  return REFERRAL_CODE_PATTERN.test(kept) ? kept : '';
}
