import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ledger } from '@storefront/contracts';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront, settle } from '@storefront/testing';
import { BalancePage } from './BalancePage';

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

const NO_PAYMENTS = { items: [], page: 1, perPage: 10, total: 0 };
const payment = (n: number) => ({
  reference: `txn_${n}`,
  kind: n === 0 ? 'order' : 'topUp',
  method: n === 0 ? 'balance' : 'card',
  amount: 1000 + n,
  status: 'succeeded',
  createdAt: '2026-11-20T03:00:00.000Z',
  invoice: n === 0 ? { id: 'inv-1', number: 'INV-000007' } : null,
});

describe('BalancePage', () => {
  it('lists the payment history a page at a time, each with what it paid, how, its reference and its invoice', async () => {
    const api = fakeApi({
      'GET /api/user/cards': () => [], 'GET /api/user/balance/ledger': () => ({ balance: 0, entries: [] }),
      'GET /api/user/promo-credit/total': () => ({ total: 0 }),
      'GET /api/promo-credit/services': () => ({ available: 0, categories: ['DOMAIN'], withVoucher: false }),
      'POST /api/user/payment-transactions': (call) => {
        const { page } = call.data as { page: number };
        return { items: page === 1 ? Array.from({ length: 10 }, (_, n) => payment(n)) : [payment(10), payment(11)], page, perPage: 10, total: 12 };
      },
    });
    renderSignedIn();
    const list = await screen.findByRole('list', { name: 'Your payments' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Order paid');
    expect(rows[0]).toHaveTextContent('Account balance · Ref. txn_0');
    expect(within(rows[0]!).getByRole('link', { name: 'Invoice INV-000007' })).toHaveAttribute('href', '/account/invoices/inv-1');
    expect(rows[1]).toHaveTextContent('Balance top-up');
    expect(rows[1]).toHaveTextContent('$10.01');
    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Payment history pages' })).getByRole('button', { name: 'Page 2' }));
    expect(await within(await screen.findByRole('list', { name: 'Your payments' })).findByText(/txn_11/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/api/user/payment-transactions').map((call) => call.data)).toEqual([
      { page: 1, perPage: 10 },
      { page: 2, perPage: 10 },
    ]);
  });

  it('says when there are no payments yet', async () => {
    fakeApi({ 'GET /api/user/cards': () => [], 'GET /api/user/balance/ledger': () => ({ balance: 0, entries: [] }), 'GET /api/user/promo-credit/total': () => ({ total: 0 }), 'GET /api/promo-credit/services': () => ({ available: 0, categories: [], withVoucher: false }), 'POST /api/user/payment-transactions': () => NO_PAYMENTS });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  });

  it('shows the balance, promo credit, a top-up link and the signed movements', async () => {
    const api = fakeApi({ 'GET /api/user/cards': () => [], 'GET /api/user/balance/ledger': () => LEDGER, 'GET /api/user/promo-credit/total': () => ({ total: 1200 }), 'POST /api/user/payment-transactions': () => NO_PAYMENTS, 'GET /api/promo-credit/services': () => ({ available: 1200, categories: ['DOMAIN', 'SSL'], withVoucher: false }) });
    renderSignedIn();
    const list = await screen.findByRole('list', { name: 'Balance movements' });
    expect(api.calls.find((call) => call.url === '/api/user/balance/ledger')?.params).toEqual({ limit: 50 });
    expect(within(screen.getByRole('region', { name: 'Account balance' })).getByText('$42.50')).toBeInTheDocument();
    const promo = await screen.findByRole('region', { name: 'Promo credit' });
    expect(within(promo).getByText('$12.00')).toBeInTheDocument();
    expect(await within(promo).findByText('Pays for: Domains, SSL certificates. Not together with a voucher.')).toBeInTheDocument();
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
    const api = fakeApi({
      'GET /api/user/cards': () => [], 'GET /api/user/balance/ledger': () => ({ balance: 0, entries: [] }),
      'GET /api/user/promo-credit/total': () => new FakeError(404, { code: 'NOT_FOUND', message: 'Not found' }),
      'POST /api/user/payment-transactions': () => NO_PAYMENTS,
    });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'No movements yet' })).toBeInTheDocument();
    // The promo credit call has been made and its answer (404) has reached the page before we look for its card.
    await waitFor(() => expect(api.calls.some((call) => call.url === '/api/user/promo-credit/total')).toBe(true));
    await settle();
    expect(screen.queryByRole('region', { name: 'Promo credit' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the balance cannot load', async () => {
    fakeApi({
      'GET /api/user/cards': () => [], 'GET /api/user/balance/ledger': () => new FakeError(500, { code: 'INTERNAL', message: 'boom' }),
      'GET /api/user/promo-credit/total': () => ({ total: 0 }),
      'GET /api/promo-credit/services': () => ({ available: 0, categories: [], withVoucher: false }),
    });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'We could not load your balance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
