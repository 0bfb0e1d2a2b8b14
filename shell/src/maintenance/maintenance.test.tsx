import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, settle } from '@storefront/testing';
import { createStore, fetchConfig, Route, Routes } from '@storefront/platform';
import type { MaintenanceStatus, StorefrontConfig } from '@storefront/contracts';
import { renderShell } from '../test/render-shell';
import { MaintenanceGate } from './MaintenanceGate';
import { RuntimeWatch } from './RuntimeWatch';
import { pollWhileVisible } from './runtime-poll';
import { dismissWindows, readDismissedWindows } from './warning-cookie';

const CONFIG: StorefrontConfig = {
  theme: 'default',
  flags: { cloud: true, cloudHosting: true, sharedHosting: true, wordpressHosting: true, fortuneWheel: false, trial: true, affiliate: true, loyalty: true },
  vatRateBasisPoints: 1000,
  currency: 'USD',
  timezone: 'Asia/Bangkok',
  maintenanceProducts: [],
};

const WINDOW = {
  id: '6f1c3a52-6a43-4a3c-9d6e-1f2b3c4d5e6f',
  startsAt: '2030-01-02T01:00:00.000Z',
  endsAt: '2030-01-02T03:00:00.000Z',
  message: { en: 'Our domain systems are upgraded.', km: 'ប្រព័ន្ធដែនកំពុងធ្វើបច្ចុប្បន្ន⁠ភាព។' },
  products: ['domains' as const],
};

afterEach(() => {
  document.cookie = 'maintenance_warning=; Max-Age=0; Path=/';
});

describe('the maintenance gate', () => {
  it('shows the under-maintenance page on the pages of a product under a window, and the page elsewhere', () => {
    const store = createStore();
    store.dispatch(fetchConfig.fulfilled({ ...CONFIG, maintenanceProducts: ['domains'] }, 'test'));
    const page = (path: string) =>
      renderShell(
        <Routes>
          <Route path="*" element={<MaintenanceGate>the page</MaintenanceGate>} />
        </Routes>,
        { store, path },
      );
    const domains = page('/km/domain/gtld');
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    domains.unmount();
    page('/ssl');
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});

describe('the maintenance popup', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('warns before a window, and "don\'t show again" keeps it in the maintenance_warning cookie', async () => {
    const status: MaintenanceStatus = { current: [], upcoming: [WINDOW] };
    api = fakeApi({ 'GET /api/config': () => ({ ...CONFIG, theme: 'christmas' }), 'GET /api/maintenance': () => status });
    // A page rendered in the browser: the configuration arrives after the first render, and the watch reads at once.
    const store = createStore();
    const { unmount } = renderShell(<RuntimeWatch />, { store });
    act(() => void store.dispatch(fetchConfig.fulfilled(CONFIG, 'test')));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled maintenance' });
    expect(dialog).toHaveTextContent('Our domain systems are upgraded.');
    expect(dialog).toHaveTextContent('Affected: Domains');
    // The configuration read with it reaches the store (a theme staff changed).
    expect(store.getState().config.config?.theme).toBe('christmas');
    await userEvent.click(screen.getByRole('checkbox', { name: "Don't show this again" }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readDismissedWindows()).toEqual([WINDOW.id]);
    unmount();

    const next = createStore();
    renderShell(<RuntimeWatch />, { store: next });
    act(() => void next.dispatch(fetchConfig.fulfilled(CONFIG, 'test')));
    await waitFor(() => expect(api!.calls.filter((call) => call.url === '/api/maintenance').length).toBe(2));
    // The window came back in that answer: once it has reached the watch and React has rendered, no popup.
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask again at once on a page that came with its configuration (server-rendered): the first poll asks', async () => {
    api = fakeApi({ 'GET /api/config': () => CONFIG, 'GET /api/maintenance': () => ({ current: [], upcoming: [] }) });
    const store = createStore();
    store.dispatch(fetchConfig.fulfilled(CONFIG, 'test'));
    renderShell(<RuntimeWatch />, { store });
    // A read asked at mount would have reached the fake api by the next task (its way there is microtasks).
    await settle();
    expect(api.calls.map((call) => call.url)).toEqual([]);
  });
});

describe('the maintenance_warning cookie', () => {
  it('keeps the ids of the dismissed windows and ignores anything else', () => {
    document.cookie = 'maintenance_warning=not-an-id; Path=/';
    expect(readDismissedWindows()).toEqual([]);
    dismissWindows([WINDOW], Date.parse('2030-01-01T00:00:00Z'));
    dismissWindows([WINDOW], Date.parse('2030-01-01T00:00:00Z'));
    expect(readDismissedWindows()).toEqual([WINDOW.id]);
  });
});

describe('pollWhileVisible', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks every interval while the page is visible, never while it is hidden', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const tick = jest.fn(() => Promise.resolve());
    const stop = pollWhileVisible(tick, 1000);
    await jest.advanceTimersByTimeAsync(3100);
    expect(tick).toHaveBeenCalledTimes(3);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(3);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(10);
    expect(tick).toHaveBeenCalledTimes(4);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(4);
  });
});
