import { act, screen, within } from '@testing-library/react';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { i18n } from '@storefront/platform';
import { CERTIFICATES } from '../test/ssl-fixtures';
import { SslListPage } from './SslListPage';

const answer = () => fakeApi({ 'GET /api/ssl-certificates': () => CERTIFICATES });
const cardNames = () => within(screen.getByRole('list', { name: 'SSL certificates' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('SslListPage', () => {
  it('lists every certificate with its type, level, price from per year, warranty and a link to its page', async () => {
    const api = answer();
    renderWithStorefront(<SslListPage />, { path: '/ssl' });
    expect(screen.getByRole('heading', { level: 1, name: 'SSL certificates' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'SSL certificates' });
    expect(cardNames()).toEqual(['PositiveSSL', 'PositiveSSL Wildcard', 'EV SSL', 'Unified Communications']);
    const ev = screen.getByRole('article', { name: 'EV SSL' });
    expect(ev).toHaveTextContent('Single domain');
    expect(ev).toHaveTextContent('EV');
    expect(ev).toHaveTextContent('$89.99/yr');
    expect(ev).toHaveTextContent('$1,750,000');
    expect(ev).toHaveTextContent('1–5 business days');
    expect(within(ev).getByRole('link', { name: 'View EV SSL' })).toHaveAttribute('href', '/ssl/ev-ssl');
    expect(screen.getByRole('link', { name: 'Compare all certificates' })).toHaveAttribute('href', '/ssl/compare');
    expect(screen.getByRole('status')).toHaveTextContent('4 certificates');
    expect(api.calls.map((call) => call.url)).toEqual(['/api/ssl-certificates']);
    api.restore();
  });

  it('filters by type and validation level from the URL, with links that keep the other filter', async () => {
    const api = answer();
    renderWithStorefront(<SslListPage />, { path: '/ssl?type=single-domain&validation=DV' });
    await screen.findByRole('list', { name: 'SSL certificates' });
    expect(cardNames()).toEqual(['PositiveSSL']);
    const types = screen.getByRole('navigation', { name: 'Certificate type' });
    expect(within(types).getByRole('link', { name: 'Single domain' })).toHaveAttribute('aria-current', 'page');
    expect(within(types).getByRole('link', { name: 'Wildcard' })).toHaveAttribute('href', '/ssl?type=wildcard&validation=DV');
    expect(within(types).getByRole('link', { name: 'All types' })).toHaveAttribute('href', '/ssl?validation=DV');
    const levels = screen.getByRole('navigation', { name: 'Validation level' });
    expect(within(levels).getByRole('link', { name: 'Extended validation (EV)' })).toHaveAttribute('href', '/ssl?type=single-domain&validation=EV');
    expect(within(levels).getByRole('link', { name: 'All levels' })).not.toHaveAttribute('aria-current');
    api.restore();
  });

  it('links the filtered certificates to the comparison, and says when no certificate matches', async () => {
    const api = answer();
    const { unmount } = renderWithStorefront(<SslListPage />, { path: '/ssl?type=single-domain' });
    await screen.findByRole('list', { name: 'SSL certificates' });
    expect(screen.getByRole('link', { name: 'Compare these 2' })).toHaveAttribute('href', '/ssl/compare?keys=positivessl,ev-ssl');
    unmount();
    renderWithStorefront(<SslListPage />, { path: '/ssl?type=wildcard&validation=EV&junk=1' });
    expect(await screen.findByRole('heading', { name: 'No certificate matches these filters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all certificates' })).toHaveAttribute('href', '/ssl');
    api.restore();
  });

  it('ignores a filter value it does not know', async () => {
    const api = answer();
    renderWithStorefront(<SslListPage />, { path: '/ssl?type=platinum&validation=XV' });
    await screen.findByRole('list', { name: 'SSL certificates' });
    expect(cardNames()).toHaveLength(4);
    api.restore();
  });

  it('reads in Khmer', async () => {
    const api = answer();
    await act(() => i18n.changeLanguage('km'));
    try {
      renderWithStorefront(<SslListPage />, { path: '/km/ssl' });
      expect(screen.getByRole('heading', { level: 1, name: 'វិញ្ញាបនបត្រ SSL' })).toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'EV SSL' })).toHaveTextContent('1–5 ថ្ងៃធ្វើការ');
      expect(screen.getByRole('navigation', { name: 'ប្រភេទវិញ្ញាបនបត្រ' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'ដែនតែមួយ' })).toHaveAttribute('href', '/km/ssl?type=single-domain');
    } finally {
      await act(() => i18n.changeLanguage('en'));
      api.restore();
    }
  });
});
