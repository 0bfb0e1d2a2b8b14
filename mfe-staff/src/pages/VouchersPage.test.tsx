import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@storefront/testing';
import type { StaffCustomerDetail, StaffVoucher } from '@storefront/contracts';
import { renderStaffAt, STAFF_USER } from '../test/render-staff';

const WELCOME: StaffVoucher = {
  code: 'WELCOME10',
  discountType: 'percent',
  value: 10,
  validUntil: null,
  minSubtotal: 0,
  categories: null,
  maxUses: null,
  perUserOnce: true,
  active: true,
  description: '10% off',
  uses: 2,
  discountGiven: 450,
  state: 'active',
};

describe('the vouchers page', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('creates a voucher in whole cents with Bangkok time, after a reason; a typing mistake is said and nothing is sent', async () => {
    api = fakeApi({
      'GET /api/admin/vouchers': () => ({ items: [WELCOME] }),
      'GET /api/admin/audit': () => ({ items: [] }),
      'POST /api/admin/vouchers': (call) => ({ ...WELCOME, ...(call.data as object), uses: 0, discountGiven: 0, state: 'active' }),
    });
    renderStaffAt('/staff/vouchers');
    expect(await screen.findByRole('rowheader', { name: /WELCOME10/ })).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Create a voucher' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Code/ }), 'autumn5');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount off (USD)' }), '5.1x');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Domains' }));
    await userEvent.type(within(form).getByLabelText(/Valid until/), '2026-12-31T23:59');
    await userEvent.click(within(form).getByRole('button', { name: 'Create voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a voucher' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'autumn campaign');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create voucher' }));
    expect(await within(dialog).findByText('Enter an amount off in USD above 0, e.g. 5 or 2.50.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Amount off (USD)' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount off (USD)' }), '5.10');
    await userEvent.click(within(form).getByRole('button', { name: 'Create voucher' }));
    const again = await screen.findByRole('dialog', { name: 'Create a voucher' });
    await userEvent.type(within(again).getByRole('textbox', { name: 'Reason' }), 'autumn campaign');
    await userEvent.click(within(again).getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByText('Voucher AUTUMN5 created.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.data).toEqual({
      code: 'AUTUMN5',
      discountType: 'fixed',
      value: 510,
      validUntil: '2026-12-31T16:59:00.000Z',
      minSubtotal: 0,
      categories: ['DOMAIN'],
      maxUses: null,
      perUserOnce: true,
      description: '',
      reason: 'autumn campaign',
    });
  });

  it('pauses a voucher with a reason and shows its redemptions', async () => {
    api = fakeApi({
      'GET /api/admin/vouchers': () => ({ items: [WELCOME] }),
      'GET /api/admin/audit': () => ({ items: [] }),
      'PATCH /api/admin/vouchers/WELCOME10': () => ({ ...WELCOME, active: false, state: 'paused' }),
      'GET /api/admin/vouchers/WELCOME10/redemptions': () => ({ items: [{ id: 'r1', orderId: 'abcdef12-0000', userId: 'u1', email: 'demo@example.com', discount: 225, at: '2026-11-20T03:00:00.000Z' }] }),
    });
    renderStaffAt('/staff/vouchers');
    await userEvent.click(await screen.findByRole('button', { name: 'Pause WELCOME10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause WELCOME10' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'stock issue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('WELCOME10 is paused.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.data).toEqual({ active: false, reason: 'stock issue' });

    await userEvent.click(screen.getByRole('button', { name: 'Redemptions of WELCOME10' }));
    const redemptions = (await screen.findByRole('heading', { name: 'Redemptions of WELCOME10' })).parentElement!;
    expect(await within(redemptions).findByText('demo@example.com')).toBeInTheDocument();
    expect(within(redemptions).getByText('$2.25')).toBeInTheDocument();
  });
});

const DETAIL: StaffCustomerDetail = {
  user: { ...STAFF_USER, id: 'c1', email: 'dara@example.com', firstName: 'Dara', lastName: 'Chan', role: 'customer', banned: false, mustChangePassword: false } as StaffCustomerDetail['user'],
  createdAt: '2026-01-05T02:00:00.000Z',
  balance: { total: 1234, entries: [{ id: 'b1', amount: 1234, kind: 'adjustment', reference: null, reason: 'goodwill', createdBy: 'u-staff', createdAt: '2026-11-20T03:00:00.000Z' }] },
  promoCredit: { total: 0, entries: [] },
  services: [],
  invoices: [{ id: 'i1', number: 'INV-000042', orderId: null, total: 5500, status: 'unpaid', issuedAt: '2026-11-21T03:00:00.000Z', paidAt: null }],
  signIns: [{ createdAt: '2026-11-22T03:00:00.000Z', ip: '203.0.113.9', device: 'desktop' }],
  audit: [],
};

describe("a customer's page", () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('shows the ledgers, invoices and sign-ins, and issues a manual invoice in whole cents with a reason', async () => {
    api = fakeApi({
      'GET /api/admin/customers/c1': () => DETAIL,
      'POST /api/admin/users/c1/invoices': () => ({ id: 'i2', number: 'INV-000043', total: 2725 }),
    });
    renderStaffAt('/staff/customers/c1');
    expect(await screen.findByRole('heading', { name: 'Dara Chan', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Balance: $12.34' })).toBeInTheDocument();
    expect(screen.getByText('goodwill')).toBeInTheDocument();
    expect(screen.getByText('INV-000042')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
    expect(screen.getByText('No services or domains.')).toBeInTheDocument();

    const line = screen.getByRole('group', { name: 'Line 1' });
    await userEvent.type(within(line).getByRole('textbox', { name: 'Description' }), 'Migration work');
    await userEvent.clear(within(line).getByRole('textbox', { name: 'Quantity' }));
    await userEvent.type(within(line).getByRole('textbox', { name: 'Quantity' }), '1');
    await userEvent.type(within(line).getByRole('textbox', { name: 'Unit price (USD)' }), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a manual invoice to dara@example.com' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'agreed by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('Invoice INV-000043 issued: $27.25 with VAT.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.data).toEqual({ lines: [{ description: 'Migration work', qty: 1, unitPrice: 2500 }], reason: 'agreed by phone' });
  });
});
