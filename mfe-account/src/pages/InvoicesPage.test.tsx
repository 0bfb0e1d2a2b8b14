import { screen, within } from '@testing-library/react';
import type { InvoiceSummary } from '@storefront/contracts';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { InvoicesPage } from './InvoicesPage';

const base = { orderId: 'o1', paidAt: null, issuedAt: '2026-11-20T03:00:00.000Z' };
const INVOICES: InvoiceSummary[] = [
  { ...base, id: 'i3', number: 'INV-2026-0003', total: 1540, status: 'unpaid' },
  { ...base, id: 'i2', number: 'INV-2026-0002', orderId: null, total: 2200, status: 'unpaid' },
  { ...base, id: 'i1', number: 'INV-2026-0001', total: 1399, status: 'paid', paidAt: '2026-11-20T04:00:00.000Z' },
];

function renderSignedIn() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<InvoicesPage />, { store, path: '/account/invoices' });
}

describe('InvoicesPage', () => {
  it('lists the invoices with their totals, status and links, and invites to pay the unpaid ones', async () => {
    fakeApi({ 'GET /api/user/invoices': () => ({ items: INVOICES }) });
    renderSignedIn();
    const list = await screen.findByRole('list', { name: 'Your invoices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Invoice INV-2026-0003' })).toHaveAttribute('href', '/account/invoices/i3');
    expect(within(rows[0]!).getByText('$15.40')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Unpaid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Issued Nov 20, 2026')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Paid')).toBeInTheDocument();

    expect(screen.getByText('You have 2 unpaid invoices')).toBeInTheDocument();
    expect(screen.getByText('Amount due: $37.40')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay invoices' })).toHaveAttribute('href', '/online-payment');
  });

  it('offers no payment when every invoice is paid', async () => {
    fakeApi({ 'GET /api/user/invoices': () => ({ items: [INVOICES[2]] }) });
    renderSignedIn();
    await screen.findByRole('list', { name: 'Your invoices' });
    expect(screen.queryByRole('link', { name: 'Pay invoices' })).toBeNull();
  });

  it('says when there are no invoices yet', async () => {
    fakeApi({ 'GET /api/user/invoices': () => ({ items: [] }) });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'You have no invoices yet' })).toBeInTheDocument();
  });

  it('shows a retry when the list cannot load', async () => {
    fakeApi({ 'GET /api/user/invoices': () => new FakeError(500, { code: 'INTERNAL', message: 'boom' }) });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'We could not load your invoices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
