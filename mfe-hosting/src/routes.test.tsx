import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { fetchConfig, ResponseProvider, type FeatureFlags, type ResponseSink } from '@storefront/platform';
import HostingRoutes from './routes';

const FLAGS: FeatureFlags = { cloud: true, cloudHosting: true, sharedHosting: true, wordpressHosting: true, fortuneWheel: false, trial: true, affiliate: true, loyalty: true };
const config = (flags: Partial<FeatureFlags>) => ({ theme: 'default' as const, flags: { ...FLAGS, ...flags }, vatRateBasisPoints: 1000, currency: 'USD' as const, timezone: 'Asia/Bangkok' });

/** The server's answer as the page sets it while rendering. */
function serverResponse() {
  const answer: { status: number; headers: Record<string, string> } = { status: 200, headers: {} };
  const sink: ResponseSink = {
    status: (code, headers) => {
      answer.status = Math.max(answer.status, code);
      Object.assign(answer.headers, headers);
    },
    redirect: () => undefined,
  };
  return { answer, sink };
}

/** Each product page behind a feature flag (spec §2), with the flag that switches it off. */
const FLAGGED: [string, keyof FeatureFlags][] = [
  ['/hosting/shared', 'sharedHosting'],
  ['/hosting/shared/configure', 'sharedHosting'],
  ['/hosting/cloud', 'cloudHosting'],
  ['/hosting/cloud/configure', 'cloudHosting'],
  ['/hosting/wordpress', 'wordpressHosting'],
  ['/hosting/wordpress/configure', 'wordpressHosting'],
  ['/cloud', 'cloud'],
];

describe("mfe-hosting's routes", () => {
  it.each(FLAGGED)('%s with %s off: the under-maintenance page, answered 503 with Retry-After, without the product head, offers or reads', (path, flag) => {
    const api = fakeApi({});
    const { store } = renderWithStorefront(<p />);
    store.dispatch(fetchConfig.fulfilled(config({ [flag]: false }), 'r'));
    const { answer, sink } = serverResponse();
    const { container } = renderWithStorefront(
      <ResponseProvider sink={sink}>
        <HostingRoutes />
      </ResponseProvider>,
      { store, path },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(answer).toEqual({ status: 503, headers: { 'Retry-After': '600' } });
    expect(document.title).toBe('Under maintenance | Storefront');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(api.calls).toHaveLength(0);
    api.restore();
  });

  it('with the flag on: the product page with its title and its plans as offers, answered 200', async () => {
    const api = fakeApi({
      'GET /api/products': () => [{ key: 'sh-lite', type: 'shared-hosting', category: 'SHARED_HOSTING', name: 'Shared Lite', price: 199, features: ['1 website'], bestSeller: false }],
      'GET /api/products/min-price': () => ({ 'shared-hosting': 199 }),
      'GET /api/products/shared-hosting/demo': () => ({ url: 'https://cpanel.net/demo/', panel: 'cPanel', features: ['File manager'] }),
    });
    const { store } = renderWithStorefront(<p />);
    store.dispatch(fetchConfig.fulfilled(config({}), 'r'));
    const { answer, sink } = serverResponse();
    renderWithStorefront(
      <ResponseProvider sink={sink}>
        <HostingRoutes />
      </ResponseProvider>,
      { store, path: '/hosting/shared' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared hosting' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain('Shared Lite'));
    expect(document.title).toBe('Shared hosting | Storefront');
    expect(answer.status).toBe(200);
    api.restore();
  });
});
