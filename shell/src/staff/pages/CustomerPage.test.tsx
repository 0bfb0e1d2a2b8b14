import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@storefront/testing';
import type { StaffCustomerDetail } from '@storefront/contracts';
import { renderStaffAt, STAFF_USER } from '../../test/render-staff';

const DETAIL: StaffCustomerDetail = {
  user: { ...STAFF_USER, id: 'c1', email: 'dara@example.com', firstName: 'Dara', lastName: 'Chan', role: 'customer', banned: false, mustChangePassword: false } as StaffCustomerDetail['user'],
  createdAt: '2026-01-05T02:00:00.000Z',
  balance: { total: 0, entries: [] },
  promoCredit: { total: 0, entries: [] },
  services: [],
  invoices: [],
  signIns: [],
  audit: [],
};

const renderCustomer = () => renderStaffAt('/staff/customers/c1');

async function fillLineAndIssue(awsAccountId: string) {
  const line = await screen.findByRole('group', { name: 'Line 1' });
  await userEvent.type(within(line).getByRole('textbox', { name: 'Description' }), 'AWS consulting — migration workshop');
  await userEvent.type(within(line).getByRole('textbox', { name: 'Unit price (USD)' }), '60');
  await userEvent.type(screen.getByRole('textbox', { name: /AWS account id/ }), awsAccountId);
  await userEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Issue a manual invoice to dara@example.com' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'workshop on 20 November');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
  return dialog;
}

describe("a customer's page: an AWS consulting invoice", () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('issues a manual invoice for the customer\'s AWS account through the same form', async () => {
    api = fakeApi({
      'GET /api/admin/customers/c1': () => DETAIL,
      'POST /api/admin/users/c1/invoices': () => ({ id: 'i9', number: 'INV-000050', total: 6600 }),
    });
    renderCustomer();
    await fillLineAndIssue('123456789012');
    expect(await screen.findByText('Invoice INV-000050 issued: $66.00 with VAT.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.data).toEqual({
      lines: [{ description: 'AWS consulting — migration workshop', qty: 1, unitPrice: 6000 }],
      awsAccountId: '123456789012',
      reason: 'workshop on 20 November',
    });
  });

  it('refuses an AWS account id that is not 12 digits, and sends nothing', async () => {
    api = fakeApi({ 'GET /api/admin/customers/c1': () => DETAIL });
    renderCustomer();
    const dialog = await fillLineAndIssue('12345');
    expect(await within(dialog).findByText('The AWS account id is 12 digits, or leave it empty.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
