import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { createStore, i18n, userUpdated } from '@storefront/platform';
import { PromotionsPage } from './PromotionsPage';

const promotion = {
  id: 'p1',
  code: 'SHARED_HOSTING_DOMAIN_DISCOUNT',
  title: '20% off shared hosting',
  titleKm: 'បញ្ចុះ⁠តម្លៃ 20% លើសេវាបង្ហោះរួម',
  description: 'Launch your website for less.',
  descriptionKm: 'បើកគេហទំព័ររបស់អ្នកក្នុងតម្លៃទាប។',
  discountType: 'percent' as const,
  discountValue: 20,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-12-31T20:00:00.000Z',
  terms: { minSubtotal: 0, categories: ['SHARED_HOSTING'], scope: 'bundled-domain' as const, minMonths: null, oncePerCustomer: true },
  productPath: '/hosting/shared',
};

const art = { motif: 'cloud' as const, from: '#1f4fd6', to: '#12a4d9' };
/** The page's other reads: a banner per category and the season's assets (the default theme). */
const pictures = {
  'GET /api/category-banner/cloud-server': () => ({ category: 'cloud-server', theme: 'default', title: 'Cloud servers from $8.99 a month', titleKm: 'ម៉ាស៊ីនមេ Cloud', text: 'SSD servers.', textKm: 'ម៉ាស៊ីនមេ SSD។', href: '/cloud', art }),
  'GET /api/category-banner/hosting': () => ({ category: 'hosting', theme: 'default', title: 'Hosting with a free domain', titleKm: 'សេវាបង្ហោះ', text: 'Annual plans.', textKm: 'គម្រោង។', href: '/hosting/shared', art }),
  'GET /api/category-banner/domain': () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }),
  'GET /api/category-banner/ssl': () => ({ category: 'ssl', theme: 'default', title: 'Secure your site with SSL', titleKm: 'SSL', text: 'Certificates.', textKm: 'វិញ្ញាបនបត្រ។', href: '/ssl', art }),
  'GET /api/assets': () => [{ id: 'default-hero', category: 'hero', theme: 'default', alt: 'Stars over a cloud', altKm: 'ផ្កាយលើពពក', art }],
};

describe('PromotionsPage', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists the running promotions with code and validity (Asia/Bangkok)', async () => {
    const api = fakeApi({ 'GET /api/promotions/active': () => [promotion], ...pictures });
    renderWithStorefront(<PromotionsPage />);
    expect(await screen.findByRole('heading', { name: '20% off shared hosting' })).toBeInTheDocument();
    expect(screen.getByText('SHARED_HOSTING_DOMAIN_DISCOUNT')).toBeInTheDocument();
    expect(screen.getByText('Valid from Jan 1, 2026 to Jan 1, 2027')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Terms' })).toHaveTextContent('For shared hosting');
    expect(screen.getByRole('list', { name: 'Terms' })).toHaveTextContent('Off the first year of the domain bought with the plan');
    expect(screen.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/hosting/shared');
    // a guest is asked to sign in to apply the code
    expect(screen.getByRole('button', { name: 'Sign in to use this code' })).toBeInTheDocument();
    api.restore();
  });

  it('shows the season\'s picture and a banner per category (one that fails is left out)', async () => {
    const api = fakeApi({ 'GET /api/promotions/active': () => [promotion], ...pictures });
    renderWithStorefront(<PromotionsPage />);
    expect(await screen.findByRole('img', { name: 'Stars over a cloud' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cloud servers from $8.99 a month' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Secure your site with SSL' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the offer: Hosting with a free domain' })).toHaveAttribute('href', '/hosting/shared');
    expect(api.calls.find((call) => call.url === '/api/assets')?.params).toEqual({ categories: 'hero,badge', theme: 'default' });
    api.restore();
  });

  it('applies the code to a signed-in customer\'s basket, and says when the basket has nothing it is for', async () => {
    let refuse = true;
    const api = fakeApi({
      'GET /api/promotions/active': () => [promotion],
      ...pictures,
      'PUT /api/cart/voucher': () =>
        refuse
          ? new FakeError(400, { code: 'CANNOT_USE_VOUCHER', message: 'This voucher cannot be used for your cart' })
          : { id: 'c1', items: [], itemCount: 0, subtotal: 0, updatedAt: '2026-01-01T00:00:00.000Z', voucher: { code: promotion.code, discount: 240 } },
    });
    const store = createStore();
    store.dispatch(userUpdated(customerUser));
    renderWithStorefront(<PromotionsPage />, { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to my basket: SHARED_HOSTING_DOMAIN_DISCOUNT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add a product this code is for to your basket, then apply it.');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Apply to my basket: SHARED_HOSTING_DOMAIN_DISCOUNT' }));
    expect(await screen.findByRole('status')).toHaveTextContent('SHARED_HOSTING_DOMAIN_DISCOUNT is applied to your basket.');
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.data)).toEqual([{ code: promotion.code }, { code: promotion.code }]);
    api.restore();
  });

  it('shows the Khmer title and text in Khmer', async () => {
    await act(() => i18n.changeLanguage('km'));
    const api = fakeApi({ 'GET /api/promotions/active': () => [promotion], ...pictures });
    renderWithStorefront(<PromotionsPage />);
    expect(await screen.findByRole('heading', { name: promotion.titleKm })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ប្រូម៉ូសិន' })).toBeInTheDocument();
    api.restore();
  });

  it('has empty and error states', async () => {
    const empty = fakeApi({ 'GET /api/promotions/active': () => [], ...pictures });
    const { unmount } = renderWithStorefront(<PromotionsPage />);
    expect(await screen.findByRole('heading', { name: 'No promotions right now' })).toBeInTheDocument();
    empty.restore();
    unmount();
    const failing = fakeApi({ 'GET /api/promotions/active': () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }), ...pictures });
    renderWithStorefront(<PromotionsPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    failing.restore();
  });
});
