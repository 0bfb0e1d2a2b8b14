import {
  META_EVENT_LIMITS,
  META_ITEM_KEY_PATTERN,
  META_ITEM_KIND_PATTERN,
  eventsEndpoints,
  redactPath,
  splitLocalePath,
  type BusEvents,
  type MetaEvent,
  type MetaEventItem,
  type MetaEventType,
} from '@storefront/contracts';
import { bus as pageBus } from '../bus/bus';
import type { EventBus } from '../bus/event-bus';
import { reportError } from '../monitoring/report-error';

/**
 * Conversion tracking (spec §7 Other: POST /meta/events, "fires 500 ms after each navigation"). Events wait
 * in a queue and leave in batches with navigator.sendBeacon (fetch keepalive when it is missing or refuses):
 * a page view 500 ms after a navigation (a navigation before then replaces it: a redirect is not a view),
 * with whatever else is queued; other events within `flushDelayMs`; everything when the page is hidden or
 * left. Nothing waits for the answer and nothing fails the page: a lost batch is lost.
 */

/** What a caller tracks: the page's path and locale are filled in when not given. */
export interface TrackInput {
  type: MetaEventType;
  path?: string;
  /** Money in integer cents (USD). */
  value?: number;
  items?: readonly MetaEventItem[];
}

export interface TrackerOptions {
  /** Milliseconds from a navigation to its page view (spec: 500). */
  pageViewDelayMs?: number;
  /** Milliseconds an event other than a page view waits for companions before its batch leaves. */
  flushDelayMs?: number;
  /** The page's current pathname. */
  pathname?: () => string;
  /** Sends one batch's body; defaults to sendBeacon, then fetch keepalive. */
  send?: (url: string, body: string) => void;
  now?: () => Date;
  /** The anonymous visitor id; defaults to one kept in localStorage. */
  visitorId?: () => string;
}

export interface Tracker {
  /** Listens to the bus and to the page being hidden; returns the stop. Starting twice starts once. */
  start(bus?: EventBus): () => void;
  /** A navigation happened (to `pathname`, the page's by default): its page view is tracked after the delay, and later events are on that path. */
  pageView(pathname?: string): void;
  track(input: TrackInput): void;
  /** Sends what is queued now. */
  flush(): void;
  /** Called with each event as it is queued (the tag manager's data layer listens). */
  onTracked(listener: (event: MetaEvent) => void): () => void;
}

const VISITOR_KEY = 'storefront.visitor-id';

function randomId(): string {
  const bytes = new Uint8Array(16);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let memoryVisitor: string | null = null;
/** The visitor id made once per browser, kept in localStorage (in memory when storage is refused). */
export function visitorId(): string {
  try {
    const kept = localStorage.getItem(VISITOR_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = randomId();
    localStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    return (memoryVisitor ??= randomId());
  }
}

/** sendBeacon (a string body: text/plain, no preflight, survives the page), else fetch keepalive. */
function sendBatch(url: string, body: string): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  } catch {
    // fall through to fetch
  }
  if (typeof fetch !== 'function') return;
  fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } }).catch((error: unknown) => reportError(error, 'platform/analytics'));
}

const cartItems = (items: BusEvents['cart/itemAdded']['items']): MetaEventItem[] => items.map((item) => ({ kind: item.type, key: item.key }));

export function createTracker(options: TrackerOptions = {}): Tracker {
  const pageViewDelay = options.pageViewDelayMs ?? 500;
  const flushDelay = options.flushDelayMs ?? 2000;
  const pathname = options.pathname ?? (() => (typeof location === 'undefined' ? '/' : location.pathname));
  const send = options.send ?? sendBatch;
  const now = options.now ?? (() => new Date());
  const visitor = options.visitorId ?? visitorId;
  const url = eventsEndpoints.recordMetaEvents.path;
  const listeners = new Set<(event: MetaEvent) => void>();
  let queue: MetaEvent[] = [];
  let pageViewTimer: ReturnType<typeof setTimeout> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let stop: (() => void) | null = null;
  /** The path of the last navigation (the router's), else the page's. */
  let current: string | undefined;

  const flush = () => {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    while (queue.length) {
      const events = queue.slice(0, META_EVENT_LIMITS.batchMax);
      queue = queue.slice(events.length);
      try {
        send(url, JSON.stringify({ visitorId: visitor(), events }));
      } catch {
        // tracking never fails the page
      }
    }
  };

  const enqueue = (input: TrackInput, soon: boolean) => {
    const path = redactPath(input.path ?? current ?? pathname());
    const items = input.items?.filter((item) => META_ITEM_KIND_PATTERN.test(item.kind) && META_ITEM_KEY_PATTERN.test(item.key)).slice(0, META_EVENT_LIMITS.itemsMax);
    const value = input.value !== undefined && Number.isInteger(input.value) && input.value >= 0 && input.value <= META_EVENT_LIMITS.valueMax ? input.value : undefined;
    const event: MetaEvent = {
      type: input.type,
      path,
      locale: splitLocalePath(path).locale,
      occurredAt: now().toISOString(),
      ...(value !== undefined && { value, currency: 'USD' as const }),
      ...(items && items.length > 0 ? { items } : {}),
    };
    queue.push(event);
    listeners.forEach((listener) => {
      try {
        listener(event);
      } catch {
        // a listener's fault is its own
      }
    });
    if (soon || queue.length >= META_EVENT_LIMITS.batchMax) flush();
    else flushTimer ??= setTimeout(flush, flushDelay);
  };

  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  return {
    start(bus) {
      if (stop) return stop;
      const unsubscribe = bus?.subscribe('cart/itemAdded', ({ items }) => {
        if (!items.length) return;
        enqueue({ type: 'addToCart', value: items.reduce((sum, item) => sum + item.amount, 0), items: cartItems(items) }, false);
      });
      if (typeof window !== 'undefined') {
        window.addEventListener('pagehide', flush);
        document.addEventListener('visibilitychange', onHidden);
      }
      stop = () => {
        unsubscribe?.();
        if (typeof window !== 'undefined') {
          window.removeEventListener('pagehide', flush);
          document.removeEventListener('visibilitychange', onHidden);
        }
        clearTimeout(pageViewTimer);
        flush();
        stop = null;
      };
      return stop;
    },
    pageView(path) {
      clearTimeout(pageViewTimer);
      const at = path ?? pathname();
      current = at;
      pageViewTimer = setTimeout(() => enqueue({ type: 'pageView', path: at }, true), pageViewDelay);
    },
    track: (input) => enqueue(input, false),
    flush,
    onTracked(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one tracker (shared/platform is a federation singleton); the shell starts it. */
export const tracker = createTracker();

/** Starts the page's tracker on the page's bus (the shell calls it once); returns the stop. */
export const startTracker = (): (() => void) => tracker.start(pageBus);

/** Tracks a conversion event (e.g. `track({ type: 'purchase', value: order.total })`): queued, sent in the next batch. */
export const track = (input: TrackInput): void => tracker.track(input);
