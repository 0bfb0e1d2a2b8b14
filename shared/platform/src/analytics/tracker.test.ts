import { metaEventBatchSchema, type CartItem, type MetaEventBatch } from '@storefront/contracts';
import { createEventBus } from '../bus/event-bus';
import { createTracker, visitorId, type TrackerOptions } from './tracker';

const NOW = new Date('2026-11-24T08:00:00.000Z');

function setup(options: TrackerOptions = {}) {
  const sent: { url: string; batch: MetaEventBatch }[] = [];
  let path = '/';
  const tracker = createTracker({
    send: (url, body) => sent.push({ url, batch: JSON.parse(body) as MetaEventBatch }),
    pathname: () => path,
    now: () => NOW,
    visitorId: () => 'visitor-0123456789abcdef',
    ...options,
  });
  const navigate = (to: string) => {
    path = to;
    tracker.pageView();
  };
  return { tracker, sent, navigate };
}

const item = (changes: Partial<CartItem> = {}): CartItem => ({
  key: '5f0c1c1e-8d7a-4a57-9d43-0c1f6e0a2b11',
  type: 'shared-hosting',
  category: 'SHARED_HOSTING',
  title: 'Basic',
  description: '',
  period: 12,
  periodUnit: 'month',
  unitPrice: 299,
  amount: 3588,
  data: {},
  ...changes,
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the conversion tracker', () => {
  it('sends a page view 500 ms after a navigation, to the declared endpoint, in a batch the api accepts', () => {
    const { tracker, sent, navigate } = setup();
    tracker.start();
    navigate('/km/domain/gtld');
    jest.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/meta/events');
    expect(sent[0]!.batch).toEqual({
      visitorId: 'visitor-0123456789abcdef',
      events: [{ type: 'pageView', path: '/km/domain/gtld', locale: 'km', occurredAt: NOW.toISOString() }],
    });
    expect(metaEventBatchSchema.safeParse(sent[0]!.batch).success).toBe(true);
  });

  it('counts no page view for a navigation replaced within 500 ms (a redirect)', () => {
    const { tracker, sent, navigate } = setup();
    tracker.start();
    navigate('/checkout-basket');
    jest.advanceTimersByTime(200);
    navigate('/');
    jest.advanceTimersByTime(500);
    expect(sent.flatMap((s) => s.batch.events.map((e) => e.path))).toEqual(['/']);
  });

  it('tracks cart/itemAdded as addToCart (value in cents, kind and key only) and batches it with the next page view', () => {
    const bus = createEventBus();
    const { tracker, sent, navigate } = setup();
    tracker.start(bus);
    bus.publish('cart/itemAdded', { items: [item(), item({ key: 'k-2', type: 'domain', amount: 1200 })], source: 'mfe-hosting' });
    expect(sent).toEqual([]);
    navigate('/checkout-basket');
    jest.advanceTimersByTime(500);
    expect(sent).toHaveLength(1);
    const [added, view] = sent[0]!.batch.events;
    expect(added).toEqual({
      type: 'addToCart',
      path: '/',
      locale: 'en',
      occurredAt: NOW.toISOString(),
      value: 4788,
      currency: 'USD',
      items: [
        { kind: 'shared-hosting', key: '5f0c1c1e-8d7a-4a57-9d43-0c1f6e0a2b11' },
        { kind: 'domain', key: 'k-2' },
      ],
    });
    expect(view).toMatchObject({ type: 'pageView', path: '/checkout-basket' });
    expect(metaEventBatchSchema.safeParse(sent[0]!.batch).success).toBe(true);
  });

  it('sends an event within the flush delay when no navigation follows', () => {
    const { tracker, sent } = setup({ flushDelayMs: 2000 });
    tracker.track({ type: 'checkoutStarted', value: 4788 });
    tracker.track({ type: 'purchase', value: 4788 });
    jest.advanceTimersByTime(1999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.batch.events.map((e) => e.type)).toEqual(['checkoutStarted', 'purchase']);
  });

  it('flushes when the page is hidden or left, and stops listening when stopped', () => {
    const { tracker, sent } = setup();
    const stop = tracker.start();
    tracker.track({ type: 'checkoutStarted' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);
    tracker.track({ type: 'purchase', value: 100 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    stop();
    tracker.track({ type: 'purchase', value: 100 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('never sends more than 50 events in a batch', () => {
    const { tracker, sent } = setup();
    for (let i = 0; i < 120; i++) tracker.track({ type: 'addToCart', value: i });
    expect(sent.map((s) => s.batch.events.length)).toEqual([50, 50]);
    tracker.flush();
    expect(sent.map((s) => s.batch.events.length)).toEqual([50, 50, 20]);
  });

  it('keeps secrets, queries and odd values out of what it sends', () => {
    const { tracker, sent } = setup();
    tracker.track({ type: 'pageView', path: '/reset-password/9f8e7d6c5b4a39281706f5e4d3c2b1a0?email=a@b.c#x' });
    tracker.track({ type: 'addToCart', value: -5, items: [{ kind: 'Bad Kind', key: 'k' }, { kind: 'ssl', key: 'ok-1' }] });
    tracker.track({ type: 'purchase', value: 12.5 });
    tracker.flush();
    const [view, added, purchase] = sent[0]!.batch.events;
    expect(view!.path).toBe('/reset-password/:token');
    expect(added).not.toHaveProperty('value');
    expect(added!.items).toEqual([{ kind: 'ssl', key: 'ok-1' }]);
    expect(purchase).not.toHaveProperty('value');
    expect(purchase).not.toHaveProperty('currency');
    expect(metaEventBatchSchema.safeParse(sent[0]!.batch).success).toBe(true);
  });

  it('tells listeners of each event (the tag manager) and survives a failing sender or listener', () => {
    const seen: string[] = [];
    const { tracker } = setup({
      send: () => {
        throw new Error('offline');
      },
    });
    tracker.onTracked(() => {
      throw new Error('listener');
    });
    tracker.onTracked((event) => seen.push(event.type));
    expect(() => {
      tracker.track({ type: 'purchase', value: 1 });
      tracker.flush();
    }).not.toThrow();
    expect(seen).toEqual(['purchase']);
  });

  it('sends with sendBeacon, and with fetch keepalive when the beacon is refused', () => {
    const beacon = jest.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    const fetchMock = jest.fn().mockResolvedValue({ status: 202 });
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      const tracker = createTracker({ pathname: () => '/', visitorId: () => 'visitor-0123456789abcdef' });
      tracker.track({ type: 'checkoutStarted' });
      tracker.flush();
      expect(beacon).toHaveBeenCalledWith('/api/meta/events', expect.stringContaining('"checkoutStarted"'));
      expect(fetchMock).not.toHaveBeenCalled();
      tracker.track({ type: 'purchase', value: 100 });
      tracker.flush();
      expect(fetchMock).toHaveBeenCalledWith('/api/meta/events', expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }));
    } finally {
      globalThis.fetch = realFetch;
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });
});

describe('the visitor id', () => {
  it('is random, made once and kept in localStorage', () => {
    localStorage.clear();
    const first = visitorId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId()).toBe(first);
    localStorage.clear();
    expect(visitorId()).not.toBe(first);
  });
});
