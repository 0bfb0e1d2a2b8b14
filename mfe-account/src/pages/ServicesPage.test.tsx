import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnedService } from '@storefront/contracts';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { ServicesPage } from './ServicesPage';

const base = {
  provisioning: 'ready',
  startsAt: '2026-11-24T09:00:00.000Z',
  controlPanelUrl: null,
  cloudServer: null,
  sslValidation: null,
  domainLifecycle: null,
  cancellable: false,
  endReason: null,
  autoRenew: true,
} as const;

const SERVICES: OwnedService[] = [
  { ...base, id: 's1', kind: 'shared-hosting', title: 'Shared Basic', name: 'angkor-tea.com', status: 'active', term: { period: 12, unit: 'month' }, renewsAt: '2027-11-24T09:00:00.000Z', renewPrice: 4788, controlPanelUrl: 'https://panel.example/h/1' },
  { ...base, id: 's2', kind: 'cloud-server', title: 'Basic Cloud 1', name: 'web-1', status: 'suspended', term: { period: 1, unit: 'month' }, renewsAt: '2026-12-24T09:00:00.000Z', renewPrice: 899, cloudServer: { powerState: 'stopped', ip: '10.1.2.3', ips: ['10.1.2.3'], os: 'Debian 11', region: 'cambodia', resources: null } },
  { ...base, id: 'd1', kind: 'domain', title: 'Domain', name: 'mekong.com', status: 'redemption', provisioning: null, domainLifecycle: 'redemption', term: { period: 1, unit: 'year' }, renewsAt: '2026-10-01T00:00:00.000Z', renewPrice: 1399 },
  { ...base, id: 's3', kind: 'ssl', title: 'PositiveSSL', name: 'old.com', status: 'cancelled', term: { period: 1, unit: 'year' }, renewsAt: '2026-01-01T00:00:00.000Z', renewPrice: 799, autoRenew: false, endReason: 'autoRenewOff' },
];

function renderSignedIn() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<ServicesPage />, { store, path: '/account/services' });
}

describe('ServicesPage', () => {
  it('lists every service, needing attention first, with its status, term, renewal date and price', async () => {
    fakeApi({ 'GET /api/user/services': () => SERVICES, 'GET /api/cart': () => ({ id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }) });
    renderSignedIn();
    const list = await screen.findByRole('list', { name: 'Your services' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['web-1', 'mekong.com', 'angkor-tea.com', 'old.com']);
    expect(within(rows[0]!).getByText('Suspended')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('In redemption')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('12 months')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('$47.88')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'angkor-tea.com' })).toHaveAttribute('href', '/account/services/s1');
    // an ended service has no switch and no renewal
    expect(within(rows[3]!).queryByRole('switch')).toBeNull();
    expect(within(rows[3]!).queryByRole('button')).toBeNull();
    // a domain in redemption is reactivated, not renewed
    expect(within(rows[1]!).queryByRole('button', { name: 'Renew mekong.com now' })).toBeNull();
  });

  it('filters by kind', async () => {
    fakeApi({ 'GET /api/user/services': () => SERVICES, 'GET /api/cart': () => ({ id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }) });
    renderSignedIn();
    await screen.findByRole('list', { name: 'Your services' });
    await userEvent.click(screen.getByRole('radio', { name: 'Cloud servers' }));
    expect(within(screen.getByRole('list', { name: 'Your services' })).getAllByRole('heading').map((h) => h.textContent)).toEqual(['web-1']);
  });

  it('turns auto-renew off and shows what the api answered', async () => {
    let current = SERVICES[0]!;
    const api = fakeApi({
      'GET /api/user/services': () => [current],
      'GET /api/cart': () => ({ id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }),
      'PATCH /api/user/services/s1/auto-renew': ({ data }) => {
        current = { ...current, autoRenew: (data as { autoRenew: boolean }).autoRenew };
        return current;
      },
    });
    renderSignedIn();
    const toggle = await screen.findByRole('switch', { name: 'Auto-renew angkor-tea.com' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(await screen.findByText('Auto-renew off: cancelled at renewal')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-renew angkor-tea.com' })).toHaveAttribute('aria-checked', 'false');
    expect(api.calls.some((call) => call.method?.toUpperCase() === 'PATCH')).toBe(true);
  });

  it('renew now offers to pay now; without enough balance it says so, with a top-up link', async () => {
    fakeApi({
      'GET /api/user/services': () => [SERVICES[1]!],
      'GET /api/cart': () => ({ id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }),
      'GET /api/user/balance': () => ({ balance: 10000 }),
      'GET /api/user/cards': () => [],
      'POST /api/checkout-one-step': () => new FakeError(402, { code: 'BALANCE_NOT_ENOUGH', message: 'Your balance is not enough', details: { topUpUrl: '/top-up' } }),
    });
    renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Renew web-1 now' }));
    const panel = await screen.findByRole('region', { name: 'Pay now for the renewal of web-1' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Pay now' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Your balance is not enough');
    expect(within(panel).getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/top-up');
  });

  it('shows an empty state', async () => {
    fakeApi({ 'GET /api/user/services': () => [] });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'You have no services yet' })).toBeInTheDocument();
  });

  it('says when the list could not load, and retries', async () => {
    let fail = true;
    fakeApi({ 'GET /api/user/services': () => (fail ? new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }) : []) });
    renderSignedIn();
    expect(await screen.findByText('We could not load your services')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { name: 'You have no services yet' })).toBeInTheDocument();
  });
});
