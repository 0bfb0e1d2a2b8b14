import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DomainSearchResponse, SuperFilterResponse } from '@storefront/contracts';
import { bus } from '@storefront/platform';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { cartWith, domainResult, guestStore, signedInStore } from '../test/fixtures';
import { DomainSearchPage } from './DomainSearchPage';

const TLDS = ['com', 'net', 'org', 'kh', 'com.kh', 'ai'].map((tld) => ({ tld, kind: 'generic', region: null, registerPrice: 1199, renewPrice: 1399, transferPrice: 1199, tags: [] }));

const exact = domainResult('mybrand.com');
const results = [domainResult('mybrand.net', 'taken'), domainResult('mybrand.ai', 'premium'), domainResult('coolshop.com'), domainResult('coolshop.net'), domainResult('coolshop.ai', 'taken', { owner: { hidden: true } })];

const searchAnswer = (page = 1): DomainSearchResponse => ({
  query: 'mybrand.com',
  keywords: ['mybrand', 'coolshop'],
  tlds: ['com', 'net', 'ai'],
  exact: page === 1 ? exact : exact,
  results,
  suggestions: page === 1 ? [domainResult('mybrand.org')] : [domainResult('mybrand.kh')],
  page,
  hasMore: page === 1,
});

const filterAnswer = (params: Record<string, unknown> | undefined): SuperFilterResponse => {
  const keyword = String(params?.keyword ?? '').split(',').filter(Boolean);
  const status = String(params?.status ?? '').split(',').filter(Boolean);
  const all = [exact, ...results].filter((r) => (!keyword.length || keyword.includes(r.keyword)) && (!status.length || status.includes(r.status)));
  return {
    results: all,
    total: all.length,
    page: 1,
    pageCount: 1,
    perPage: 10,
    facets: {
      keywords: [
        { value: 'mybrand', count: 3 },
        { value: 'coolshop', count: 3 },
      ],
      tlds: [
        { value: 'com', count: 2 },
        { value: 'net', count: 2 },
        { value: 'ai', count: 2 },
      ],
      statuses: [
        { value: 'available', count: 3 },
        { value: 'taken', count: 2 },
        { value: 'premium', count: 1 },
      ],
    },
  };
};

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/domains/tlds': () => TLDS,
    'GET /api/domains/search-iu': ({ params }) => searchAnswer(Number(params?.page ?? 1)),
    'GET /api/domains/super-filter': ({ params }) => filterAnswer(params),
    'GET /api/domains/register-info': ({ params }) => ({
      items: String(params?.domain)
        .split(',')
        .map((domain) => ({
          domain,
          tld: domain.slice(domain.indexOf('.') + 1),
          status: domain.endsWith('.ai') ? 'premium' : 'available',
          premium: domain.endsWith('.ai'),
          maxYears: domain.endsWith('.ai') ? 1 : 10,
          prices: Array.from({ length: domain.endsWith('.ai') ? 1 : 10 }, (_, index) => ({ years: index + 1, amount: 1199 + index * 1399 })),
        })),
    }),
    ...extra,
  });
}

const PATH = '/domain/search?domain=mybrand.com&keywords=coolshop';

