import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, FakeError } from '@storefront/testing';
import type { StaffOrderDetail, StaffOrderRow } from '@storefront/contracts';
import { renderStaffAt, STAFF_USER } from '../../test/render-staff';

const row = (id: string, overrides: Partial<StaffOrderRow> = {}): StaffOrderRow => ({
  id,
  status: 'paid',
  method: 'balance',
  customer: { id: 'u-7', email: 'dara@example.com' },
  items: 1,
  subtotal: 1500,
  vat: 150,
  total: 1650,
  invoiceNumber: 'INV-000042',
  refunded: false,
  createdAt: '2026-12-02T09:00:00.000Z',
  paidAt: '2026-12-02T09:01:00.000Z',
  ...overrides,
});
const PAID = row('7c0d2a4e-1111-4000-8000-000000000001');
const OPEN = row('9a1b3c5d-2222-4000-8000-000000000002', { status: 'open', method: null, invoiceNumber: null, paidAt: null });

const detailOf = (order: StaffOrderRow): StaffOrderDetail => ({
  order: { ...order, discount: 0, promoCredit: 0, voucherCode: null, vatRate: 1000 },
  lines: [{ id: 'l1', type: 'domain', title: 'kampot-pepper.com', description: 'Register for 1 year', period: 1, periodUnit: 'year', amount: 1500 }],
  payments: [],
  invoice: order.invoiceNumber ? { id: 'i1', number: order.invoiceNumber, status: 'paid', issuedAt: '2026-12-02T09:01:00.000Z' } : null,
  fulfilment: order.status === 'paid' ? [{ kind: 'domain', id: 'item:l1', subject: 'register kampot-pepper.com', state: 'failed', attempts: 9, lastError: 'registry unreachable', updatedAt: '2026-12-02T10:00:00.000Z' }] : [],
  refund: null,
});

describe('issue 32.2: the orders list', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('lists orders newest first with their customer, status, method, total and invoice, each opening its page', async () => {
    api = fakeApi({ 'GET /api/admin/orders': () => ({ items: [OPEN, PAID], next: null }) });
    renderStaffAt('/staff/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: '9a1b3c5d' })).toHaveAttribute('href', `/staff/orders/${OPEN.id}`);
    expect(within(first!).getByText('Open')).toBeInTheDocument();
    expect(within(first!).getByText('Not chosen')).toBeInTheDocument();
    expect(within(second!).getByText('Paid')).toBeInTheDocument();
    expect(within(second!).getByText('Account balance')).toBeInTheDocument();
    expect(within(second!).getByText('$16.50')).toBeInTheDocument();
    expect(within(second!).getByText('INV-000042')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'dara@example.com' })).toHaveAttribute('href', '/staff/customers/u-7');
    expect(within(table).getByRole('columnheader', { name: /Made/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(api.calls[0]!.params).toEqual({ sort: 'createdAt', dir: 'desc' });
  });

  it('reads its filters from the address and asks for Bangkok days; the CSV link carries the same filters', async () => {
    api = fakeApi({ 'GET /api/admin/orders': () => ({ items: [PAID], next: null }) });
    renderStaffAt('/staff/orders?status=paid&from=2026-12-01&to=2026-12-01');
    await screen.findByRole('table', { name: 'Orders' });
    expect(api.calls[0]!.params).toEqual({ sort: 'createdAt', dir: 'desc', status: 'paid', since: '2026-11-30T17:00:00.000Z', until: '2026-12-01T17:00:00.000Z' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/orders.csv?sort=createdAt&dir=desc&status=paid&since=2026-11-30T17%3A00%3A00.000Z&until=2026-12-01T17%3A00%3A00.000Z');
  });

  it('filters when the form is sent, sorts by total from its heading, and pages forward and back by cursor', async () => {
    api = fakeApi({ 'GET /api/admin/orders': (call) => (call.params?.after === 'c2' ? { items: [OPEN], next: null } : { items: [PAID], next: 'c2' }) });
    renderStaffAt('/staff/orders');
    await screen.findByRole('table', { name: 'Orders' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Order id, invoice number or email' }), { target: { value: 'INV-000042' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show orders' }));
    await waitFor(() => expect(api!.calls.at(-1)!.params).toEqual({ sort: 'createdAt', dir: 'desc', q: 'INV-000042' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sort by Total' }));
    await waitFor(() => expect(api!.calls.at(-1)!.params).toEqual({ sort: 'total', dir: 'desc', q: 'INV-000042' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: '9a1b3c5d' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(api.calls.at(-1)!.params).toEqual({ sort: 'total', dir: 'desc', q: 'INV-000042', after: 'c2' });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: '7c0d2a4e' })).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('says when no order matches', async () => {
    api = fakeApi({ 'GET /api/admin/orders': () => ({ items: [], next: null }) });
    renderStaffAt('/staff/orders?status=processing');
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
  });
});

describe('issue 32.2: one order', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('shows its facts, lines, invoice and a failed fulfilment; support can cancel an open order with a reason', async () => {
    let cancelled = false;
    api = fakeApi({
      [`GET /api/admin/orders/${PAID.id}`]: () => detailOf(PAID),
      [`GET /api/admin/orders/${OPEN.id}`]: () => detailOf(cancelled ? { ...OPEN, status: 'cancelled' } : OPEN),
      [`POST /api/admin/orders/${OPEN.id}/cancel`]: () => {
        cancelled = true;
        return detailOf({ ...OPEN, status: 'cancelled' });
      },
    });
    const { unmount } = renderStaffAt(`/staff/orders/${PAID.id}`);
    expect(await screen.findByRole('heading', { name: 'Order 7c0d2a4e' })).toBeInTheDocument();
    expect(screen.getByText('Invoice INV-000042: paid, issued Dec 2, 2026, 04:01 PM')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'What it bought' })).getByText('1 year')).toBeInTheDocument();
    const fulfilment = screen.getByRole('table', { name: 'Fulfilment' });
    expect(within(fulfilment).getByText('Domain · register kampot-pepper.com')).toBeInTheDocument();
    expect(within(fulfilment).getByText('registry unreachable')).toBeInTheDocument();
    // Support may not refund (finance and admin hold refunds.issue), and a paid order is not cancelled.
    expect(screen.queryByRole('button', { name: 'Refund to the balance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    unmount();

    renderStaffAt(`/staff/orders/${OPEN.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Customer asked by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order was cancelled.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')!.data).toEqual({ reason: 'Customer asked by phone' });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  it('finance refunds a paid order to the balance', async () => {
    api = fakeApi({
      [`GET /api/admin/orders/${PAID.id}`]: () => detailOf(PAID),
      [`POST /api/admin/orders/${PAID.id}/refund`]: () => ({ orderId: PAID.id, amount: 1650, promoCredit: 0, cashbackReversed: 0, referralClawedBack: 0 }),
    });
    renderStaffAt(`/staff/orders/${PAID.id}`, { ...STAFF_USER, role: 'finance' });
    fireEvent.click(await screen.findByRole('button', { name: 'Refund to the balance' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Registry refused the name' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund to the balance' }));
    expect(await screen.findByText("Refunded $16.50 to the customer's balance.")).toBeInTheDocument();
  });

  it('says so when there is no such order, with a retry', async () => {
    api = fakeApi({ [`GET /api/admin/orders/${PAID.id}`]: () => new FakeError(404, { code: 'ORDER_NOT_FOUND', message: 'Order not found' }) });
    renderStaffAt(`/staff/orders/${PAID.id}`);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/order/i);
  });
});
