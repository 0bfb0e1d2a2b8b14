import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessInvoice } from '@storefront/contracts';
import { createStore, i18n, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { InvoicePage } from './InvoicePage';

const ID = '4f9d7c1e-2b3a-4c5d-8e6f-7a8b9c0d1e2f';
const INVOICE: BusinessInvoice = {
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
  seller: { legalName: 'Storefront Cloud Co., Ltd.', address: 'No. 12, Street 271, Phnom Penh', vatTin: 'K001-902000000' },
  company: { name: 'Angkor Trading Co., Ltd.', address: '25 Norodom Blvd, Phnom Penh', phoneNumber: '+85523456789', vatTin: 'K001-901234568' },
  payment: { method: 'card', reference: 'txn_4242' },
};
const COMPANY = { nameEn: 'Angkor Trading Co., Ltd.', nameKm: 'ក្រុម⁠ហ៊ុន អង្គរ', addressEn: '25 Norodom Blvd, Phnom Penh', addressKm: 'ភ្នំពេញ', phoneNumber: '+85523456789', vatTin: 'K001-901234568' };

function renderSignedIn(prefix = '') {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<InvoicePage />, { store, path: `${prefix}/account/invoices/${ID}`, route: `${prefix}/account/invoices/:id` });
}

describe('InvoicePage', () => {
  it('shows the invoice: number, dates, payment, seller, company, billing contact, lines, totals and due upon receipt; no internal ids', async () => {
    const api = fakeApi({ [`GET /api/user/invoices/${ID}`]: () => INVOICE, 'GET /api/users/company-info': () => ({ companyInfo: COMPANY }) });
    renderSignedIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0007' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toContain(`/api/user/invoices/${ID}`);
    const details = screen.getByRole('region', { name: 'Invoice details' });
    expect(screen.queryByText(ID)).not.toBeInTheDocument();
    expect(screen.queryByText('u1')).not.toBeInTheDocument();
    expect(within(details).getByText('Card')).toBeInTheDocument();
    expect(within(details).getByText('txn_4242')).toBeInTheDocument();
    const seller = screen.getByRole('region', { name: 'Seller' });
    for (const text of ['Storefront Cloud Co., Ltd.', 'No. 12, Street 271, Phnom Penh', 'K001-902000000']) expect(within(seller).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/user/invoices/${ID}/pdf?locale=en`);
    expect(within(details).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(details).getByText('Due upon receipt')).toBeInTheDocument();

    const billing = screen.getByRole('region', { name: 'Billing to' });
    for (const text of ['Angkor Trading Co., Ltd.', '25 Norodom Blvd, Phnom Penh', 'K001-901234568']) expect(within(billing).getByText(text)).toBeInTheDocument();
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

  it('issue 28.14: the Khmer page links the Khmer PDF, and names the country and the VAT in Khmer', async () => {
    const khmerInvoice: BusinessInvoice = {
      ...INVOICE,
      lines: [{ description: 'angkor-shop.com — ការចុះ⁠ឈ្មោះដែន (1 ឆ្នាំ)', qty: 1, unitPrice: 1399, amount: 1399 }],
      seller: { ...INVOICE.seller, address: 'ផ្ទះលេខ ១២ ផ្លូវ ២៧១ រាជធានីភ្នំពេញ' },
    };
    fakeApi({ [`GET /api/user/invoices/${ID}`]: () => khmerInvoice, 'GET /api/users/company-info': () => ({ companyInfo: COMPANY }) });
    await act(() => i18n.changeLanguage('km'));
    try {
      renderSignedIn('/km');
      expect(await screen.findByRole('heading', { level: 1, name: 'វិក្កយបត្រ INV-2026-0007' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'ទាញយក PDF' })).toHaveAttribute('href', `/api/user/invoices/${ID}/pdf?locale=km`);
      expect(screen.getByText('អាករលើតម្លៃបន្ថែម (10%)')).toBeInTheDocument();
      expect(screen.queryByText(/VAT \(/)).not.toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'ចេញវិក្កយបត្រជូន' })).getByText('កម្ពុជា')).toBeInTheDocument();
      expect(screen.getByText('ផ្ទះលេខ ១២ ផ្លូវ ២៧១ រាជធានីភ្នំពេញ')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('issues a company invoice: the form checks each field beside it, focuses the first error, then saves the details', async () => {
    const api = fakeApi({
      [`GET /api/user/invoices/${ID}`]: () => ({ ...INVOICE, company: null }),
      'GET /api/users/company-info': () => ({ companyInfo: null }),
      'PUT /api/users/company-info': (call) => ({ companyInfo: call.data }),
    });
    renderSignedIn();
    const form = await screen.findByRole('form', { name: 'Issue a company invoice' });
    expect(await within(form).findByText(/No company details yet/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save company details' }));
    expect(within(form).getByText('Company name (English) field is required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Company name \(English\)/ })).toHaveFocus();
    const fill = async (label: RegExp, value: string) => userEvent.type(within(form).getByRole('textbox', { name: label }), value);
    await fill(/Company name \(English\)/, COMPANY.nameEn);
    await fill(/Company name \(Khmer\)/, COMPANY.nameKm);
    await fill(/Company address \(English\)/, COMPANY.addressEn);
    await fill(/Company address \(Khmer\)/, COMPANY.addressKm);
    await fill(/Phone number/, COMPANY.phoneNumber);
    await fill(/VAT TIN/, 'K001 9');
    await userEvent.click(within(form).getByRole('button', { name: 'Save company details' }));
    expect(within(form).getByText('VAT TIN is invalid')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.clear(within(form).getByRole('textbox', { name: /VAT TIN/ }));
    await fill(/VAT TIN/, COMPANY.vatTin);
    await userEvent.click(within(form).getByRole('button', { name: 'Save company details' }));
    expect(await within(form).findByText('Your company details are saved and printed on your invoices.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.data).toEqual(COMPANY);
  });

  it('prints the invoice', async () => {
    fakeApi({ [`GET /api/user/invoices/${ID}`]: () => INVOICE, 'GET /api/users/company-info': () => ({ companyInfo: COMPANY }) });
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
