import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeError, fakeApi } from '@storefront/testing';
import type { StaffCustomerDetail, UserInfo } from '@storefront/contracts';
import { i18n } from '@storefront/platform';
import { renderStaffAt, STAFF_USER } from '../test/render-staff';

const ADMIN = { ...STAFF_USER, id: 'u-admin', email: 'admin@example.com', role: 'admin' } as UserInfo;
const CUSTOMER = { ...STAFF_USER, id: 'c1', email: 'dara@example.com', firstName: 'Dara', lastName: 'Chan', role: 'customer', banned: false, mustChangePassword: false } as StaffCustomerDetail['user'];
const detail = (user: StaffCustomerDetail['user'] = CUSTOMER): StaffCustomerDetail => ({
  user,
  createdAt: '2026-01-05T02:00:00.000Z',
  balance: { total: 0, entries: [] },
  promoCredit: { total: 0, entries: [] },
  services: [],
  invoices: [],
  signIns: [],
  audit: [],
});

/** Opens the role dialog on dara's page, picks `role`, gives a reason and saves; answers the dialog. */
async function changeRole(role: string, name = 'Change the role of dara@example.com', labels = { role: 'New role', reason: 'Reason', save: 'Save' }) {
  await userEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: labels.role }), role);
  await userEvent.type(within(dialog).getByRole('textbox', { name: labels.reason }), 'joins the support team');
  await userEvent.click(within(dialog).getByRole('button', { name: labels.save }));
  return dialog;
}

describe("issue 28.1 follow-up: an account's role on the customer's page", () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(async () => {
    api?.restore();
    await act(() => i18n.changeLanguage('en'));
  });

  it("issue 28.1 follow-up: an admin changes a customer's role with a reason, and the page reads again", async () => {
    let role: StaffCustomerDetail['user']['role'] = 'customer';
    api = fakeApi({
      'GET /api/admin/customers/c1': () => detail({ ...CUSTOMER, role }),
      'PUT /api/admin/users/c1/role': () => {
        role = 'support';
        return { ...CUSTOMER, role };
      },
    });
    renderStaffAt('/staff/customers/c1', ADMIN);
    await changeRole('support');
    expect(await screen.findByText('The role of dara@example.com is now Support.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.data).toEqual({ role: 'support', reason: 'joins the support team' });
    expect(api.calls.filter((call) => call.method === 'GET' && call.url === '/api/admin/customers/c1')).toHaveLength(2);
  });

  it('issue 28.1 follow-up: the rank rule and the last admin are refused in the console\'s words', async () => {
    api = fakeApi({
      'GET /api/admin/customers/c1': () => detail(),
      'PUT /api/admin/users/c1/role': (call) =>
        (call.data as { role: string }).role === 'admin'
          ? new FakeError(403, { code: 'FORBIDDEN', message: 'You do not have permission to act on an account whose role is the same as or higher than yours', details: { rule: 'rank' } })
          : new FakeError(403, { code: 'FORBIDDEN', message: 'You do not have permission to ban or demote the last admin', details: { rule: 'lastAdmin' } }),
    });
    renderStaffAt('/staff/customers/c1', ADMIN);
    const dialog = await changeRole('admin');
    expect(await within(dialog).findByText('You can change only the role of an account below yours, and only to a role below yours.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'New role' }), 'finance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This is the last admin who can sign in: the console always keeps one.')).toBeInTheDocument();
  });

  it('issue 28.1 follow-up: a missing capability shows the api\'s permission message, and the refusals are said in Khmer', async () => {
    api = fakeApi({
      'GET /api/admin/customers/c1': () => detail(),
      'PUT /api/admin/users/c1/role': (call) =>
        (call.data as { role: string }).role === 'finance'
          ? new FakeError(403, { code: 'FORBIDDEN', message: 'You do not have permission to change staff roles', details: { capability: 'staff.manage' } })
          : new FakeError(403, { code: 'FORBIDDEN', message: 'You do not have permission to act on an account whose role is the same as or higher than yours', details: { rule: 'rank' } }),
    });
    await act(() => i18n.changeLanguage('km'));
    renderStaffAt('/staff/customers/c1', ADMIN);
    const dialog = await changeRole('finance', 'ប្ដូរតួនាទីរបស់ dara@example.com', { role: 'តួនាទីថ្មី', reason: i18n.t('reason.label', { ns: 'staff' }), save: i18n.t('actions.save', { ns: 'staff' }) });
    expect(await within(dialog).findByText('អ្នកមិនមានសិទ្ធិប្ដូរតួនាទីបុគ្គលិកទេ')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'តួនាទីថ្មី' }), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('actions.save', { ns: 'staff' }) }));
    expect(await within(dialog).findByText('អ្នកអាចប្ដូរតួនាទីបានតែគណនីដែលទាបជាងអ្នក ហើយបានតែទៅតួនាទីដែលទាបជាងអ្នកប៉ុណ្ណោះ។')).toBeInTheDocument();
  });

  it('issue 28.1 follow-up: a role without staff.manage does not see the control', async () => {
    api = fakeApi({ 'GET /api/admin/customers/c1': () => detail() });
    renderStaffAt('/staff/customers/c1');
    expect(await screen.findByRole('button', { name: 'Ban dara@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the role of dara@example.com' })).not.toBeInTheDocument();
  });
});
