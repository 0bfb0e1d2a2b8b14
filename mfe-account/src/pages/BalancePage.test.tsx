import { act, screen, within } from '@testing-library/react';
import type { Ledger } from '@storefront/contracts';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { registerAccountTranslations } from '../i18n/register';
import { BalancePage } from './BalancePage';

registerAccountTranslations();

const LEDGER: Ledger = {
  balance: 4250,
  entries: [
    { id: 'e3', amount: -1399, kind: 'payment', reference: 'INV-2026-0003', reason: null, createdAt: '2026-11-22T05:00:00.000Z' },
    { id: 'e2', amount: 5000, kind: 'topUp', reference: 'TU-12', reason: null, createdAt: '2026-11-21T05:00:00.000Z' },
    { id: 'e1', amount: 649, kind: 'adjustment', reference: null, reason: 'Goodwill credit', createdAt: '2026-11-20T05:00:00.000Z' },
  ],
};

function renderSignedIn() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<BalancePage />, { store, path: '/account/balance' });
}

describe('BalancePage', () => {
  it('shows the balance, promo credit, a top-up link and the signed movements', async () => {
    const api = fakeApi({ 'GET /api/user/balance/ledger': () => LEDGER, 'GET /api/user/promo-credit/total': () => ({ total: 1200 }) });
    renderSignedIn();
    const list = await screen.findByRole('list', { name: 'Balance movements' });
    expect(api.calls.find((call) => call.url === '/api/user/balance/ledger')?.params).toEqual({ limit: 50 });
    expect(within(screen.getByRole('region', { name: 'Account balance' })).getByText('$42.50')).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Promo credit' })).getByText('$12.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/top-up');

    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Payment')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ref. INV-2026-0003')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Debit −$13.99');
    expect(within(rows[1]!).getByText('Top-up')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Credit +$50.00');
    expect(within(rows[2]!).getByText('Goodwill credit')).toBeInTheDocument();
  });

  it('shows nothing for promo credit while its api answers 404', async () => {
    fakeApi({
      'GET /api/user/balance/ledger': () => ({ balance: 0, entries: [] }),
      'GET /api/user/promo-credit/total': () => new FakeError(404, { code: 'NOT_FOUND', message: 'Not found' }),
    });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'No movements yet' })).toBeInTheDocument();
    // Let the promo credit call answer (404) before looking for its card.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Promo credit' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the balance cannot load', async () => {
    fakeApi({
      'GET /api/user/balance/ledger': () => new FakeError(500, { code: 'INTERNAL', message: 'boom' }),
      'GET /api/user/promo-credit/total': () => ({ total: 0 }),
    });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'We could not load your balance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
