import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@storefront/contracts';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { BasketPage } from '../../pages/BasketPage';

const domain = { key: 'k1', type: 'domain', category: 'DOMAIN', title: 'mybrand.com', description: 'Domain registration', period: 1, periodUnit: 'year' as const, unitPrice: 1199, amount: 1199, data: { action: 'register' } };
const cart: Cart = { id: 'c1', items: [domain], itemCount: 1, subtotal: 1199, updatedAt: '2026-01-01T00:00:00.000Z', voucher: null };
const SUGGESTION = { voucher: { code: 'DOMAIN5', discount: 500, description: '$5 off domains', validUntil: '2027-06-30T23:59:59.000Z', source: 'promotion' as const } };

function signedIn() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return store;
}

beforeEach(() => window.localStorage.clear());

describe('VoucherSuggestionModal (in the basket)', () => {
  it('offers the best voucher for the cart and applies it in one click', async () => {
    let current = cart;
    const api = fakeApi({
      'GET /api/cart': () => current,
      'GET /api/vouchers/suggestion': () => (current.voucher ? { voucher: null } : SUGGESTION),
      'PUT /api/cart/voucher': () => {
        current = { ...cart, voucher: { code: 'DOMAIN5', discount: 500 }, updatedAt: '2026-01-01T00:01:00.000Z' };
        return current;
      },
    });
    renderWithStorefront(<BasketPage />, { store: signedIn() });
    const dialog = await screen.findByRole('dialog', { name: 'A voucher for your basket' });
    expect(dialog).toHaveTextContent('DOMAIN5');
    expect(dialog).toHaveTextContent('Saves $5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Apply DOMAIN5' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Voucher DOMAIN5 applied: $5.00 off.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.data).toEqual({ code: 'DOMAIN5' });
    api.restore();
  });

  it('is not shown again for the cart once turned down', async () => {
    const api = fakeApi({ 'GET /api/cart': () => cart, 'GET /api/vouchers/suggestion': () => SUGGESTION });
    const first = renderWithStorefront(<BasketPage />, { store: signedIn() });
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();
    renderWithStorefront(<BasketPage />, { store: signedIn() });
    await screen.findByRole('list', { name: 'Items in your cart' });
    await waitFor(() => expect(api.calls.filter((call) => call.url === '/api/vouchers/suggestion').length).toBeGreaterThan(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    api.restore();
  });

  it('says why a voucher could not be applied, and never asks a guest', async () => {
    // Another cart than the one whose suggestion was turned down above.
    const api = fakeApi({
      'GET /api/cart': () => ({ ...cart, id: 'c3' }),
      'GET /api/vouchers/suggestion': () => SUGGESTION,
      'PUT /api/cart/voucher': () => new FakeError(400, { code: 'VOUCHER_EXPIRED', message: 'Voucher expired' }),
    });
    renderWithStorefront(<BasketPage />, { store: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply DOMAIN5' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    api.restore();

    const guest = fakeApi({ 'GET /api/cart': () => cart });
    renderWithStorefront(<BasketPage />);
    await screen.findAllByRole('list', { name: 'Items in your cart' });
    expect(guest.calls.some((call) => call.url === '/api/vouchers/suggestion')).toBe(false);
    guest.restore();
  });
});
