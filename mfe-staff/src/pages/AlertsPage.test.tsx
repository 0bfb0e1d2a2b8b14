import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, FakeError } from '@storefront/testing';
import type { StaffAlert } from '@storefront/contracts';
import { i18n } from '@storefront/platform';
import { renderStaffAt, STAFF_USER } from '../test/render-staff';

const FAILED: StaffAlert = {
  id: 'a1',
  kind: 'domain-fulfilment-failed',
  subject: 'kampot-pepper.com',
  userId: 'u-7',
  customerEmail: 'dara@example.com',
  message: 'The registry did not register kampot-pepper.com after every retry: registry unreachable',
  createdAt: '2026-12-02T09:00:00.000Z',
  resolution: null,
};

describe('issue 29 item 6: the alerts page', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('lists what a job gave up on, for whom (a link to their page) and why', async () => {
    api = fakeApi({ 'GET /api/admin/staff-alerts': () => ({ items: [FAILED, { ...FAILED, id: 'a2', kind: 'provider-action-failed', subject: 'web-1', userId: null, customerEmail: null, message: 'suspend refused' }] }) });
    renderStaffAt('/staff/alerts');
    const table = await screen.findByRole('table', { name: 'What failed after every retry, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Domain not carried out');
    expect(within(first!).getByRole('link', { name: 'dara@example.com' })).toHaveAttribute('href', '/staff/customers/u-7');
    expect(within(first!).getByText(/registry unreachable/)).toBeInTheDocument();
    expect(within(second!).getByRole('rowheader')).toHaveTextContent('Provider action not taken');
    expect(within(second!).getByText('No customer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alerts' })).toHaveAttribute('aria-current', 'page');
  });

  it('a service that was not built offers Retry only: it is finished by its job, not marked done by hand', async () => {
    const UNBUILT: StaffAlert = { ...FAILED, id: 'a3', kind: 'provisioning-failed', subject: 'web-2', message: 'Basic Cloud 1 "web-2" was not built after 9 tries: panel unreachable' };
    api = fakeApi({ 'GET /api/admin/staff-alerts': () => ({ items: [UNBUILT] }) });
    renderStaffAt('/staff/alerts');
    const row = (await screen.findByRole('rowheader', { name: 'Service not built' })).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Retry web-2' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Mark web-2 done' })).toBeNull();
  });

  it('says when nothing has failed, and shows a refusal with a retry', async () => {
    api = fakeApi({ 'GET /api/admin/staff-alerts': () => ({ items: [] }) });
    renderStaffAt('/staff/alerts');
    expect(await screen.findByText('Nothing has failed: every paid item was carried out.')).toBeInTheDocument();
    api.restore();
    api = fakeApi({ 'GET /api/admin/staff-alerts': () => new FakeError(403, { code: 'FORBIDDEN', message: 'You do not have permission to read payments' }) });
    renderStaffAt('/staff/alerts');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Khmer', async () => {
    api = fakeApi({ 'GET /api/admin/staff-alerts': () => ({ items: [FAILED] }) });
    await act(() => i18n.changeLanguage('km'));
    try {
      renderStaffAt('/staff/alerts');
      // the compounds glued with word joiners, as in the words (npm run lint:khmer)
      expect(await screen.findByRole('rowheader', { name: (name) => name === 'ដែនមិនត្រូវបានដំណើរ⁠ការ' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  describe('issue 31 item 5: the state at the party, Retry and Mark done', () => {
    const RESOLVED: StaffAlert = { ...FAILED, resolution: { how: 'done', by: 'support@example.com', at: '2026-12-02T10:00:00.000Z', reason: 'registered by hand' } };

    it("shows the domain at the registry on demand, with loading and the party's refusal", async () => {
      let down = true;
      api = fakeApi({
        'GET /api/admin/staff-alerts': () => ({ items: [FAILED] }),
        'GET /api/admin/staff-alerts/a1/party-state': () =>
          down
            ? new FakeError(503, { code: 'SYSTEM_BUSY', message: 'The system is busy. Please try again' })
            : { party: 'registry', domain: 'kampot-pepper.com', registered: true, statuses: ['ok', 'clientTransferProhibited'], registrar: 'Storefront', expiresAt: '2027-12-02T09:00:00.000Z', transfer: { status: 'none', completesAt: null }, askedAt: '2026-12-02T11:00:00.000Z' },
      });
      renderStaffAt('/staff/alerts');
      fireEvent.click(await screen.findByRole('button', { name: 'State of kampot-pepper.com at the party' }));
      expect(await screen.findByText('The system is busy. Please try again')).toBeInTheDocument();
      down = false;
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('ok, clientTransferProhibited')).toBeInTheDocument();
      expect(screen.getByText('Storefront')).toBeInTheDocument();
      expect(screen.getByText('None')).toBeInTheDocument();
    });

    it('retries with a reason and says when the party already shows it done; marks done and the list reads again', async () => {
      let resolved = false;
      let outcome: 'queued' | 'already-done' = 'already-done';
      api = fakeApi({
        'GET /api/admin/staff-alerts': () => ({ items: [resolved ? RESOLVED : FAILED] }),
        'POST /api/admin/staff-alerts/a1/retry': () => ({ outcome, alert: FAILED }),
        'POST /api/admin/staff-alerts/a1/mark-done': () => ((resolved = true), RESOLVED),
      });
      renderStaffAt('/staff/alerts');
      fireEvent.click(await screen.findByRole('button', { name: 'Retry kampot-pepper.com' }));
      const dialog = await screen.findByRole('dialog', { name: 'Retry kampot-pepper.com' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(await within(dialog).findByText('Say why, in at least 3 characters.')).toBeInTheDocument();
      fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'registry back up' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('kampot-pepper.com: the party already shows it done, so nothing was queued. Check it and mark it done.')).toBeInTheDocument();
      expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/admin/staff-alerts/a1/retry', data: { reason: 'registry back up' } });
      outcome = 'queued';

      fireEvent.click(screen.getByRole('button', { name: 'Mark kampot-pepper.com done' }));
      const markDialog = await screen.findByRole('dialog', { name: 'Mark kampot-pepper.com done' });
      fireEvent.change(within(markDialog).getByLabelText(/Reason/), { target: { value: 'registered by hand' } });
      fireEvent.click(within(markDialog).getByRole('button', { name: 'Mark done' }));
      expect(await screen.findByText('kampot-pepper.com is marked done.')).toBeInTheDocument();
      // the tags make the list read again: the alert now says who resolved it, and offers no action
      expect(await screen.findByText(/Marked done by support@example.com at .*: registered by hand/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry kampot-pepper.com' })).not.toBeInTheDocument();
    });

    it('offers no Retry or Mark done to a role without sla.incidents (finance), and speaks Khmer', async () => {
      api = fakeApi({ 'GET /api/admin/staff-alerts': () => ({ items: [FAILED] }) });
      renderStaffAt('/staff/alerts', { ...STAFF_USER, role: 'finance' } as typeof STAFF_USER);
      expect(await screen.findByRole('button', { name: 'State of kampot-pepper.com at the party' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry kampot-pepper.com' })).not.toBeInTheDocument();
      await act(() => i18n.changeLanguage('km'));
      try {
        expect(await screen.findByText('ស្ថានភាពនៅភាគី')).toBeInTheDocument();
        expect(screen.queryByText('ព្យាយាមម្ដងទៀត')).not.toBeInTheDocument();
      } finally {
        await act(() => i18n.changeLanguage('en'));
      }
    });
  });
});
