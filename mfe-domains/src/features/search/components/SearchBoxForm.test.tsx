import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@storefront/platform';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { SearchBoxForm as SearchBox } from './SearchBoxForm';

const TLDS = ['com', 'net', 'com.kh'].map((tld) => ({ tld, kind: 'generic', region: null, registerPrice: 1199, renewPrice: 1399, transferPrice: 1199, tags: [] }));

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderBox(props: Parameters<typeof SearchBox>[0] = {}) {
  return renderWithStorefront(
    <>
      <SearchBox {...props} />
      <Where />
    </>,
  );
}

const search = async (text: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Search for a domain' }), text);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe('SearchBoxForm', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({ 'GET /api/domains/tlds': () => TLDS });
  });
  afterEach(() => api.restore());

  it('turns several terms into a search session in the URL', async () => {
    renderBox();
    await search('mybrand, coolshop');
    expect(screen.getByLabelText('location')).toHaveTextContent('/domain/search?domain=mybrand&keywords=coolshop');
    expect(api.calls).toEqual([]);
  });

  it('keeps the session TLDs and gives a TLD page’s ending to a bare keyword', async () => {
    renderBox({ tld: 'com.kh', tlds: ['net'] });
    await search('shop coolshop');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/domain/search?domain=shop.com.kh&keywords=coolshop&tlds=net'));
  });

  it('shows the spec messages in the form instead of searching', async () => {
    renderBox();
    await search('-bad-name-');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an invalid domain or keyword');
    expect(screen.getByRole('textbox', { name: 'Search for a domain' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search for a domain' }));
    await search('good, shop-.com');
    expect(screen.getByRole('alert')).toHaveTextContent('“shop-.com”: Please enter a valid domain name');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search for a domain' }));
    await search('a b c d e f');
    expect(screen.getByRole('alert')).toHaveTextContent('You can search at most 5 keywords at a time');
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  });

  it('says "Unsupported TLD" for an ending the catalogue does not sell', async () => {
    renderBox();
    await search('shop.zz');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsupported TLD');
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search for a domain' }));
    await search('shop.com.kh');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/domain/search?domain=shop.com.kh'));
  });

  it("asks for the catalogue once for both searches (the generated listTlds, cached under 'Tld')", async () => {
    renderBox();
    await search('shop.zz');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsupported TLD');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search for a domain' }));
    await search('shop.com.kh');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/domain/search?domain=shop.com.kh'));
    expect(api.calls.filter((call) => call.url === '/api/domains/tlds')).toEqual([expect.objectContaining({ method: 'GET', params: {} })]);
  });

  it('searches anyway when the catalogue cannot be read: the api then checks the ending', async () => {
    api.restore();
    api = fakeApi({ 'GET /api/domains/tlds': () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'down' }) });
    renderBox();
    await search('shop.zz');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/domain/search?domain=shop.zz'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
