import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@storefront/platform';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { DomainLandingPage } from './DomainLandingPage';

describe('DomainLandingPage', () => {
  it('shows the search, spotlight TLDs, discounts and the ways to transfer, look up and compare', async () => {
    const api = fakeApi({
      'GET /api/tlds/spotlight-tlds': () => [{ tld: 'kh', kind: 'country', region: 'asia', registerPrice: 5000, renewPrice: 5000, transferPrice: 5000, tags: ['hot'], title: 'Cambodia', summary: 'Show you are local.' }],
      'GET /api/domains/discount': () => [{ tld: 'xyz', type: 'register', regularPrice: 1399, price: 199, percent: 86 }],
    });
    renderWithStorefront(<DomainLandingPage />, { path: '/domain' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find the perfect domain' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search for a domain' })).toBeInTheDocument();
    const spotlight = await screen.findByRole('list', { name: 'Popular right now' });
    expect(within(spotlight).getByRole('link', { name: '.kh' })).toHaveAttribute('href', '/domain/tld/kh');
    expect(within(spotlight).getByText('Show you are local.')).toBeInTheDocument();
    const deals = await screen.findByRole('list', { name: 'Domains on sale' });
    expect(within(deals).getByText('86% off')).toBeInTheDocument();
    expect(within(deals).getByText('$1.99')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === '/api/domains/discount')?.params).toEqual({ type: 'register' });
    expect(screen.getByRole('link', { name: 'Start a transfer' })).toHaveAttribute('href', '/domain/transfer');
    expect(screen.getByRole('link', { name: 'Look up a domain' })).toHaveAttribute('href', '/whois');
    expect(screen.getByRole('link', { name: 'Compare prices' })).toHaveAttribute('href', '/domain/pricing');
    expect(screen.getByRole('link', { name: 'Browse generic domains' })).toHaveAttribute('href', '/domain/gtld');
    expect(screen.getByRole('link', { name: 'Browse country domains' })).toHaveAttribute('href', '/domain/cctld');
    api.restore();
  });

  it('asks again for the words about TLDs when the reader changes language', async () => {
    const api = fakeApi({
      'GET /api/tlds/spotlight-tlds': () => [{ tld: 'kh', kind: 'country', region: 'asia', registerPrice: 5000, renewPrice: 5000, transferPrice: 5000, tags: ['hot'], title: 'Cambodia', summary: 'Show you are local.' }],
      'GET /api/domains/discount': () => [],
    });
    renderWithStorefront(<DomainLandingPage />, { path: '/domain' });
    await screen.findByRole('list', { name: 'Popular right now' });
    const spotlightCalls = () => api.calls.filter((call) => call.url === '/api/tlds/spotlight-tlds').length;
    expect(spotlightCalls()).toBe(1);
    act(() => bus.publish('locale/changed', { locale: 'km' }));
    await waitFor(() => expect(spotlightCalls()).toBe(2));
    api.restore();
  });
});
