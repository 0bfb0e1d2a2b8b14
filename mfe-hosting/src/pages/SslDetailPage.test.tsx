import { screen, within } from '@testing-library/react';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { ResponseProvider, type ResponseSink } from '@storefront/platform';
import { CERTIFICATES, EV } from '../test/ssl-fixtures';
import { SslDetailPage } from './SslDetailPage';

/** A server's response as the page sets it while rendering. */
function serverResponse() {
  const answer: { status: number } = { status: 200 };
  const sink: ResponseSink = { status: (code) => void (answer.status = Math.max(answer.status, code)), redirect: () => undefined };
  return { answer, sink };
}

const render = (key: string, sink?: ResponseSink) => {
  const page = <SslDetailPage />;
  return renderWithStorefront(sink ? <ResponseProvider sink={sink}>{page}</ResponseProvider> : page, { path: `/ssl/${key}`, route: '/ssl/:key' });
};

describe('SslDetailPage', () => {
  it('shows the pricing of each term, the facts, specs, requirements, paperwork and disclaimers from the api', async () => {
    const api = fakeApi({ 'GET /api/ssl-certificates/ev-ssl': () => EV, 'GET /api/ssl-certificates': () => CERTIFICATES });
    const { answer, sink } = serverResponse();
    render('ev-ssl', sink);
    expect(await screen.findByRole('heading', { level: 1, name: 'EV SSL' })).toBeInTheDocument();
    expect(screen.getByText('EV SSL in a sentence.')).toBeInTheDocument();
    const prices = screen.getByRole('table', { name: 'Prices in US dollars, before VAT' });
    expect(within(prices).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [],
      ['$89.99', '$7.50'],
      ['$179.98', '$7.50'],
      ['$269.97', '$7.50'],
    ]);
    // No term is cheaper per year: there is no saving column to show.
    expect(within(prices).queryByRole('columnheader', { name: 'You save' })).toBeNull();
    const facts = screen.getByRole('region', { name: 'At a glance' });
    expect(facts).toHaveTextContent('Extended validation (EV)');
    expect(facts).toHaveTextContent('$1,750,000');
    expect(facts).toHaveTextContent('Dynamic, with verified details');
    expect(within(facts).getByRole('link', { name: 'Compare Single domain certificates' })).toHaveAttribute('href', '/ssl/compare?keys=positivessl,ev-ssl');
    for (const [title, text] of [
      ['Specifications', 'EV SSL spec'],
      ['Requirements', 'A registered organisation.'],
      ['Paperwork', 'Business registration certificate.'],
      ['Good to know', 'Free domains cannot get an SSL certificate.'],
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title }).closest('section')).toHaveTextContent(text!);
    }
    expect(screen.getByRole('link', { name: 'SSL certificates' })).toHaveAttribute('href', '/ssl');
    expect(answer.status).toBe(200);
    api.restore();
  });

  it('shows a saving when the api prices a term below the yearly price', async () => {
    const discounted = { ...EV, prices: EV.prices.map((term) => ({ ...term, saving: term.years === 3 ? 2700 : 0 })) };
    const api = fakeApi({ 'GET /api/ssl-certificates/ev-ssl': () => discounted, 'GET /api/ssl-certificates': () => CERTIFICATES });
    render('ev-ssl');
    const prices = await screen.findByRole('table', { name: 'Prices in US dollars, before VAT' });
    expect(within(prices).getByRole('columnheader', { name: 'You save' })).toBeInTheDocument();
    expect(within(prices).getByRole('row', { name: /3 years/ })).toHaveTextContent('$27.00');
    api.restore();
  });

  it('is the 404 page, with a 404 status for the server, for a key the api does not know', async () => {
    const api = fakeApi({
      'GET /api/ssl-certificates/platinum-ssl': () => new FakeError(404, { code: 'NOT_FOUND', message: 'This page could not be found' }),
      'GET /api/ssl-certificates': () => CERTIFICATES,
    });
    const { answer, sink } = serverResponse();
    render('platinum-ssl', sink);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all SSL certificates' })).toHaveAttribute('href', '/ssl');
    expect(answer.status).toBe(404);
    api.restore();
  });

  it('is the 404 page without asking for a key that cannot be one', () => {
    const api = fakeApi({ 'GET /api/ssl-certificates': () => CERTIFICATES });
    const { answer, sink } = serverResponse();
    render('Not_A_Key', sink);
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url !== '/api/ssl-certificates')).toEqual([]);
    expect(answer.status).toBe(404);
    api.restore();
  });
});
