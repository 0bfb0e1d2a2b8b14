import { act, screen } from '@testing-library/react';
import { fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { i18n } from '@storefront/platform';
import { registerPromotionsTranslations } from '../i18n/register';
import { PromotionsPage } from './PromotionsPage';

registerPromotionsTranslations();

const promotion = {
  id: 'p1',
  code: 'SHARED_HOSTING_DOMAIN_DISCOUNT',
  title: '20% off shared hosting',
  titleKm: 'បញ្ចុះតម្លៃ 20% លើសេវាបង្ហោះរួម',
  description: 'Launch your website for less.',
  descriptionKm: 'បើកគេហទំព័ររបស់អ្នកក្នុងតម្លៃទាប។',
  discountType: 'percent' as const,
  discountValue: 20,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-12-31T20:00:00.000Z',
};

describe('PromotionsPage', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists the running promotions with code and validity (Asia/Bangkok)', async () => {
    const api = fakeApi({ 'GET /api/promotions/active': () => [promotion] });
    renderWithStorefront(<PromotionsPage />);
    expect(await screen.findByRole('heading', { name: '20% off shared hosting' })).toBeInTheDocument();
    expect(screen.getByText('SHARED_HOSTING_DOMAIN_DISCOUNT')).toBeInTheDocument();
    expect(screen.getByText('Valid until Jan 1, 2027')).toBeInTheDocument();
    api.restore();
  });

  it('shows the Khmer title and text in Khmer', async () => {
    await act(() => i18n.changeLanguage('km'));
    const api = fakeApi({ 'GET /api/promotions/active': () => [promotion] });
    renderWithStorefront(<PromotionsPage />);
    expect(await screen.findByRole('heading', { name: promotion.titleKm })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ប្រូម៉ូសិន' })).toBeInTheDocument();
    api.restore();
  });

  it('has empty and error states', async () => {
    const empty = fakeApi({ 'GET /api/promotions/active': () => [] });
    const { unmount } = renderWithStorefront(<PromotionsPage />);
    expect(await screen.findByRole('heading', { name: 'No promotions right now' })).toBeInTheDocument();
    empty.restore();
    unmount();
    const failing = fakeApi({ 'GET /api/promotions/active': () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }) });
    renderWithStorefront(<PromotionsPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    failing.restore();
  });
});
