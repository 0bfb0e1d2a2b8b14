import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnedService, SavedCard, StorefrontConfig } from '@storefront/contracts';
import { apiClient, createStore, fetchConfig, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { RenewNowButton } from './RenewNowButton';

const SERVER: OwnedService = {
  id: 's2',
  kind: 'cloud-server',
  title: 'Basic Cloud 1',
  name: 'web-1',
  status: 'active',
  provisioning: 'ready',
  term: { period: 1, unit: 'month' },
  startsAt: '2026-11-24T09:00:00.000Z',
  renewsAt: '2026-12-24T09:00:00.000Z',
  renewPrice: 1000,
  autoRenew: true,
  controlPanelUrl: null,
  cloudServer: null,
  sslValidation: null,
  domainLifecycle: null,
  cancellable: false,
  endReason: null,
};

const CARD: SavedCard = { id: 'card-1', brand: 'Visa', last4: '3220', expMonth: 12, expYear: 2039, expired: false, isDefault: true, createdAt: '2026-11-20T00:00:00.000Z', history: [] } as unknown as SavedCard;

const PAID = { orderId: 'o1', status: 'paid', paymentId: 'p1', invoiceId: 'inv1', invoiceNumber: 'INV-000042', amount: 1100, balance: 0, serviceId: 's2', method: 'balance' };

function renderButton(service: OwnedService = SERVER) {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  store.dispatch(fetchConfig.fulfilled({ vatRateBasisPoints: 1000 } as StorefrontConfig, 'test'));
  return renderWithStorefront(<RenewNowButton service={service} />, { store, path: '/account/services' });
}

/** The Idempotency-Key of each one-step call, as sent. */
function recordKeys() {
  const keys: string[] = [];
  const id = apiClient.interceptors.request.use((config) => {
    if (config.url === '/api/checkout-one-step') keys.push(String(config.headers.toJSON()['Idempotency-Key'] ?? config.headers.toJSON()['idempotency-key']));
    return config;
  });
  return { keys, stop: () => apiClient.interceptors.request.eject(id) };
}


describe('Pay now (POST /api/checkout-one-step)', () => {
  it('renews from the balance in one step: the VAT-inclusive total, one Idempotency-Key, the invoice number after', async () => {
    const sent = recordKeys();
    const api = fakeApi({
      'GET /api/user/balance': () => ({ balance: 5000 }),
      'GET /api/user/cards': () => [CARD],
      'GET /api/cart': () => ({ id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }),
      'POST /api/checkout-one-step': () => PAID,
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Renew web-1 now' }));
    const panel = await screen.findByRole('region', { name: 'Pay now for the renewal of web-1' });
    expect(within(panel).getByText('Renew it now for one more term: $11.00 with VAT.')).toBeInTheDocument();
    const balance = await within(panel).findByRole('radio', { name: 'Account balance' });
    await waitFor(() => expect(balance).toBeChecked());
    expect(balance).toHaveAccessibleDescription('Balance: $50.00');
    expect(within(panel).getByRole('radio', { name: 'Saved card' })).toHaveAccessibleDescription('Visa •••• 3220 (default)');
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay $11.00 now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Renewed and paid: invoice INV-000042.');
    const calls = api.calls.filter((call) => call.url === '/api/checkout-one-step');
    expect(calls.map((call) => call.data)).toEqual([{ serviceId: 's2', method: 'balance' }]);
    expect(sent.keys).toHaveLength(1);
    expect(sent.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    sent.stop();
    expect(screen.queryByRole('region', { name: /Pay now for the renewal/ })).toBeNull();
    api.restore();
  });

  it('pays with the default saved card when chosen, and says when the card is gone, with a link to add one', async () => {
    const api = fakeApi({
      'GET /api/user/balance': () => ({ balance: 0 }),
      'GET /api/user/cards': () => [CARD],
      'GET /api/cart': () => ({ id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }),
      'POST /api/checkout-one-step': () => new FakeError(404, { code: 'CARD_NOT_FOUND', message: 'Card not found' }),
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Renew web-1 now' }));
    const panel = await screen.findByRole('region', { name: 'Pay now for the renewal of web-1' });
    // The balance is short: the card is what pays.
    const card = await within(panel).findByRole('radio', { name: 'Saved card' });
    await waitFor(() => expect(card).toBeChecked());
    expect(within(panel).getByRole('radio', { name: 'Account balance' })).toHaveAccessibleDescription('Balance: $0.00 — not enough');
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay $11.00 now' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(/card/i);
    expect(within(alert).getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/account/cards');
    expect(api.calls.find((call) => call.url === '/api/checkout-one-step')?.data).toEqual({ serviceId: 's2', method: 'card', cardId: 'card-1' });
    api.restore();
  });

  it('with a short balance and no card: says so, links to top up and add a card, and cannot pay', async () => {
    const api = fakeApi({
      'GET /api/user/balance': () => ({ balance: 500 }),
      'GET /api/user/cards': () => [],
      'GET /api/cart': () => ({ id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }),
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Renew web-1 now' }));
    const panel = await screen.findByRole('region', { name: 'Pay now for the renewal of web-1' });
    expect(await within(panel).findByRole('radio', { name: 'Saved card' })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Account balance' }));
    expect(within(panel).getByText('Your balance is not enough for this renewal.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/top-up');
    expect(within(panel).getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/account/cards');
    expect(within(panel).getByRole('button', { name: 'Pay $11.00 now' })).toBeDisabled();
    expect(api.calls.some((call) => call.url === '/api/checkout-one-step')).toBe(false);
    api.restore();
  });

  it('asks for the phone number a payment needs (PROFILE_INCOMPLETE), with a link to the profile', async () => {
    const api = fakeApi({
      'GET /api/user/balance': () => ({ balance: 5000 }),
      'GET /api/user/cards': () => [],
      'GET /api/cart': () => ({ id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }),
      'POST /api/checkout-one-step': () => new FakeError(409, { code: 'PROFILE_INCOMPLETE', message: 'Please update your information to continue' }),
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Renew web-1 now' }));
    const panel = await screen.findByRole('region', { name: 'Pay now for the renewal of web-1' });
    await waitFor(() => expect(within(panel).getByRole('radio', { name: 'Account balance' })).toBeChecked());
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay $11.00 now' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Please update your information to continue');
    expect(within(alert).getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/account/profile');
    api.restore();
  });

  it('keeps the same Idempotency-Key when the answer was lost, so a retry charges once', async () => {
    const sent = recordKeys();
    let attempts = 0;
    const api = fakeApi({
      'GET /api/user/balance': () => ({ balance: 5000 }),
      'GET /api/user/cards': () => [],
      'GET /api/cart': () => ({ id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }),
      'POST /api/checkout-one-step': () => ((attempts += 1) === 1 ? new FakeError(503, { code: 'SYSTEM_BUSY', message: 'The system is busy. Please try again' }) : PAID),
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Renew web-1 now' }));
    const panel = await screen.findByRole('region', { name: 'Pay now for the renewal of web-1' });
    await waitFor(() => expect(within(panel).getByRole('radio', { name: 'Account balance' })).toBeChecked());
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay $11.00 now' }));
    expect(await within(panel).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay $11.00 now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('INV-000042');
    expect(sent.keys).toHaveLength(2);
    expect(sent.keys[0]).toBe(sent.keys[1]);
    sent.stop();
    api.restore();
  });
});
