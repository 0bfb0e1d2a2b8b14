import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@storefront/testing';
import type { StaffUser } from '@storefront/contracts';
import { renderStaffAt, STAFF_USER } from '../test/render-staff';

const DARA = { ...STAFF_USER, id: 'c1', email: 'dara@example.com', firstName: 'Dara', lastName: 'Chan', role: 'customer', banned: false, mustChangePassword: false } as unknown as StaffUser;

describe('the customers search (useSearchCustomersQuery)', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  const searchFor = async (text: string) => {
    const field = await screen.findByRole('textbox', { name: 'Email, name or phone' });
    await userEvent.clear(field);
    await userEvent.type(field, text);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  };
  const searches = () => (api?.calls ?? []).filter((call) => call.method === 'GET' && call.url === '/api/admin/customers');

  it('finds customers by the text typed, and asks again when the same text is searched again', async () => {
    api = fakeApi({ 'GET /api/admin/customers': () => ({ items: [DARA] }) });
    renderStaffAt('/staff/customers');
    await searchFor(' dara ');
    expect(await screen.findByRole('link', { name: 'dara@example.com' })).toBeInTheDocument();
    expect(searches().map((call) => call.params)).toEqual([{ q: 'dara' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'dara@example.com' })).toBeInTheDocument();
  });

  it("banning a customer from the results makes them stale ('StaffUser'): the results read again and show the ban", async () => {
    let banned = false;
    api = fakeApi({
      'GET /api/admin/customers': () => ({ items: [{ ...DARA, banned }] }),
      'PUT /api/admin/users/c1/ban': () => {
        banned = true;
        return { ...DARA, banned };
      },
    });
    renderStaffAt('/staff/customers');
    await searchFor('dara');
    const row = await screen.findByRole('row', { name: /dara@example\.com/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Ban dara@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban dara@example.com' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('dara@example.com is banned: their sessions ended.')).toBeInTheDocument();
    expect(await within(screen.getByRole('row', { name: /dara@example\.com/ })).findByText('Banned')).toBeInTheDocument();
    expect(searches()).toHaveLength(2);
  });
});
