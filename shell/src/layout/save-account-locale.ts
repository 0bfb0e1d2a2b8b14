import { identityEndpoints, type Locale } from '@storefront/contracts';
import { callEndpoint } from '@storefront/platform';

/**
 * Keeps a signed-in customer's language choice on their account (their emails follow it). Loaded when a customer
 * switches language: the identity endpoints' declarations are not on every page for this one call.
 */
export function saveAccountLocale(locale: Locale): Promise<unknown> {
  return callEndpoint(identityEndpoints.setLocale, { body: { localeCode: locale } });
}
