import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { PlansPage } from './PlansPage';

describe('PlansPage', () => {
  it('lists the plans from the api', async () => {
    const api = fakeApi({
      'GET /api/products': () => [
        { key: 'sh-lite', type: 'shared-hosting', category: 'SHARED_HOSTING', name: 'Shared Lite', price: 199, features: ['1 website'], bestSeller: false },
      ],
      'GET /api/products/min-price': () => ({ 'shared-hosting': 199 }),
      'GET /api/products/shared-hosting/demo': () => ({ url: 'https://cpanel.net/demo/', panel: 'cPanel', features: ['File manager'] }),
    });
    renderWithStorefront(<PlansPage type="shared-hosting" page="shared" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shared hosting' })).toBeInTheDocument();
    // A plan opens its configurator; the "from" price and the panel's demo come from the api.
    expect(await screen.findByRole('link', { name: 'Choose Shared Lite' })).toHaveAttribute('href', '/hosting/shared/configure?plan=sh-lite');
    expect(api.calls.find((call) => call.url === '/api/products')?.params).toEqual({ type: 'shared-hosting' });
    expect(await screen.findByRole('link', { name: 'Open the cPanel demo' })).toHaveAttribute('href', 'https://cpanel.net/demo/');
    expect(await screen.findByTestId('from-price')).toHaveTextContent('From $1.99');
    // Its siblings, this one the current page.
    const siblings = within(screen.getByRole('navigation', { name: 'Compare with' })).getAllByRole('link');
    expect(siblings.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Shared hosting', '/hosting/shared', 'page'],
      ['Cloud hosting', '/hosting/cloud', null],
      ['WordPress hosting', '/hosting/wordpress', null],
      ['Cloud servers', '/cloud', null],
    ]);
    api.restore();
  });

  it('shows the api\'s "from" price of cloud hosting on /hosting/cloud, and no figure in the copy', async () => {
    const api = fakeApi({
      'GET /api/products': () => [
        { key: 'ch-basic', type: 'cloud-hosting', category: 'CLOUD_HOSTING', name: 'Cloud Hosting Basic', price: 1049, features: ['2 vCPU'], bestSeller: false },
      ],
      'GET /api/products/min-price': () => ({ 'shared-hosting': 199, 'cloud-hosting': 1049 }),
    });
    renderWithStorefront(<PlansPage type="cloud-hosting" page="cloudHosting" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cloud hosting' })).toBeInTheDocument();
    expect(await screen.findByTestId('from-price')).toHaveTextContent('From $10.49');
    expect(screen.getByText(/Dedicated cloud resources/)).not.toHaveTextContent('$');
    api.restore();
  });
});
