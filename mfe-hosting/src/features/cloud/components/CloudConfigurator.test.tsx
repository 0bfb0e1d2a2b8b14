import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { OPTIONS, quoteOf } from '../test/cloud-fixtures';
import { CloudConfigurator } from './CloudConfigurator';

const cart = { id: 'c', items: [{ key: 'k1', type: 'cloud-server', category: 'CLOUD_SERVER', title: 'Basic Cloud 1', description: '', period: 12, periodUnit: 'month', unitPrice: 2279, amount: 27348, data: {} }], itemCount: 1, subtotal: 27348, updatedAt: '2026-01-01T00:00:00.000Z' };

function api(overrides: Record<string, (request: { data?: unknown }) => unknown> = {}) {
  return fakeApi({
    'GET /api/products/cloud-server/options': () => OPTIONS,
    'GET /api/cloud-servers/baby-usage': () => ({ owned: 3, inCart: 1, used: 4, limit: 10 }),
    'POST /api/products/cloud-server/price': (request) => {
      const body = request.data as { os: string; months: number };
      return body.os === 'windows-server-2019' ? quoteOf(2399, body.months, 'Windows Server 2019', 1500) : quoteOf(899, body.months);
    },
    'GET /api/cart': () => cart,
    ...overrides,
  });
}

describe('CloudConfigurator', () => {
  it('asks the api for the price as options change and adds the configured server to the cart', async () => {
    const fake = api({ 'PUT /api/cart/items/cloud-server': () => cart });
    renderWithStorefront(<CloudConfigurator />);
    expect(await screen.findByText('You use 4 of 10 baby cloud servers (the ones you own and those in your cart).')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cloud-due-today')).toHaveTextContent('$102.48'));
    await userEvent.selectOptions(screen.getByLabelText('System'), 'Windows Server');
    await waitFor(() => expect(screen.getByTestId('cloud-due-today')).toHaveTextContent('$273.48'));
    expect(fake.calls.filter((call) => call.url === '/api/products/cloud-server/price').at(-1)).toMatchObject({ data: { os: 'windows-server-2019', package: 'cs-basic-cloud-1', months: 12 } });

    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(screen.getByText('Server name field is required')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(screen.getByLabelText(/Server name/), 'win-1');
    await userEvent.clear(screen.getByLabelText('Extra RAM (GB)'));
    await userEvent.type(screen.getByLabelText('Extra RAM (GB)'), '4');
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('Your server is in the cart.')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/cart/items/cloud-server',
      data: { package: 'cs-basic-cloud-1', os: 'windows-server-2019', serverName: 'win-1', addons: { 'cs-ram': 4 }, source: 'NEW', months: 12 },
    });
    fake.restore();
  });

  it('shows the api\'s refusal (the baby cloud limit) and saves an item opened from the basket', async () => {
    const fake = api({
      'PATCH /api/cart/items/cloud-server/k1': () => new FakeError(409, { code: 'BABY_CLOUD_LIMIT', message: 'You can have at most 10 active baby cloud servers' }),
    });
    renderWithStorefront(
      <CloudConfigurator initial={{ region: 'thailand', package: 'cs-baby-cloud-1', os: 'ubuntu-24.04', storageType: 'ssd', addons: {}, source: 'NEW', backupId: null, serverName: 'baby', months: 12, editing: 'k1' }} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('You can have at most 10 active baby cloud servers')).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PATCH')).toMatchObject({ data: { region: 'thailand', package: 'cs-baby-cloud-1', serverName: 'baby' } });
    fake.restore();
  });
});
