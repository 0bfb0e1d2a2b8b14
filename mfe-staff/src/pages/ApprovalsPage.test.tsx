import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, FakeError } from '@storefront/testing';
import type { StaffApprovalListItem } from '@storefront/contracts';
import { i18n } from '@storefront/platform';
import { renderStaffAt, STAFF_USER } from '../test/render-staff';

const PENDING: StaffApprovalListItem = {
  id: '11111111-1111-4111-8111-111111111111',
  action: 'adjustBalance',
  capability: 'balance.adjust',
  target: 'user:u-7',
  request: { params: { userId: 'u-7' }, body: { amount: 20000, reason: 'refund agreed by phone' } },
  requestedBy: 'colleague@example.com',
  requestReason: 'refund agreed by phone',
  requestedAt: '2026-12-02T09:00:00.000Z',
  status: 'pending',
  decidedBy: null,
  decisionReason: null,
  decidedAt: null,
  outcome: null,
  account: { id: 'u-7', email: 'dara@example.com', name: 'Dara Chan' },
};

describe('issue 28.1: the approvals page and the permission refusal', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it("issue 28.1: lists a colleague's waiting change and approves it with a reason; one's own request cannot be decided", async () => {
    const own = { ...PENDING, id: '22222222-2222-4222-8222-222222222222', target: 'user:u-8', requestedBy: STAFF_USER.email, account: { id: 'u-8', email: 'vann@example.com', name: '' } };
    api = fakeApi({
      'GET /api/admin/approvals': () => ({ items: [PENDING, own] }),
      [`POST /api/admin/approvals/${PENDING.id}/approve`]: (call) => ({ ...PENDING, status: 'approved', decidedBy: STAFF_USER.email, decisionReason: (call.data as { reason: string }).reason }),
    });
    renderStaffAt('/staff/approvals');
    expect(await screen.findByRole('heading', { name: 'Approvals', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Your request: another staff member decides it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve the change of vann@example.com' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve the change of dara@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the change of dara@example.com' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'checked the call log');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved and made: dara@example.com.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.data).toEqual({ reason: 'checked the call log' });
  });

  it('issue 28.1: a refused capability shows the permission message in the console', async () => {
    api = fakeApi({
      'GET /api/admin/approvals': () => new FakeError(403, { code: 'FORBIDDEN', message: 'You do not have permission to review changes waiting for approval', details: { capability: 'approvals.review' } }),
    });
    renderStaffAt('/staff/approvals');
    expect(await screen.findByText('You do not have permission to review changes waiting for approval')).toBeInTheDocument();
  });

  it('issue 28.1: the roles page shows who can do what', async () => {
    api = fakeApi({});
    renderStaffAt('/staff/roles');
    expect(await screen.findByRole('table', { name: 'Capabilities by role' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Change staff roles/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', '—', 'Yes']);
  });
});

describe('issue 28.1 (readable approvals): each waiting change reads as staff expect', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(async () => {
    api?.restore();
    await act(() => i18n.changeLanguage('en'));
  });

  const approval = (id: string, change: Partial<StaffApprovalListItem>): StaffApprovalListItem => ({ ...PENDING, id: `${id}1111111-1111-4111-8111-111111111111`, ...change });
  const voucherRules = { discountType: 'percent', value: 20, validUntil: '2026-12-31T16:59:00.000Z', minSubtotal: 0, categories: null, maxUses: 10, perUserOnce: true, description: '', active: true, reason: 'partner deal' };
  const ITEMS = [
    approval('1', { request: { params: { userId: 'u-7' }, body: { amount: 20000, reason: 'goodwill after outage' } }, requestReason: 'goodwill after outage' }),
    approval('2', { request: { params: { userId: 'u-7' }, body: { amount: -5000, reason: 'charged twice' } }, requestReason: 'charged twice' }),
    approval('3', { action: 'grantPromoCredit', capability: 'promo-credit.grant', request: { params: { userId: 'u-7' }, body: { amount: 1500, reason: 'birthday' } }, requestReason: 'birthday' }),
    approval('4', { action: 'grantPromoCredit', capability: 'promo-credit.grant', request: { params: { userId: 'u-7' }, body: { amount: -700, reason: 'granted by mistake' } }, requestReason: 'granted by mistake' }),
    approval('5', { action: 'createVoucher', capability: 'vouchers.create', target: 'voucher:PARTNER20', account: null, request: { params: {}, body: { code: 'PARTNER20', ...voucherRules } }, requestReason: 'partner deal' }),
    approval('6', { action: 'updateVoucher', capability: 'vouchers.update', target: 'voucher:SPRING', account: null, request: { params: { code: 'SPRING' }, body: { discountType: 'fixed', value: 500, maxUses: null, validUntil: null, active: false, reason: 'budget spent' } }, requestReason: 'budget spent' }),
  ];
  const cellsOf = async (change: string) => {
    const row = (await screen.findByText(change)).closest('tr')!;
    return within(row).getAllByRole('cell').map((cell) => cell.textContent);
  };

  it('issue 28.1 (readable approvals): the account by email and name with a link, each action worded, the reason apart and Bangkok times (English)', async () => {
    api = fakeApi({ 'GET /api/admin/approvals': () => ({ items: ITEMS }) });
    renderStaffAt('/staff/approvals');
    expect(await cellsOf('Credit $200.00')).toEqual(['dara@example.comDara Chan', 'Credit $200.00', 'colleague@example.comDec 2, 2026, 04:00 PM (Bangkok time)', 'goodwill after outage', expect.any(String)]);
    expect(screen.getAllByRole('link', { name: 'dara@example.com' })[0]).toHaveAttribute('href', '/staff/customers/u-7');
    expect((await cellsOf('Debit $50.00'))[3]).toBe('charged twice');
    expect(await cellsOf('Grant $15.00 promo credit')).toHaveLength(5);
    expect(await cellsOf('Take back $7.00 promo credit')).toHaveLength(5);
    expect((await cellsOf('20 % off, 10 uses, until Dec 31, 2026, 11:59 PM (Bangkok time), on every item, once per customer')).slice(0, 1)).toEqual(['Voucher PARTNER20']);
    expect((await cellsOf('$5.00 off, unlimited uses, no end date, pause it')).slice(0, 1)).toEqual(['Voucher SPRING']);
    expect(screen.queryByText(/"amount"|user:u-7/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Approve the change of dara@example.com' })).toHaveLength(4);
  });

  it('issue 28.1 (readable approvals): the same rows in Khmer', async () => {
    api = fakeApi({ 'GET /api/admin/approvals': () => ({ items: ITEMS }) });
    await act(() => i18n.changeLanguage('km'));
    renderStaffAt('/staff/approvals');
    expect((await cellsOf('បញ្ចូល $200.00')).slice(0, 3)).toEqual(['dara@example.comDara Chan', 'បញ្ចូល $200.00', 'colleague@example.com2 ធ្នូ 2026 16:00 (ម៉ោងបាងកក)']);
    expect(await cellsOf('ដក $50.00')).toHaveLength(5);
    expect(await cellsOf('ផ្ដល់ឥណទានប្រូម៉ូសិន $15.00')).toHaveLength(5);
    expect(await cellsOf('ដកឥណទានប្រូម៉ូសិន $7.00 មកវិញ')).toHaveLength(5);
    expect(await cellsOf('បញ្ចុះ 20 %, ប្រើបាន 10 ដង, រហូតដល់ 31 ធ្នូ 2026 23:59 (ម៉ោងបាងកក), លើគ្រប់ទំនិញ, ម្ដងក្នុងមួយអតិថិជន')).toHaveLength(5);
    expect(await cellsOf('បញ្ចុះ $5.00, ប្រើបានគ្មានកំណត់, គ្មានថ្ងៃបញ្ចប់, ផ្អាកវា')).toHaveLength(5);
  });
});
