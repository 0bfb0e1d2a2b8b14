import { bus } from '@storefront/platform';

/**
 * Spec §6: a visitor picking an existing domain (renew, reactivate, transfer) gets the 'Sign In' prompt — the
 * shell's sign-in dialog, opened through the bus; after signing in the shell goes to `returnTo` (a locale-less
 * path such as '/domain/transfer?domain=a.com').
 */
export function requestSignIn(reason: string, returnTo?: string): void {
  bus.publish('auth/loginRequested', { reason, ...(returnTo ? { returnTo } : {}) });
}
