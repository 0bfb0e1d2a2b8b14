import { screen, within } from '@testing-library/react';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { TldDetailPage } from './TldDetailPage';

const detail = {
  tld: 'kh',
  kind: 'country',
  region: 'asia',
  tags: ['hot'],
  registerPrice: 5000,
  renewPrice: 5000,
  transferPrice: 5000,
  prices: Array.from({ length: 10 }, (_, index) => ({ years: index + 1, register: 5000 * (index + 1), renew: 5000 * (index + 1), transfer: 5000 * (index + 1) })),
  content: { tld: 'kh', title: '.kh — Cambodia', summary: 'The country code of Cambodia.', uses: ['Businesses in Cambodia'], requirements: 'A Cambodian company or ID.' },
  redemptionLeadDays: 5,
  redemptionPrice: 8000,
};

describe('TldDetailPage', () => {
  it('shows the words, tags, prices for 1 to 10 years, redemption and a search with that ending', async () => {
    const api = fakeApi({ 'GET /api/tlds/kh': () => detail });
    renderWithStorefront(<TldDetailPage />, { path: '/domain/tld/kh', route: '/domain/tld/:tld' });
    expect(await screen.findByRole('heading', { level: 1, name: '.kh — Cambodia' })).toBeInTheDocument();
    expect(screen.getByText('A Cambodian company or ID.')).toBeInTheDocument();
    expect(screen.getByText('Hot')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Totals in USD for each term' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('row', { name: /10 years/ })).toHaveTextContent('$500.00');
    expect(screen.getByText(/enters redemption 5 days after it expires/)).toHaveTextContent('$80.00');
    expect(screen.getByRole('textbox', { name: 'Search for a domain' })).toHaveAttribute('placeholder', 'Type a name to search with .kh');
    api.restore();
  });

  it('shows the 404 page for an ending that is not sold', async () => {
    const api = fakeApi({ 'GET /api/tlds/zz': () => new FakeError(404, { code: 'NOT_FOUND', message: 'This page could not be found' }) });
    renderWithStorefront(<TldDetailPage />, { path: '/domain/tld/zz', route: '/domain/tld/:tld' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    api.restore();
  });

  it('shows the 404 page without asking the api for a malformed ending', () => {
    const api = fakeApi({});
    renderWithStorefront(<TldDetailPage />, { path: '/domain/tld/-x-', route: '/domain/tld/:tld' });
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    api.restore();
  });
});
