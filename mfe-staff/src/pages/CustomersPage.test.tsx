import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@storefront/testing';
import type { StaffCustomerRow } from '@storefront/contracts';
import { renderStaffAt, STAFF_USER } from '../test/render-staff';

const DARA = {
  ...STAFF_USER,
  id: 'c1',
  email: 'dara@example.com',
  firstName: 'Dara',
  lastName: 'Chan',
  role: 'customer',
  banned: false,
  mustChangePassword: false,
  createdAt: '2026-12-02T09:00:00.000Z',
  balance: 2500,
  country: 'KH',
} as unknown as StaffCustomerRow;
const SOPHEA = { ...DARA, id: 'c2', email: 'sophea@example.com', firstName: 'Sophea', balance: 0, country: null } as StaffCustomerRow;

describe('the customers list (useSearchCustomersQuery)', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  const asks = () => (api?.calls ?? []).filter((call) => call.method === 'GET' && call.url === '/api/admin/customers').map((call) => call.params);

  it('issue 32.2: lists every account newest first without a search, with when they joined, their balance and country', async () => {
    api = fakeApi({ 'GET /api/admin/customers': () => ({ items: [DARA, SOPHEA], next: null }) });
    renderStaffAt('/staff/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'dara@example.com' })).toHaveAttribute('href', '/staff/customers/c1');
    expect(within(first!).getByText('$25.00')).toBeInTheDocument();
    expect(within(first!).getByText('KH')).toBeInTheDocument();
    expect(within(first!).getByText('Dec 2, 2026, 04:00 PM')).toBeInTheDocument();
    expect(within(second!).getByText('$0.00')).toBeInTheDocument();
    expect(asks()).toEqual([{}]);
  });

  it('finds by the text typed and filters by state, country and balance, kept in the address; the same search asks again', async () => {
    api = fakeApi({ 'GET /api/admin/customers': () => ({ items: [DARA], next: null }) });
    renderStaffAt('/staff/customers?status=banned');
    expect(await screen.findByRole('link', { name: 'dara@example.com' })).toBeInTheDocument();
    expect(asks()).toEqual([{ status: 'banned' }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email, name or phone' }), ' dara ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Billing country (2 letters)' }), 'kh');
    await userEvent.type(screen.getByRole('textbox', { name: 'Balance at least (USD)' }), '10.50');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asks().at(-1)).toEqual({ q: 'dara', status: 'banned', country: 'KH', minBalance: 1050 }));
    const before = asks().length;
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asks()).toHaveLength(before + 1));
  });

  it('says what is wrong with a country or an amount instead of asking', async () => {
    api = fakeApi({ 'GET /api/admin/customers': () => ({ items: [], next: null }) });
    renderStaffAt('/staff/customers?country=Cambodia&minBalance=ten');
    expect(await screen.findByText('A country is its two-letter code, e.g. KH or TH.')).toBeInTheDocument();
    expect(asks()).toEqual([]);
  });

  it('pages forward by cursor and back', async () => {
    api = fakeApi({ 'GET /api/admin/customers': (call) => (call.params?.after === 'n2' ? { items: [SOPHEA], next: null } : { items: [DARA], next: 'n2' }) });
    renderStaffAt('/staff/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'sophea@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'dara@example.com' })).toBeInTheDocument();
  });

  it("banning a customer from the list makes it stale ('StaffUser'): it reads again and shows the ban", async () => {
    let banned = false;
    api = fakeApi({
      'GET /api/admin/customers': () => ({ items: [{ ...DARA, banned }], next: null }),
      'PUT /api/admin/users/c1/ban': () => {
        banned = true;
        return { ...DARA, banned };
      },
    });
    renderStaffAt('/staff/customers');
    const row = await screen.findByRole('row', { name: /dara@example\.com/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Ban dara@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban dara@example.com' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('dara@example.com is banned: their sessions ended.')).toBeInTheDocument();
    expect(await within(await screen.findByRole('row', { name: /dara@example\.com/ })).findByText('Banned')).toBeInTheDocument();
    expect(asks()).toHaveLength(2);
  });
});
