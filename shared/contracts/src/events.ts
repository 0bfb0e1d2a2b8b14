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
}

export type BusEventType = keyof BusEvents;
export type BusMessage<T extends BusEventType = BusEventType> = { type: T; payload: BusEvents[T] };
