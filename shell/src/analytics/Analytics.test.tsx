import { act, screen } from '@testing-library/react';
import { fetchConfig, bus, createStore, useNavigate, type StorefrontConfig } from '@storefront/platform';
import type { MetaEventBatch } from '@storefront/contracts';
import { renderShell } from '../test/render-shell';
import { Analytics } from './Analytics';
import { TAG_MANAGER_SCRIPT } from './tag-manager';

const CONFIG: StorefrontConfig = {
  theme: 'default',
  flags: { cloud: true, cloudHosting: true, sharedHosting: true, wordpressHosting: true, fortuneWheel: false, trial: true, affiliate: true, loyalty: true },
  vatRateBasisPoints: 1000,
  currency: 'USD',
  timezone: 'Asia/Bangkok',
  captcha: null,
  tagManagerId: null,
};

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go
    </button>
  );
}

const beacon = jest.fn((_url: string, _body: string) => true);
const batches = () => beacon.mock.calls.map(([, body]) => JSON.parse(body) as MetaEventBatch);
const tagManagerScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.startsWith(TAG_MANAGER_SCRIPT));

beforeEach(() => {
  jest.useFakeTimers();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('Analytics (the shell starts the tracker and the tag manager)', () => {
  it('sends a page view 500 ms after the first render and after each navigation, and add-to-cart from the bus; no tag manager without an id', () => {
    const store = createStore();
    store.dispatch(fetchConfig.fulfilled(CONFIG, 'test'));
    const view = renderShell(
      <>
        <Analytics />
        <GoTo to="/km/hosting/shared" />
      </>,
      { store, path: '/domain/gtld' },
    );
    act(() => jest.advanceTimersByTime(500));
    expect(batches().flatMap((b) => b.events.map((e) => [e.type, e.path, e.locale]))).toEqual([['pageView', '/domain/gtld', 'en']]);

    act(() => screen.getByRole('button', { name: 'go' }).click());
    act(() =>
      bus.publish('cart/itemAdded', {
        source: 'test',
        items: [{ key: 'k1', type: 'shared-hosting', category: 'SHARED_HOSTING', title: 'Basic', description: '', period: 12, periodUnit: 'month', unitPrice: 299, amount: 3588, data: {} }],
      }),
    );
    expect(beacon).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(500));
    expect(batches()[1]!.events.map((e) => [e.type, e.path, e.value])).toEqual([
      ['addToCart', '/km/hosting/shared', 3588],
      ['pageView', '/km/hosting/shared', undefined],
    ]);
    expect(tagManagerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    view.unmount();
  });

  it('loads the tag manager once the configuration names one, and feeds it the conversion events', () => {
    const store = createStore();
    renderShell(<Analytics />, { store, path: '/' });
    expect(tagManagerScripts()).toEqual([]);
    act(() => {
      store.dispatch(fetchConfig.fulfilled({ ...CONFIG, tagManagerId: 'GTM-AB12CD3' }, 'test'));
    });
    const [script] = tagManagerScripts();
    expect(script?.src).toBe(`${TAG_MANAGER_SCRIPT}?id=GTM-AB12CD3`);
    expect(script?.async).toBe(true);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    act(() => jest.advanceTimersByTime(500));
    expect(window.dataLayer).toContainEqual({ event: 'pageView', pagePath: '/' });
  });
});
