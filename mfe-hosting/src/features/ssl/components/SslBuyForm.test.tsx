import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { selectCartCount } from '@storefront/platform';
import { MULTI_OV, POSITIVE, WILDCARD } from '../../../test/ssl-fixtures';
import { SslBuyForm } from './SslBuyForm';

const cart = (count: number) => ({ id: 'c', items: [], itemCount: count, subtotal: 0, updatedAt: '2026-01-01T00:00:00.000Z' });
/** The api's answers: PUT /api/cart/items/ssl, then the cart read again. */
const added = (answer: () => unknown = () => cart(1)) => ({ 'PUT /api/cart/items/ssl': answer, 'GET /api/cart': () => cart(1) });
const puts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === 'PUT');

describe('SslBuyForm', () => {
  it('adds a single-domain certificate for the name typed, with the chosen term, by PUT /api/cart/items/ssl, to the one cart', async () => {
    const api = fakeApi(added());
    const { store } = renderWithStorefront(<SslBuyForm certificate={POSITIVE} />);
    expect(screen.queryByLabelText(/More names/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Domain to protect/ }), 'Shop.Example.com');
    await userEvent.selectOptions(screen.getByLabelText('Term'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add PositiveSSL to cart' }));
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(1));
    expect(api.calls[0]).toEqual(expect.objectContaining({ method: 'PUT', url: '/api/cart/items/ssl', data: { product: 'positivessl', years: 2, domain: 'shop.example.com', sans: [] } }));
    api.restore();
  });

  it('explains a name that is not a domain before asking the api', async () => {
    const api = fakeApi({});
    renderWithStorefront(<SslBuyForm certificate={POSITIVE} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Domain to protect/ }), 'not a domain');
    await userEvent.click(screen.getByRole('button', { name: 'Add PositiveSSL to cart' }));
    expect(screen.getByRole('textbox', { name: /Domain to protect/ })).toHaveAccessibleDescription(/Please enter a valid domain name/);
    expect(api.calls).toEqual([]);
    api.restore();
  });

  it('shows what a wildcard covers and takes the name without *.', async () => {
    const api = fakeApi(added());
    renderWithStorefront(<SslBuyForm certificate={WILDCARD} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Domain whose subdomains it protects/ }), 'angkor.kh');
    expect(screen.getByText('Covers *.angkor.kh and angkor.kh')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add PositiveSSL Wildcard to cart' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]).toEqual(expect.objectContaining({ url: '/api/cart/items/ssl', data: { product: 'positivessl-wildcard', years: 1, domain: 'angkor.kh', sans: [] } }));
    api.restore();
  });

  it('takes the SANs of a multi-domain certificate within the names it includes, and shows the refusal of the api', async () => {
    const api = fakeApi(added(() => new FakeError(400, { code: 'BAD_REQUEST', message: 'Each name can be listed once', details: { field: 'sans' } })));
    renderWithStorefront(<SslBuyForm certificate={MULTI_OV} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Domain to protect/ }), 'example.com');
    const sans = screen.getByLabelText('More names (one per line)');
    await userEvent.type(sans, 'a.example.com{enter}b.example.com{enter}c.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add Unified Communications to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`This certificate covers up to ${MULTI_OV.domains} names`);
    expect(api.calls).toEqual([]);

    await userEvent.clear(sans);
    await userEvent.type(sans, 'shop.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add Unified Communications to cart' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]).toEqual(expect.objectContaining({ url: '/api/cart/items/ssl', data: { product: 'unified-communications', years: 1, domain: 'example.com', sans: ['shop.example.com'] } }));
    // The api's refusal shows by the field it names.
    expect(await screen.findByRole('alert')).toHaveTextContent('Each name can be listed once');
    api.restore();
  });
});
