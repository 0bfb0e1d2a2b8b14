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
  /**
   * @deprecated Neither published nor heard any more: the unread count, the notifications page and the bell agree through the
   * 'Notification' cache tag (marking read and paying name it in their declarations). Kept so a remote built against an
   * earlier contracts still compiles; removed at the next major.
   */
  'notifications/changed': { reason: 'read' | 'created' };
  /**
   * @deprecated No longer published: signing is a generated mutation whose 'Contract' tag makes the popup's list, the
   * overview card and the contract's page stale. Heard by the account remote only for shells built before; removed at
   * the next major.
   */
  'contracts/signed': { contractId: string | null };
}

export type BusEventType = keyof BusEvents;
export type BusMessage<T extends BusEventType = BusEventType> = { type: T; payload: BusEvents[T] };
