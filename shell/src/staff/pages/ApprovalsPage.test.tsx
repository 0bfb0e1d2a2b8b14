import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, FakeError } from '@storefront/testing';
import type { StaffApproval } from '@storefront/contracts';
import { renderStaffAt, STAFF_USER } from '../../test/render-staff';

const PENDING: StaffApproval = {
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
};

describe('issue 28.1: the approvals page and the permission refusal', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it("issue 28.1: lists a colleague's waiting change and approves it with a reason; one's own request cannot be decided", async () => {
    const own = { ...PENDING, id: '22222222-2222-4222-8222-222222222222', target: 'user:u-8', requestedBy: STAFF_USER.email };
    api = fakeApi({
      'GET /api/admin/approvals': () => ({ items: [PENDING, own] }),
      [`POST /api/admin/approvals/${PENDING.id}/approve`]: (call) => ({ ...PENDING, status: 'approved', decidedBy: STAFF_USER.email, decisionReason: (call.data as { reason: string }).reason }),
    });
    renderStaffAt('/staff/approvals');
    expect(await screen.findByRole('heading', { name: 'Approvals', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Your request: another staff member decides it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve the change of user:u-8' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve the change of user:u-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the change of user:u-7' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'checked the call log');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved and made: user:u-7.')).toBeInTheDocument();
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
