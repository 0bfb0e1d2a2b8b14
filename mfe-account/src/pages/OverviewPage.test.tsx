import { screen, within } from '@testing-library/react';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { OverviewPage } from './OverviewPage';

const soon = new Date(Date.now() + 5 * 86_400_000).toISOString();
const later = new Date(Date.now() + 90 * 86_400_000).toISOString();
const service = (id: string, name: string, renewsAt: string) => ({ id, kind: 'shared-hosting', title: 'Shared Basic', name, status: 'active', renewsAt });

function render() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<OverviewPage />, { store, path: '/account' });
}

describe('OverviewPage', () => {
  it('shows balance and promo credit, what expires soon, unpaid invoices and the latest notifications, each linking to its page', async () => {
    const api = fakeApi({
      'GET /api/user/balance': () => ({ balance: 12345 }),
      'GET /api/user/promo-credit/total': () => ({ total: 500 }),
      'GET /api/user/services': () => [service('s1', 'soon.example', soon), service('s2', 'later.example', later)],
      'GET /api/user/invoices': () => ({
        items: [
          { id: 'i1', number: 'INV-0007', orderId: null, total: 2200, status: 'unpaid', issuedAt: '2026-11-20T00:00:00Z', paidAt: null },
          { id: 'i2', number: 'INV-0006', orderId: null, total: 1000, status: 'paid', issuedAt: '2026-11-10T00:00:00Z', paidAt: '2026-11-10T00:00:00Z' },
        ],
      }),
      'GET /api/user/notification/me': () => ({ items: [{ id: 'n1', title: 'Order paid', body: '', read: false, createdAt: '2026-11-21T00:00:00Z' }], page: 1, perPage: 5, total: 1, unreadCount: 1 }),
    });
    render();
    const money = await screen.findByRole('region', { name: 'Balance and promo credit' });
    expect(await within(money).findByText('$123.45')).toBeInTheDocument();
    expect(await within(money).findByText('$5.00')).toBeInTheDocument();
    expect(within(money).getByRole('link', { name: 'Balance and top-up' })).toHaveAttribute('href', '/account/balance');
    const expiring = screen.getByRole('region', { name: 'Expiring soon' });
    expect(await within(expiring).findByRole('link', { name: 'soon.example' })).toHaveAttribute('href', '/account/services/s1');
    expect(within(expiring).queryByText('later.example')).not.toBeInTheDocument();
    const unpaid = screen.getByRole('region', { name: 'Unpaid invoices' });
    expect(await within(unpaid).findByRole('link', { name: 'INV-0007' })).toBeInTheDocument();
    expect(within(unpaid).queryByText('INV-0006')).not.toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: 'Pay invoices' })).toHaveAttribute('href', '/online-payment');
    expect(await within(screen.getByRole('region', { name: 'Latest notifications' })).findByText('Order paid')).toBeInTheDocument();
    api.restore();
  });

  it('a card that cannot load says so with Retry; the others still show', async () => {
    const api = fakeApi({
      'GET /api/user/balance': () => ({ balance: 0 }),
      'GET /api/user/promo-credit/total': () => ({ total: 0 }),
      'GET /api/user/services': () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }),
      'GET /api/user/invoices': () => ({ items: [] }),
      'GET /api/user/notification/me': () => ({ items: [], page: 1, perPage: 5, total: 0, unreadCount: 0 }),
    });
    render();
    const expiring = await screen.findByRole('region', { name: 'Expiring soon' });
    expect(await within(expiring).findByText('This could not be loaded.')).toBeInTheDocument();
    expect(within(expiring).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('You have no unpaid invoices.')).toBeInTheDocument();
    api.restore();
  });
});