describe('DomainSearchPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the typed name on top, the session with its chips, results with status, owner and actions', async () => {
    const calls = api();
    renderWithStorefront(<DomainSearchPage />, { path: PATH, store: await guestStore() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “mybrand.com, coolshop”' })).toBeInTheDocument();
    const top = await screen.findByRole('list', { name: 'Your search' });
    expect(within(top).getByRole('heading', { name: 'mybrand.com' })).toBeInTheDocument();
    expect(calls.calls.find((call) => call.url === '/api/domains/search-iu')?.params).toEqual({ domain: 'mybrand.com', keywords: 'coolshop' });

    expect(within(screen.getByRole('list', { name: 'Keywords' })).getByRole('button', { name: 'Remove coolshop' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'TLDs' })).getByText('.com')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(calls.calls.some((call) => call.url === '/api/domains/super-filter')).toBe(true));
    const taken = within(list).getByRole('listitem', { name: 'mybrand.net' });
    expect(within(taken).getByText('Taken')).toBeInTheDocument();
    expect(within(taken).getByText('dara@example.com')).toBeInTheDocument();
    expect(within(taken).getByRole('link', { name: 'Transfer mybrand.net' })).toHaveAttribute('href', '/domain/transfer?domain=mybrand.net');
    expect(within(within(list).getByRole('listitem', { name: 'coolshop.ai' })).getByText("The owner's information is hidden.")).toBeInTheDocument();
    const premium = within(list).getByRole('listitem', { name: 'mybrand.ai' });
    expect(within(premium).getByRole('combobox', { name: 'Registration period for mybrand.ai' })).toBeDisabled();
    expect(within(premium).getByText('$2,500.00')).toBeInTheDocument();
  });

  it('issue 28.11: a comma-separated ?domain= list searches those keywords, as the home box does', async () => {
    const calls = api();
    renderWithStorefront(<DomainSearchPage />, { path: '/domain/search?domain=angkor,bayon,tonle', store: await guestStore() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “angkor, bayon, tonle”' })).toBeInTheDocument();
    expect(screen.queryByText('Please enter an invalid domain or keyword')).toBeNull();
    await waitFor(() => expect(calls.calls.find((call) => call.url === '/api/domains/search-iu')?.params).toEqual({ domain: 'angkor', keywords: 'bayon,tonle' }));
    expect(within(screen.getByRole('list', { name: 'Keywords' })).getByRole('button', { name: 'Remove tonle' })).toBeInTheDocument();
  });

  it('adds a name for the chosen years at the server total, then shows it in the cart', async () => {
    const puts: unknown[] = [];
    api({
      'PUT /api/cart/items': ({ data }) => {
        puts.push(data);
        return cartWith(['coolshop.com']);
      },
    });
    renderWithStorefront(<DomainSearchPage />, { path: PATH, store: await guestStore() });
    const list = await screen.findByRole('list', { name: 'Search results' });
    const row = within(list).getByRole('listitem', { name: 'coolshop.com' });
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Registration period for coolshop.com' }), '3');
    expect(await within(row).findByText('$39.97')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Add coolshop.com to cart' }));
    expect(await within(row).findByRole('button', { name: 'coolshop.com is in your cart' })).toBeDisabled();
    expect(puts).toEqual([{ items: [{ type: 'domain', action: 'register', domain: 'coolshop.com', years: 3 }] }]);
  });

  it('filters by keyword and status through super-filter, keeping the filters in the URL', async () => {
    const calls = api();
    renderWithStorefront(<DomainSearchPage />, { path: PATH, store: await guestStore() });
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    // On a narrow screen the panel opens from its button.
    await userEvent.click(within(panel).getByRole('button', { name: 'Filters' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'coolshop' }));
    const lastFilter = () => calls.calls.filter((call) => call.url === '/api/domains/super-filter').at(-1);
    await waitFor(() => expect(lastFilter()?.params).toMatchObject({ keyword: 'coolshop', keywords: 'mybrand,coolshop', tlds: 'com,net,ai', domains: 'mybrand.com' }));
    expect(within(panel).getByRole('checkbox', { name: 'coolshop' })).toHaveAccessibleDescription('3 results');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Available' }));
    await waitFor(() => expect(lastFilter()?.params).toMatchObject({ keyword: 'coolshop', status: 'available' }));
    const list = await screen.findByRole('list', { name: 'Search results' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-labelledby'))).toEqual(['result-coolshop.com', 'result-coolshop.net']));
  });

  it('refuses a sixth keyword from the URL with the spec message and does not search', async () => {
    const calls = api();
    renderWithStorefront(<DomainSearchPage />, { path: '/domain/search?domain=a&keywords=b,c,d,e,f', store: await guestStore() });
    expect(await screen.findByText('You can search at most 5 keywords at a time')).toBeInTheDocument();
    expect(calls.calls.some((call) => call.url === '/api/domains/search-iu')).toBe(false);
  });

  it('says "Unsupported TLD" before searching a name whose ending is not sold', async () => {
    const calls = api();
    renderWithStorefront(<DomainSearchPage />, { path: '/domain/search?domain=shop.zz', store: await guestStore() });
    expect(await screen.findByText('Unsupported TLD')).toBeInTheDocument();
    expect(calls.calls.some((call) => call.url === '/api/domains/search-iu')).toBe(false);
  });

  it('adds a TLD from the TLD search box, refusing a sixth one', async () => {
    api();
    renderWithStorefront(<DomainSearchPage />, { path: '/domain/search?domain=mybrand.com&tlds=net,org,kh,ai', store: await guestStore() });
    await screen.findByRole('list', { name: 'Search results' });
    const box = await screen.findByRole('combobox', { name: 'Add a TLD' });
    await userEvent.type(box, '.com.k');
    await userEvent.click(await screen.findByRole('option', { name: /\.com\.kh/ }));
    expect(await screen.findByText('You can search at most 5 TLDs at a time')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('list', { name: 'TLDs' })).getByRole('button', { name: 'Remove .ai' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'TLDs' })).queryByText('.ai')).not.toBeInTheDocument());
    await userEvent.type(await screen.findByRole('combobox', { name: 'Add a TLD' }), 'com.k{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'TLDs' })).getByText('.com.kh')).toBeInTheDocument());
    expect(screen.queryByText('You can search at most 5 TLDs at a time')).not.toBeInTheDocument();
  });

  it('adds every available name one by one in a progress dialog, listing failures, without a modal per item', async () => {
    const added: string[] = [];
    api({
      'PUT /api/cart/items': ({ data }) => {
        const domain = (data as { items: { domain: string }[] }).items[0]!.domain;
        if (domain === 'coolshop.net') return new FakeError(400, { code: 'UNSUPPORTED_TLD', message: 'Unsupported TLD' });
        added.push(domain);
        return cartWith([...added]);
      },
    });
    const published = jest.fn();
    const unsubscribe = bus.subscribe('cart/itemAdded', published);
    renderWithStorefront(<DomainSearchPage />, { path: PATH, store: await guestStore() });
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.getByRole('button', { name: 'Add all to cart' })).toHaveAccessibleDescription('3 available names not in your cart yet');
    await userEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adding domains to your cart' });
    expect(within(dialog).getByRole('progressbar', { name: 'Domains added' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Added 2 of 3 domains to your cart.')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Domains added' })).toHaveAttribute('aria-valuetext', '3 of 3');
    expect(within(dialog).getByRole('group', { name: 'Could not be added' })).toHaveTextContent('coolshop.net: Unsupported TLD');
    expect(added).toEqual(['mybrand.com', 'coolshop.com']);
    expect(within(dialog).getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/checkout-basket');
    expect(published).not.toHaveBeenCalled();
    unsubscribe();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'mybrand.com is in your cart' })).toBeDisabled();
  });

  it('pages the suggestions with "Show more suggestions"', async () => {
    const calls = api();
    renderWithStorefront(<DomainSearchPage />, { path: PATH, store: await guestStore() });
    expect(await screen.findByRole('list', { name: 'Suggested domains, page 1' })).toHaveTextContent('mybrand.org');
    await userEvent.click(screen.getByRole('button', { name: 'Show more suggestions' }));
    expect(await screen.findByRole('list', { name: 'Suggested domains, page 2' })).toHaveTextContent('mybrand.kh');
    expect(calls.calls.filter((call) => call.url === '/api/domains/search-iu').map((call) => call.params?.page)).toEqual([undefined, 2]);
    expect(screen.queryByRole('button', { name: 'Show more suggestions' })).not.toBeInTheDocument();
  });

  it('asks a guest to sign in before transferring someone else’s name', async () => {
    api();
    const requested = jest.fn();
    const unsubscribe = bus.subscribe('auth/loginRequested', requested);
    renderWithStorefront(<DomainSearchPage />, { path: PATH, store: await guestStore() });
    await userEvent.click(await screen.findByRole('link', { name: 'Transfer mybrand.net' }));
    expect(requested).toHaveBeenCalledWith({ reason: 'domain-transfer', returnTo: '/domain/transfer?domain=mybrand.net' });
    expect(screen.queryByText('Navigated away')).not.toBeInTheDocument();
    unsubscribe();
  });

  it('offers Renew and Reactivate on the signed-in customer’s own names, with their prices', async () => {
    const puts: unknown[] = [];
    const own = { registeredAt: '2024-01-01T00:00:00.000Z', expiresAt: '2026-01-01T00:00:00.000Z', transferCompletesAt: null, renewPrice: 1399, reactivatePrice: 9399 };
    const mine = [domainResult('mybrand.net', 'taken', { yours: 'active' }), domainResult('mybrand.org', 'taken', { yours: 'redemption' }), domainResult('mybrand.biz', 'taken', { yours: 'pendingTransfer' })];
    api({
      'GET /api/domains/search-iu': () => ({ ...searchAnswer(), results: mine, suggestions: [] }),
      'GET /api/domains/super-filter': () => ({ ...filterAnswer(undefined), results: mine }),
      'GET /api/user/owned-domains': () => [
        { ...own, domain: 'mybrand.net', tld: 'net', status: 'active' },
        { ...own, domain: 'mybrand.org', tld: 'org', status: 'redemption' },
      ],
      'PUT /api/cart/items': ({ data }) => {
        puts.push(data);
        return cartWith([]);
      },
    });
    renderWithStorefront(<DomainSearchPage />, { path: PATH, store: await signedInStore() });
    const renew = await screen.findByRole('button', { name: 'Renew mybrand.net' });
    expect(within(screen.getByRole('listitem', { name: 'mybrand.net' })).getByText('Yours')).toBeInTheDocument();
    const redemption = screen.getByRole('listitem', { name: 'mybrand.org' });
    expect(await within(redemption).findByText('$93.99')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'mybrand.biz' })).getByText('Transfer in progress')).toBeInTheDocument();
    await userEvent.click(renew);
    await userEvent.click(within(redemption).getByRole('button', { name: 'Reactivate mybrand.org' }));
    await waitFor(() =>
      expect(puts).toEqual([
        { items: [{ type: 'domain', action: 'renew', domain: 'mybrand.net', years: 1 }] },
        { items: [{ type: 'domain', action: 'reactivate', domain: 'mybrand.org', years: 1 }] },
      ]),
    );
  });
});
