import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/platform';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { BULK_ID, bulk, signedInStore } from '../test/fixtures';
import OnlinePaymentPage from './OnlinePaymentPage';

const invoice = (id: string, number: string, total: number) => ({ id, number, orderId: null, total, status: 'unpaid' as const, issuedAt: '2026-11-01T00:00:00.000Z', paidAt: null });
const INVOICES = { items: [invoice('inv-1', 'INV-0001', 1000), invoice('inv-2', 'INV-0002', 2000), invoice('inv-3', 'INV-0003', 4550)], total: 3 };
const NO_AWS = { items: [], total: 0 };
const contract = { id: 'ct-aws-1', kind: 'aws-account' as const, number: 'CT-2026-000004', title: 'AWS account agreement', createdAt: '2026-10-01T00:00:00.000Z', signedAt: '2026-10-01T00:00:00.000Z' };
const AWS = { items: [{ ...invoice('inv-aws', 'INV-0009', 30250), awsAccountId: '123456789012', contract }], total: 30250 };

describe('OnlinePaymentPage', () => {
  it('selects invoices (select all), shows the selected total and pays them from the balance', async () => {
    const api = fakeApi({
      'GET /api/users/online-invoices': () => INVOICES,
      'GET /api/users/online-aws-invoices': () => NO_AWS,
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
    const api = fakeApi({ 'GET /api/users/online-invoices': () => ({ items: [], total: 0 }), 'GET /api/users/online-aws-invoices': () => NO_AWS });
    renderWithStorefront(<OnlinePaymentPage />, { store: signedInStore(), path: '/online-payment', route: '/online-payment' });
    expect(await screen.findByRole('heading', { name: 'No unpaid invoices' })).toBeInTheDocument();
    api.restore();
  });

  it('pays with a provider with the bulk return paths', async () => {
    const api = fakeApi({
      'GET /api/users/online-invoices': () => INVOICES,
      'GET /api/users/online-aws-invoices': () => NO_AWS,
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

  it('lists the AWS consulting invoices beside the others, with their AWS account and contract, and pays them together', async () => {
    const api = fakeApi({
      'GET /api/users/online-invoices': () => INVOICES,
      'GET /api/users/online-aws-invoices': () => AWS,
      'POST /api/online-payment': () => bulk({ invoiceIds: ['inv-1', 'inv-aws'], total: 31250 }),
      'GET /api/user/balance': () => ({ balance: 0 }),
    });
    renderWithStorefront(<OnlinePaymentPage />, { store: signedInStore(), path: '/online-payment', route: '/online-payment' });
    const aws = await screen.findByRole('list', { name: 'AWS consulting invoices' });
    expect(within(aws).getByText('AWS account 123456789012')).toBeInTheDocument();
    expect(within(aws).getByRole('link', { name: 'CT-2026-000004' })).toHaveAttribute('href', '/account/contracts/aws-account/ct-aws-1');
    expect(within(screen.getByRole('list', { name: 'Unpaid invoices' })).queryByText(/AWS account/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select invoice INV-0009' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select invoice INV-0001' }));
    expect(screen.getByTestId('selected-total')).toHaveTextContent('$312.50');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all (4 invoices)' }));
    expect(screen.getByTestId('selected-total')).toHaveTextContent('$378.00');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select invoice INV-0002' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select invoice INV-0003' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay selected' }));
    expect(api.calls.find((c) => c.url === '/api/online-payment')?.data).toEqual({ invoiceIds: ['inv-1', 'inv-aws'] });
    expect(await screen.findByTestId('bulk-total')).toHaveTextContent('$312.50');
    api.restore();
  });

  it('offers AWS consulting invoices alone when nothing else is unpaid', async () => {
    const api = fakeApi({ 'GET /api/users/online-invoices': () => ({ items: [], total: 0 }), 'GET /api/users/online-aws-invoices': () => AWS });
    renderWithStorefront(<OnlinePaymentPage />, { store: signedInStore(), path: '/online-payment', route: '/online-payment' });
    expect(await screen.findByRole('checkbox', { name: 'Select invoice INV-0009' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No unpaid invoices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Unpaid invoices' })).not.toBeInTheDocument();
    api.restore();
  });

  it('keeps the other invoices payable when the AWS list fails, and retries it', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/users/online-invoices': () => INVOICES,
      'GET /api/users/online-aws-invoices': () => (fail ? new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }) : AWS),
    });
    renderWithStorefront(<OnlinePaymentPage />, { store: signedInStore(), path: '/online-payment', route: '/online-payment' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your AWS consulting invoices.');
    expect(screen.getByRole('checkbox', { name: 'Select invoice INV-0001' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('AWS account 123456789012')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    api.restore();
  });

  it('reads in Khmer', async () => {
    const api = fakeApi({ 'GET /api/users/online-invoices': () => INVOICES, 'GET /api/users/online-aws-invoices': () => AWS });
    await act(() => i18n.changeLanguage('km'));
    try {
      renderWithStorefront(<OnlinePaymentPage />, { store: signedInStore(), path: '/km/online-payment', route: '/km/online-payment' });
      // compared without word joiners (the Khmer lint glues compounds with them)
      const plain = (text: string) => text.replace(/\u2060/g, '');
      expect(await screen.findByRole('list', { name: (name) => plain(name) === 'វិក្កយបត្រប្រឹក្សាយោបល់ AWS' })).toBeInTheDocument();
      expect(screen.getByText((_, element) => element?.tagName === 'SPAN' && plain(element.textContent ?? '') === 'គណនី AWS 123456789012')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
      api.restore();
    }
  });
});
