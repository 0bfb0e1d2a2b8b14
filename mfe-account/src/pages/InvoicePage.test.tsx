import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '@storefront/contracts';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { registerAccountTranslations } from '../i18n/register';
import { InvoicePage } from './InvoicePage';

registerAccountTranslations();

const ID = '4f9d7c1e-2b3a-4c5d-8e6f-7a8b9c0d1e2f';
const INVOICE: Invoice = {
  id: ID,
  number: 'INV-2026-0007',
  orderId: null,
  customerId: 'u1',
  total: 3058,
  promoCredit: 0,
  status: 'paid',
  issuedAt: '2026-11-20T03:00:00.000Z',
  paidAt: '2026-11-21T03:00:00.000Z',
  billingTo: {
    firstName: 'Sokha',
    lastName: 'Chan',
    organization: 'Angkor Tea Co.',
    identityNumber: 'K001-901234567',
    phoneNumber: '+85512345678',
    email: 'billing@angkor.example',
    address1: '12 Street 310',
    address2: null,
    stateProvince: 'Phnom Penh',
    postalCode: '120101',
    city: 'Phnom Penh',
    country: 'KH',
  },
  lines: [
    { description: 'angkor-shop.com — register, 1 year', qty: 1, unitPrice: 1399, amount: 1399 },
    { description: 'PositiveSSL', qty: 2, unitPrice: 700, amount: 1400 },
  ],
  subtotal: 2799,
  discount: 19,
  vatName: 'VAT',
  vatPercent: 10,
  vat: 278,
  due: 'due upon receipt',
};

function renderSignedIn() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<InvoicePage />, { store, path: `/account/invoices/${ID}`, route: '/account/invoices/:id' });
}

describe('InvoicePage', () => {
  it('shows the invoice: ids, dates, billing contact, lines, totals and due upon receipt', async () => {
    const api = fakeApi({ [`GET /api/user/invoices/${ID}`]: () => INVOICE });
    renderSignedIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0007' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual([`/api/user/invoices/${ID}`]);
    const details = screen.getByRole('region', { name: 'Invoice details' });
    expect(within(details).getByText(ID)).toBeInTheDocument();
    expect(within(details).getByText('u1')).toBeInTheDocument();
    expect(within(details).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(details).getByText('Due upon receipt')).toBeInTheDocument();

    const billing = screen.getByRole('region', { name: 'Billing to' });
    for (const text of ['Sokha Chan', 'Angkor Tea Co.', 'K001-901234567', '12 Street 310', '120101', 'Cambodia', 'billing@angkor.example', '+85512345678']) {
      expect(within(billing).getByText(text)).toBeInTheDocument();
    }

    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Description', 'Qty', 'Unit price', 'Amount']);
    const ssl = within(table).getByRole('row', { name: /PositiveSSL/ });
    expect(within(ssl).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['PositiveSSL', '2', '$7.00', '$14.00']);

    expect(screen.getByText('$27.99')).toBeInTheDocument();
    expect(screen.getByText('−$0.19')).toBeInTheDocument();
    expect(screen.getByText('VAT (10%)')).toBeInTheDocument();
    expect(screen.getByText('$2.78')).toBeInTheDocument();
    expect(screen.getByText('$30.58')).toBeInTheDocument();
  });

  it('prints the invoice', async () => {
    fakeApi({ [`GET /api/user/invoices/${ID}`]: () => INVOICE });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('shows the not-found page for an invoice that is not the customer’s', async () => {
    fakeApi({ [`GET /api/user/invoices/${ID}`]: () => new FakeError(404, { code: 'NOT_FOUND', message: 'Not found' }) });
    renderSignedIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'This invoice could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my invoices' })).toHaveAttribute('href', '/account/invoices');
  });

  it('offers a retry when the invoice cannot load', async () => {
    fakeApi({ [`GET /api/user/invoices/${ID}`]: () => new FakeError(500, { code: 'INTERNAL', message: 'boom' }) });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'We could not load this invoice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
