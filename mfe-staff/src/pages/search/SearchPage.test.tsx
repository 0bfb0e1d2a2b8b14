import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@storefront/testing';
import type { StaffSearch } from '@storefront/contracts';
import { renderStaffAt } from '../../test/render-staff';

const FOUND: StaffSearch = {
  customers: [{ id: 'c1', email: 'dara@example.com', firstName: 'Dara', lastName: 'Chan', phoneNumber: '+85512345678', banned: false, createdAt: '2026-12-02T09:00:00.000Z', balance: 0, country: 'KH' } as StaffSearch['customers'][number]],
  orders: [{ id: '7c0d2a4e-1111-4000-8000-000000000001', status: 'paid', method: 'balance', customer: { id: 'c1', email: 'dara@example.com' }, items: 1, subtotal: 1500, vat: 150, total: 1650, invoiceNumber: 'INV-000042', refunded: false, createdAt: '2026-12-02T09:00:00.000Z', paidAt: '2026-12-02T09:01:00.000Z' }],
  domains: [{ id: 'd1', domain: 'kampot-pepper.com', customer: { id: 'c1', email: 'dara@example.com' }, expiresAt: '2027-12-02T09:00:00.000Z' }],
  services: [{ id: 's1', kind: 'cloud-server', name: 'angkor-web', status: 'active', ip: '203.0.113.7', customer: { id: 'c1', email: 'dara@example.com' } }],
};

describe('issue 32.3: the one search box', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('searches from any console page and lists what it found, each a link, with the lists for the rest', async () => {
    api = fakeApi({ 'GET /api/admin/orders': () => ({ items: [], next: null }), 'GET /api/admin/search': () => FOUND });
    renderStaffAt('/staff/orders');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search the console' }), { target: { value: ' 012 345 678 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search the console' }));
    expect(await screen.findByRole('heading', { name: 'Results for “012 345 678”' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'dara@example.com' })).toHaveAttribute('href', '/staff/customers/c1');
    expect(screen.getByRole('link', { name: 'INV-000042' })).toHaveAttribute('href', '/staff/orders/7c0d2a4e-1111-4000-8000-000000000001');
    expect(screen.getByRole('link', { name: 'kampot-pepper.com' })).toHaveAttribute('href', '/staff/customers/c1');
    expect(within(screen.getByRole('link', { name: 'angkor-web' }).closest('li')!).getByText(/203\.0\.113\.7/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Every order matching' })).toHaveAttribute('href', '/staff/orders?q=012+345+678');
    expect(api.calls.find((call) => call.url === '/api/admin/search')!.params).toEqual({ q: '012 345 678' });
  });

  it('says when nothing matches, and asks for 2 characters before searching', async () => {
    api = fakeApi({ 'GET /api/admin/search': () => ({ customers: [], orders: [], domains: [], services: [] }) });
    renderStaffAt('/staff/search?q=nobody');
    expect(await screen.findByText('Nothing matches “nobody”.')).toBeInTheDocument();
    api.restore();
    api = fakeApi({});
    renderStaffAt('/staff/search?q=x');
    expect(await screen.findByText('Type at least 2 characters.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
