import axios, { type AxiosInstance } from 'axios';
import { BehaviorSubject } from 'rxjs';
import { CURRENCY, HEADERS, SITE_ID, type Locale } from '@storefront/contracts';
import { toApiError } from './api-error';
import { getCartSid } from './cart-sid';
import { reactionTo, type SessionReaction } from './session-reactions';

type ReactionHandler = (reaction: Exclude<SessionReaction, 'none'>, message: string) => void;

let currentLocale: Locale = 'en';
/** Where the x-locale of a call comes from: the page's language, or (on the server) the request's. */
let localeSource: () => Locale = () => currentLocale;
let reactionHandler: ReactionHandler = () => undefined;

/** How many api calls are in flight: the shell's loading bar follows it. */
export const inflight$ = new BehaviorSubject(0);

export function setApiLocale(locale: Locale): void {
  currentLocale = locale;
}

/**
 * The storefront server renders pages in two languages at once: it names the language of the request a call is
 * made for (docs/adr/0009-server-rendering.md).
 */
export function setApiLocaleSource(source: () => Locale): void {
  localeSource = source;
}

/** The language calls are made in now. */
export function apiLocale(): Locale {
  return localeSource();
}

export function onSessionReaction(handler: ReactionHandler): void {
  reactionHandler = handler;
}

function deviceType(): string {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'desktop';
  return window.matchMedia('(max-width: 767px)').matches ? 'mobile' : 'desktop';
}

/**
 * The one axios client of the page: cookies, the spec's headers, §8 reactions. Its calls name the declared
 * full paths (`/api/...`, shared/contracts endpoints), so its base is the page's origin; `baseURL` is for
 * another origin (a test server, server-side rendering).
 */
export function createApiClient(baseURL = ''): AxiosInstance {
  const client = axios.create({ baseURL, withCredentials: true, timeout: 20000 });
  client.interceptors.request.use((config) => {
    inflight$.next(inflight$.value + 1);
    config.headers.set(HEADERS.cartSid, getCartSid());
    config.headers.set(HEADERS.locale, localeSource());
    config.headers.set(HEADERS.deviceType, deviceType());
    config.headers.set(HEADERS.site, SITE_ID);
    config.headers.set(HEADERS.currency, CURRENCY);
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      inflight$.next(Math.max(0, inflight$.value - 1));
      return response;
    },
    (error: unknown) => {
      inflight$.next(Math.max(0, inflight$.value - 1));
      const apiError = toApiError(error);
      const url = (error as { config?: { url?: string } }).config?.url ?? '';
      const reaction = reactionTo(apiError, url);
      if (reaction !== 'none') reactionHandler(reaction, apiError.message);
      return Promise.reject(apiError);
    },
  );
  return client;
}

export const apiClient = createApiClient();

/**
 * Where the page's api calls go when the page is not in a browser: the storefront server renders pages by
 * calling its own api on its own address (docs/adr/0009-server-rendering.md).
 */
export function setApiOrigin(origin: string): void {
  apiClient.defaults.baseURL = origin;
}
