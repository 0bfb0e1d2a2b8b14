import type { CartItem } from './cart';
import type { Locale } from './locale';

/**
 * The typed event bus map: events in the past tense (`cart/itemAdded`), commands in the imperative
 * (`auth/loginRequested`). Remotes and the shell talk through these, never through globals.
 */
export interface BusEvents {
  'cart/itemAdded': { items: CartItem[]; source: string };
  'cart/itemRemoved': { key: string };
  'auth/loginRequested': { reason?: string; returnTo?: string; mode?: 'login' | 'signUp' };
  'auth/verifyEmailRequested': Record<string, never>;
  'auth/loggedIn': { userId: string; localeCode: Locale };
  'auth/loggedOut': { reason: 'user' | 'unauthorized' | 'banned' };
  'auth/accountBanned': { message: string };
  'locale/changed': { locale: Locale };
  'remote/loadFailed': { remote: string; error: string };
  /** The customer's notifications changed (one or all marked read, a payment or an action created one): the bell and the mobile navbar recount the unread ones. */
  'notifications/changed': { reason: 'read' | 'created' };
  /** A contract was signed (the pending-contracts popup, the overview card and the contract's page refetch). */
  'contracts/signed': { contractId: string | null };
}

export type BusEventType = keyof BusEvents;
export type BusMessage<T extends BusEventType = BusEventType> = { type: T; payload: BusEvents[T] };
