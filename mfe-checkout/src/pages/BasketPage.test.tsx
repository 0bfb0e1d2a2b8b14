import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { i18n } from '@storefront/platform';
import type { Cart } from '@storefront/contracts';
import { BasketPage } from './BasketPage';

const domain = { key: 'k1', type: 'domain', category: 'DOMAIN', title: 'mybrand.com', description: 'Domain registration', period: 1, periodUnit: 'year' as const, unitPrice: 1199, amount: 1199, data: { action: 'register' } };
const hosting = { key: 'k2', type: 'shared-hosting', category: 'SHARED_HOSTING', title: 'Shared Basic', description: '3 websites', period: 12, periodUnit: 'month' as const, unitPrice: 299, amount: 3588, data: {} };
const cartOf = (items: Cart['items']): Cart => ({ id: 'c1', items, itemCount: items.length, subtotal: items.reduce((s, i) => s + i.amount, 0), updatedAt: '2026-01-01T00:00:00.000Z' });

describe('BasketPage', () => {
  it('shows the cart lines, the subtotal from the api and step 1 as current', async () => {
    const api = fakeApi({ 'GET /api/cart': () => cartOf([domain, hosting]) });
    renderWithStorefront(<BasketPage />);
    const items = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Basket')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('$47.87');
    api.restore();
  });

  it('issue 28.12: shows a cloud server\'s name, region, OS, storage type and add-ons, a hosting plan\'s and an SSL certificate\'s details, in English and Khmer', async () => {
    const server = {
      key: 'k3',
      type: 'cloud-server',
      category: 'CLOUD_SERVER',
      title: 'Baby Cloud 1',
      description: 'web-1 · Ubuntu 22.04 · Cambodia',
      period: 1,
      periodUnit: 'month' as const,
      unitPrice: 799,
      amount: 799,
      data: { serverName: 'web-1', region: 'cambodia', os: 'Ubuntu 22.04', storageType: 'ssd', configuration: { addons: { 'cs-ram': 2, 'cs-additional-ip': 1 } } },
    };
    const plan = { ...hosting, data: { websiteName: 'Angkor Tea', region: 'KH', addons: { fileStorage: 20, databaseStorage: 0, additionalIp: 0 } } };
    const ssl = { key: 'k4', type: 'ssl', category: 'SSL', title: 'PositiveSSL', description: 'angkor.com, www.angkor.com', period: 1, periodUnit: 'year' as const, unitPrice: 900, amount: 900, data: { names: ['angkor.com', 'www.angkor.com'] } };
    const api = fakeApi({ 'GET /api/cart': () => cartOf([server, plan, ssl]) });
    const details = (title: string) => within(screen.getByRole('list', { name: `Details of ${title}` })).getAllByRole('listitem').map((item) => item.textContent);
    const { unmount } = renderWithStorefront(<BasketPage />);
    await screen.findByRole('list', { name: 'Items in your cart' });
    expect(details('Baby Cloud 1')).toEqual(['web-1', 'Cambodia', 'Ubuntu 22.04', 'SSD storage', '+2 GB RAM', '+1 IP']);
    expect(details('Shared Basic')).toEqual(['Angkor Tea', 'Cambodia (Phnom Penh)', '+20 GB file storage']);
    expect(details('PositiveSSL')).toEqual(['angkor.com, www.angkor.com']);
    unmount();
    await act(() => i18n.changeLanguage('km'));
    try {
      renderWithStorefront(<BasketPage />, { path: '/km/cart' });
      await screen.findAllByRole('list', { name: 'ព័ត៌មានលម្អិតនៃ Baby Cloud 1' });
      expect(within(screen.getByRole('list', { name: 'ព័ត៌មានលម្អិតនៃ Baby Cloud 1' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['web-1', 'កម្ពុជា', 'Ubuntu 22.04', 'ទំហំផ្ទុក SSD', 'RAM បន្ថែម 2 GB', 'IP បន្ថែម 1']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
      api.restore();
    }
  });

  it('removes an item through the api', async () => {
    const api = fakeApi({ 'GET /api/cart': () => cartOf([domain, hosting]), 'DELETE /api/cart/items': () => cartOf([hosting]) });
    renderWithStorefront(<BasketPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove mybrand.com' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove mybrand.com' })).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'DELETE')?.data).toEqual({ key: 'k1' });
    api.restore();
  });

  it('changes a billing period and shows the re-priced amount', async () => {
    const api = fakeApi({ 'GET /api/cart': () => cartOf([domain]), 'PATCH /api/cart/items': () => cartOf([{ ...domain, period: 3, amount: 3597 }]) });
    renderWithStorefront(<BasketPage />);
    await userEvent.selectOptions(await screen.findByLabelText('Billing period of mybrand.com'), '3');
    expect(await screen.findAllByText('$35.97')).not.toHaveLength(0);
    expect(api.calls.find((c) => c.method === 'PATCH')?.data).toEqual({ key: 'k1', years: 3 });
    api.restore();
  });

  it('names the domain a hosting plan brings and says when it is free for its first year', async () => {
    const withDomain = { ...hosting, data: { domainConnection: { name: 'my-shop.com', kind: 'new', amount: 0, free: true } } };
    const paidDomain = { ...hosting, key: 'k3', title: 'Cloud Hosting Basic', type: 'cloud-hosting', data: { domainConnection: { name: 'other.com', kind: 'new', amount: 1199, free: false } } };
    const api = fakeApi({ 'GET /api/cart': () => cartOf([withDomain, paidDomain]) });
    renderWithStorefront(<BasketPage />);
    expect(await screen.findByRole('listitem', { name: 'Shared Basic' })).toHaveTextContent('Domain: my-shop.com, free for the first year');
    expect(screen.getByRole('listitem', { name: 'Cloud Hosting Basic' })).toHaveTextContent('Domain: other.com');
    expect(screen.getByRole('listitem', { name: 'Cloud Hosting Basic' })).not.toHaveTextContent('free for the first year');
    api.restore();
  });

  it("links every configured item back to its configurator, and shows a server upgrade for the rest of its term", async () => {
    const upgrade = { key: 'k4', type: 'upgrade', category: 'CLOUD_SERVER', title: 'Basic Cloud 1 upgrade', description: 'web-1 · 2 vCPU → 3 vCPU', period: 1, periodUnit: 'month' as const, unitPrice: 227, amount: 227, data: { serviceId: 's1' } };
    const api = fakeApi({ 'GET /api/cart': () => cartOf([domain, hosting, upgrade]) });
    renderWithStorefront(<BasketPage />);
    expect(await screen.findByRole('link', { name: 'Edit configuration of Shared Basic' })).toHaveAttribute('href', '/hosting/shared/configure?item=k2');
    expect(screen.queryByRole('link', { name: 'Edit configuration of mybrand.com' })).not.toBeInTheDocument();
    const line = screen.getByRole('listitem', { name: 'Basic Cloud 1 upgrade' });
    expect(line).toHaveTextContent('web-1 · 2 vCPU → 3 vCPU');
    expect(line).toHaveTextContent("For the rest of the server's term");
    expect(line).not.toHaveTextContent('/mo');
    expect(within(line).queryByRole('combobox')).not.toBeInTheDocument();
    api.restore();
  });

  it('says the cart is empty', async () => {
    const api = fakeApi({ 'GET /api/cart': () => cartOf([]) });
    renderWithStorefront(<BasketPage />);
    expect(await screen.findByRole('heading', { name: 'Cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a domain' })).toHaveAttribute('href', '/domain');
    api.restore();
  });
});
