import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnedDomain } from '@storefront/contracts';
import { createStore, i18n, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, renderWithStorefront } from '@storefront/testing';
import { FULFILMENT_POLL_MS } from '../features/domains/use-owned-domains';
import { DomainsPage } from './DomainsPage';

const user = customerUser;

const base = { registeredAt: '2025-01-10T00:00:00.000Z', transferCompletesAt: null, renewPrice: 1399, reactivatePrice: 9399 };
const DOMAINS: OwnedDomain[] = [
  { ...base, domain: 'angkor-shop.com', tld: 'com', status: 'active', expiresAt: '2027-01-10T00:00:00.000Z' },
  { ...base, domain: 'mekong-tea.com', tld: 'com', status: 'redemption', expiresAt: '2026-10-01T00:00:00.000Z' },
  { ...base, domain: 'bayon.net', tld: 'net', status: 'pendingTransfer', expiresAt: '2027-11-20T00:00:00.000Z', transferCompletesAt: '2026-11-29T00:00:00.000Z' },
];

function renderSignedIn() {
  const store = createStore();
  store.dispatch(userUpdated(user));
  return renderWithStorefront(<DomainsPage />, { store, path: '/account/domains' });
}

describe('DomainsPage', () => {
  it('lists domains needing attention first and renews one for the chosen term', async () => {
    const puts: unknown[] = [];
    fakeApi({
      'GET /api/user/owned-domains': () => DOMAINS,
      'GET /api/cart': () => ({ id: '', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date(0).toISOString() }),
      'PUT /api/cart/items': ({ data }) => {
        puts.push(data);
        return { id: 'c1', items: [], itemCount: 0, subtotal: 0, updatedAt: new Date().toISOString() };
      },
    });
    renderSignedIn();
    const list = await screen.findByRole('list', { name: 'Your domains' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['mekong-tea.com', 'bayon.net', 'angkor-shop.com']);
    expect(within(rows[1]!).getByText('The transfer completes by', { exact: false })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Renewal term for angkor-shop.com' }), '3');
    expect(within(rows[2]!).getByText('$41.97')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Renew angkor-shop.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate mekong-tea.com' }));
    expect(puts).toEqual([
      { items: [{ type: 'domain', action: 'renew', domain: 'angkor-shop.com', years: 3 }] },
      { items: [{ type: 'domain', action: 'reactivate', domain: 'mekong-tea.com', years: 1 }] },
    ]);
  });

  it('shows a paid name the registry is still carrying out, and one that failed, with nothing more to buy for them (en and km)', async () => {
    const arriving: OwnedDomain[] = [
      { ...base, domain: 'kampot-pepper.com', tld: 'com', status: 'active', expiresAt: '2027-12-02T00:00:00.000Z', fulfilment: 'registering' },
      { ...base, domain: 'siem-reap.net', tld: 'net', status: 'active', expiresAt: '2027-12-02T00:00:00.000Z', fulfilment: 'failed' },
    ];
    fakeApi({ 'GET /api/user/owned-domains': () => arriving });
    renderSignedIn();
    const list = await screen.findByRole('list', { name: 'Your domains' });
    const [registering, failed] = within(list).getAllByRole('listitem');
    expect(within(registering!).getByText('Registering')).toBeInTheDocument();
    expect(within(registering!).getByText(/the registry is carrying it out/)).toBeInTheDocument();
    expect(within(failed!).getByText('Failed — we are on it')).toBeInTheDocument();
    expect(within(failed!).getByText(/Our team has been alerted/)).toBeInTheDocument();
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('reads the list again while a paid name is still with the registry, and shows it once done', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let reads = 0;
      const name = { ...base, domain: 'kampot-pepper.com', tld: 'com', status: 'active' as const, expiresAt: '2027-12-02T00:00:00.000Z' };
      fakeApi({ 'GET /api/user/owned-domains': () => (++reads === 1 ? [{ ...name, fulfilment: 'registering' }] : [{ ...name, fulfilment: null }]) });
      renderSignedIn();
      expect(await screen.findByText('Registering')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(FULFILMENT_POLL_MS));
      expect(await screen.findByText('Active')).toBeInTheDocument();
      expect(screen.queryByText('Registering')).toBeNull();
      const after = reads;
      // nothing pending any more: not read again
      await act(() => jest.advanceTimersByTimeAsync(FULFILMENT_POLL_MS * 3));
      expect(reads).toBe(after);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the same in Khmer', async () => {
    fakeApi({ 'GET /api/user/owned-domains': () => [{ ...base, domain: 'kampot-pepper.com', tld: 'com', status: 'active', expiresAt: '2027-12-02T00:00:00.000Z', fulfilment: 'failed' }] });
    await act(() => i18n.changeLanguage('km'));
    try {
      const store = createStore();
      store.dispatch(userUpdated(user));
      renderWithStorefront(<DomainsPage />, { store, path: '/km/account/domains' });
      // compared without word joiners (the Khmer lint glues compounds with them)
      expect(await screen.findByText((text) => text.replace(/\u2060/g, '') === 'បរាជ័យ — យើងកំពុងដោះស្រាយ')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('invites a customer without domains to find one', async () => {
    fakeApi({ 'GET /api/user/owned-domains': () => [] });
    renderSignedIn();
    expect(await screen.findByRole('heading', { name: 'You have no domains yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a domain' })).toHaveAttribute('href', '/domain');
  });
});
