import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { fetchCart, fetchConfig } from '@storefront/platform';
import { OPTIONS, quoteOf } from '../features/cloud/test/cloud-fixtures';
import { CloudServerPage } from './CloudServerPage';

const config = (cloud: boolean) => ({
  theme: 'default' as const,
  flags: { cloud, cloudHosting: true, sharedHosting: true, wordpressHosting: true, fortuneWheel: false, trial: true, affiliate: true, loyalty: true },
  vatRateBasisPoints: 1000,
  currency: 'USD' as const,
  timezone: 'Asia/Bangkok',
});

/** What the configurator asks of the api: the "from" price, the options, the free plan's usage, a quote. */
const cloudApi = () =>
  fakeApi({
    'GET /api/products/min-price': () => ({ 'shared-hosting': 199, 'cloud-server': 1234 }),
    'GET /api/products/cloud-server/options': () => OPTIONS,
    'GET /api/cloud-servers/baby-usage': () => ({ owned: 0, inCart: 0, used: 0, limit: 10 }),
    'POST /api/products/cloud-server/price': () => quoteOf(899),
  });

describe('CloudServerPage', () => {
  it('shows the configurator while it is on, under the api\'s "from" price (none written in the copy)', async () => {
    const api = cloudApi();
    const { store } = renderWithStorefront(<p />);
    store.dispatch(fetchConfig.fulfilled(config(true), 'r'));
    renderWithStorefront(<CloudServerPage />, { store });
    expect(screen.getByRole('heading', { level: 1, name: 'Cloud servers' })).toBeInTheDocument();
    expect(await screen.findByTestId('from-price')).toHaveTextContent('From $12.34');
    expect(screen.getByText(/SSD cloud servers with full root access/)).not.toHaveTextContent('$');
    expect(await screen.findByRole('group', { name: 'Data centre' })).toBeInTheDocument();
    api.restore();
  });

  it('does not render again as the cart is read, unless it edits a line of it', async () => {
    const api = cloudApi();
    const { store } = renderWithStorefront(<p />);
    store.dispatch(fetchConfig.fulfilled(config(true), 'r'));
    let renders = 0;
    renderWithStorefront(
      <Profiler id="page" onRender={(_id, phase) => void (phase === 'update' && renders++)}>
        <CloudServerPage />
      </Profiler>,
      { store },
    );
    expect(await screen.findByRole('group', { name: 'Data centre' })).toBeInTheDocument();
    renders = 0;
    // The reads the shell makes after hydration: each changed the cart's state, and the whole page rendered again.
    act(() => {
      store.dispatch(fetchCart.pending('c1'));
      store.dispatch(fetchCart.fulfilled({ items: [], voucher: null } as never, 'c1'));
    });
    expect(renders).toBe(0);
    api.restore();
  });
});

