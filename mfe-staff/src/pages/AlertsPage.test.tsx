import { act, screen, within } from '@testing-library/react';
import { fakeApi, FakeError } from '@storefront/testing';
import type { StaffAlert } from '@storefront/contracts';
import { i18n } from '@storefront/platform';
import { renderStaffAt } from '../test/render-staff';

const FAILED: StaffAlert = {
  id: 'a1',
  kind: 'domain-fulfilment-failed',
  subject: 'kampot-pepper.com',
  userId: 'u-7',
  customerEmail: 'dara@example.com',
  message: 'The registry did not register kampot-pepper.com after every retry: registry unreachable',
  createdAt: '2026-12-02T09:00:00.000Z',
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
});
