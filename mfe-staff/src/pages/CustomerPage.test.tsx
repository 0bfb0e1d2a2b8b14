import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeError, fakeApi } from '@storefront/testing';
import type { StaffCustomerDetail } from '@storefront/contracts';
import { renderStaffAt, STAFF_USER } from '../test/render-staff';

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

describe("a customer's page: an outage of their cloud server", () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());
  const WITH_SERVICES: StaffCustomerDetail = {
    ...DETAIL,
    services: [
      { id: 's1', kind: 'cloud-server', title: 'Basic Cloud 1', name: 'web-1', status: 'active', renewsAt: '2026-12-10T00:00:00.000Z' },
      { id: 's2', kind: 'shared-hosting', title: 'Shared Lite', name: 'shop.example.com', status: 'active', renewsAt: '2026-12-10T00:00:00.000Z' },
    ],
  };

  async function recordOutage({ start, end, description }: { start: string; end: string; description: string }) {
    const row = await screen.findByRole('row', { name: /web-1/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Record an outage of web-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an outage of web-1' });
    await userEvent.type(within(dialog).getByLabelText(/^Started/), start);
    await userEvent.type(within(dialog).getByLabelText(/^Ended/), end);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /What happened/ }), description);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'incident report INC-1042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    return dialog;
  }

  it('records it for a cloud server only, from Bangkok times, with what happened and why', async () => {
    api = fakeApi({
      'GET /api/admin/customers/c1': () => WITH_SERVICES,
      'POST /api/admin/services/s1/incidents': () => ({ serviceId: 's1', months: [] }),
    });
    renderCustomer();
    expect(within(await screen.findByRole('row', { name: /shop\.example\.com/ })).queryByRole('button', { name: /Record an outage/ })).toBeNull();
    await recordOutage({ start: '2026-10-10T08:00', end: '2026-10-10T16:20', description: 'Host node kh-3 failed' });
    expect(await screen.findByText("Outage of web-1 recorded: the customer sees it in the server's uptime record.")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.data).toEqual({
      startedAt: '2026-10-10T01:00:00.000Z',
      endedAt: '2026-10-10T09:20:00.000Z',
      description: 'Host node kh-3 failed',
      reason: 'incident report INC-1042',
    });
  });

  it('says why the api refused it, and keeps the dialog open', async () => {
    api = fakeApi({
      'GET /api/admin/customers/c1': () => WITH_SERVICES,
      'POST /api/admin/services/s1/incidents': () => new FakeError(400, { code: 'BAD_REQUEST', message: 'This outage overlaps one already recorded for the server', details: { reason: 'overlaps' } }),
    });
    renderCustomer();
    const dialog = await recordOutage({ start: '2026-10-10T08:00', end: '2026-10-10T09:00', description: 'Host node kh-3 failed' });
    expect(await within(dialog).findByText('This outage overlaps one already recorded for the server.')).toBeInTheDocument();
  });

  it('refuses an end that is not after the start, and sends nothing', async () => {
    api = fakeApi({ 'GET /api/admin/customers/c1': () => WITH_SERVICES });
    renderCustomer();
    const dialog = await recordOutage({ start: '2026-10-10T09:00', end: '2026-10-10T09:00', description: 'Host node kh-3 failed' });
    expect(await within(dialog).findByText('The end must come at least a minute after the start.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe("a customer's page reads again through the tags of what changed it", () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it("adjusting the balance makes the customer ('StaffUser') stale: the page shows the new ledger without a reload", async () => {
    let balance = 0;
    api = fakeApi({
      'GET /api/admin/customers/c1': () => ({ ...DETAIL, balance: { total: balance, entries: [] } }),
      'POST /api/admin/users/c1/balance-adjustments': () => {
        balance = 1500;
        return { balance };
      },
    });
    renderCustomer();
    expect(await screen.findByRole('region', { name: 'Balance: $0.00' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adjust the balance of dara@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance of dara@example.com' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount in USD/ }), '15');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'refund of ticket 12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The balance of dara@example.com is now $15.00.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Balance: $15.00' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'GET' && call.url === '/api/admin/customers/c1')).toHaveLength(2);
  });
});

describe("a customer's page: a service and a domain at their party (issue 31 item 5)", () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());
  const WITH_SERVICES: StaffCustomerDetail = {
    ...DETAIL,
    services: [
      { id: 's1', kind: 'cloud-server', title: 'Basic Cloud 1', name: 'web-1', status: 'active', renewsAt: '2026-12-10T00:00:00.000Z' },
      { id: 'd1', kind: 'domain', title: 'Domain', name: 'dara-shop.com', status: 'active', renewsAt: '2027-03-01T00:00:00.000Z' },
    ],
  };

  const RETRY = /^Try again$|^Retry$/;

  it('asks the provider and the registry when staff open a row, and says when the party does not answer', async () => {
    let registryUp = false;
    api = fakeApi({
      'GET /api/admin/customers/c1': () => WITH_SERVICES,
      'GET /api/admin/services/s1/party-state': () => ({ party: 'provider', serviceId: 's1', kind: 'cloud-server', name: 'web-1', externalId: 'proxmox:101', state: 'ready', ips: ['203.0.113.10', '203.0.113.11'], suspended: false, askedAt: '2026-12-03T03:00:00.000Z' }),
      'GET /api/admin/services/d1/party-state': () =>
        registryUp
          ? { party: 'registry', domain: 'dara-shop.com', registered: true, statuses: ['ok'], registrar: 'storefront', expiresAt: '2027-03-01T00:00:00.000Z', transfer: null, askedAt: '2026-12-03T03:00:00.000Z' }
          : new FakeError(503, { code: 'SYSTEM_BUSY', message: 'The party did not answer. Please try again' }),
    });
    renderCustomer();
    const server = await screen.findByRole('row', { name: /web-1/ });
    expect(api.calls.some((call) => call.url.includes('party-state'))).toBe(false);
    await userEvent.click(within(server).getByRole('button', { name: 'State of web-1 at the party' }));
    expect(await within(server).findByText('203.0.113.10, 203.0.113.11')).toBeInTheDocument();
    expect(within(server).getByLabelText('web-1 at the provider')).toHaveTextContent('ready');

    const domain = screen.getByRole('row', { name: /dara-shop\.com/ });
    await userEvent.click(within(domain).getByRole('button', { name: 'State of dara-shop.com at the party' }));
    const retry = await within(domain).findByRole('button', { name: RETRY });
    registryUp = true;
    await userEvent.click(retry);
    expect(await within(domain).findByText('ok')).toBeInTheDocument();
    expect(within(domain).getByText('storefront')).toBeInTheDocument();
  });
});
