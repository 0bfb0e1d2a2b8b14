import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { TldListPage } from './TldListPage';

const tld = (name: string, region: string | null, price: number) => ({ tld: name, kind: region ? 'country' : 'generic', region, registerPrice: price, renewPrice: price, transferPrice: price, tags: [] });

describe('TldListPage', () => {
  it('lists country TLDs with their yearly price and filters by region through the api', async () => {
    const api = fakeApi({
      'GET /api/domains/tlds': ({ params }) => (params?.region === 'europe' ? [tld('uk', 'europe', 899)] : [tld('kh', 'asia', 5000), tld('uk', 'europe', 899)]),
    });
    renderWithStorefront(<TldListPage kind="country" />, { path: '/domain/cctld' });
    const list = await screen.findByRole('list', { name: 'Country-code TLDs' });
    expect(within(list).getByRole('heading', { name: '.kh' })).toBeInTheDocument();
    expect(within(list).getByText('$50.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Europe' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '.kh' })).not.toBeInTheDocument());
    expect(api.calls.at(-1)?.params).toEqual({ kind: 'country', region: 'europe' });
    api.restore();
  });

  it('leads each TLD to a domain search', async () => {
    const api = fakeApi({ 'GET /api/domains/tlds': () => [tld('com', null, 1199)] });
    renderWithStorefront(<TldListPage kind="generic" />, { path: '/domain/gtld' });
    expect(await screen.findByRole('link', { name: 'Search a domain ending in .com' })).toHaveAttribute('href', '/domain/search?tld=com');
    api.restore();
  });
});
