import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { registerCheckoutTranslations } from '../i18n/register';
import { BULK_ID, bulk, signedInStore } from '../test/fixtures';
import OnlinePaymentPage from './OnlinePaymentPage';

registerCheckoutTranslations();

const invoice = (id: string, number: string, total: number) => ({ id, number, orderId: null, total, status: 'unpaid' as const, issuedAt: '2026-11-01T00:00:00.000Z', paidAt: null });
const INVOICES = { items: [invoice('inv-1', 'INV-0001', 1000), invoice('inv-2', 'INV-0002', 2000), invoice('inv-3', 'INV-0003', 4550)], total: 3 };

describe('OnlinePaymentPage', () => {
  it('selects invoices (select all), shows the selected total and pays them from the balance', async () => {
    const api = fakeApi({
      'GET /api/users/online-invoices': () => INVOICES,
      'POST /api/online-payment': () => bulk({ invoiceIds: ['inv-1', 'inv-2', 'inv-3'], total: 7550 }),
      'GET /api/user/balance': () => ({ balance: 10000 }),
      [`POST /api/online-payment/${BULK_ID}/balance`]: () => ({ bulkPaymentId: BULK_ID, status: 'paid', invoiceIds: ['inv-1'], amount: 7550, balance: 2450 }),
    });
    renderWithStorefront(<OnlinePaymentPage />, { store: signedInStore(), path: '/online-payment', route: '/online-payment' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select invoice INV-0002' }));
    expect(screen.getByTestId('selected-total')).toHaveTextContent('$20.00');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all (3 invoices)' }));
    expect(screen.getByTestId('selected-total')).toHaveTextContent('$75.50');
    await userEvent.click(screen.getByRole('button', { name: 'Pay selected' }));
    expect(api.calls.find((c) => c.url === '/api/online-payment')?.data).toEqual({ invoiceIds: ['inv-1', 'inv-2', 'inv-3'] });
    expect(await screen.findByTestId('bulk-total')).toHaveTextContent('$75.50');
    await userEvent.click(await screen.findByRole('radio', { name: 'Account balance' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $75.50' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    api.restore();
  });

  it('says when nothing is unpaid', async () => {
    const api = fakeApi({ 'GET /api/users/online-invoices': () => ({ items: [], total: 0 }) });
    renderWithStorefront(<OnlinePaymentPage />, { store: signedInStore(), path: '/online-payment', route: '/online-payment' });
    expect(await screen.findByRole('heading', { name: 'No unpaid invoices' })).toBeInTheDocument();
    api.restore();
  });

  it('pays with a provider with the bulk return paths', async () => {
    const api = fakeApi({
      'GET /api/users/online-invoices': () => INVOICES,
      'POST /api/online-payment': () => bulk(),
      'GET /api/user/balance': () => ({ balance: 0 }),
      'POST /api/payments': () => ({ sessionId: 's', kind: 'bulk', id: BULK_ID, method: 'wireTransfer', status: 'pending', amount: 3000, fee: 0, charge: 3000, redirectUrl: null, expiresAt: null, instructions: null, failure: null, invoiceIds: [], createdAt: '' }),
    });
    renderWithStorefront(<OnlinePaymentPage />, { store: signedInStore(), path: '/online-payment', route: '/online-payment' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select invoice INV-0001' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay selected' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Wire transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
    await waitFor(() => expect(screen.getByText('Navigated away')).toBeInTheDocument());
    expect(api.calls.find((c) => c.url === '/api/payments')?.data).toEqual({
      kind: 'bulk',
      id: BULK_ID,
      method: 'wireTransfer',
      continuePath: `/payment/success?bulkPaymentId=${BULK_ID}`,
      cancelPath: `/online-payment?bulkPaymentId=${BULK_ID}`,
    });
    api.restore();
  });
});
