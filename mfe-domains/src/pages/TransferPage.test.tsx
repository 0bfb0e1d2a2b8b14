import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/platform';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { cartWith, guestStore, signedInStore } from '../test/fixtures';
import { TransferPage } from './TransferPage';

const check = (domain: string) =>
  domain === 'locked-shop.com'
    ? { domain, tld: 'com', transferable: false, blocker: 'locked', price: 1199 }
    : { domain, tld: 'com', transferable: true, blocker: null, price: 1199 };

describe('TransferPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('explains the six steps and asks a visitor to sign in first', async () => {
    const api = fakeApi({});
    const requested = jest.fn();
    const unsubscribe = bus.subscribe('auth/loginRequested', requested);
    renderWithStorefront(<TransferPage />, { path: '/domain/transfer?domain=angkor.com', store: await guestStore() });
    const steps = screen.getByRole('list', { name: 'Transfer steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Sign in',
      'Open the transfer page',
      'Search the domain',
      'Verify it is ready',
      'Provide the auth/EPP code',
      'Check out',
    ]);
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(requested).toHaveBeenCalledWith({ reason: 'domain-transfer', returnTo: '/domain/transfer?domain=angkor.com' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
    unsubscribe();
    api.restore();
  });

  it('checks the domain, then shows what blocks it in plain words', async () => {
    const api = fakeApi({ 'GET /api/domains/transfer/check': ({ params }) => check(String(params?.domain)) });
    renderWithStorefront(<TransferPage />, { path: '/domain/transfer', store: await signedInStore() });
    const field = screen.getByRole('textbox', { name: /Domain to transfer/ });
    await userEvent.type(field, 'locked-shop');
    await userEvent.click(screen.getByRole('button', { name: 'Check domain' }));
    expect(field).toHaveAccessibleDescription(/Please enter a valid domain name/);
    await userEvent.type(field, '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Check domain' }));
    expect(await screen.findByText('locked-shop.com cannot be transferred yet')).toBeInTheDocument();
    expect(screen.getByText(/is locked at its current registrar/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Auth code/ })).not.toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ url: '/api/domains/transfer/check', params: { domain: 'locked-shop.com' } });
    api.restore();
  });

  it('takes the auth code (a wrong one shows the api message), adds the transfer and leads to checkout', async () => {
    const puts: unknown[] = [];
    const api = fakeApi({
      'GET /api/domains/transfer/check': ({ params }) => check(String(params?.domain)),
      'POST /api/domains/transfer/verify-code': ({ data }) =>
        (data as { authCode: string }).authCode === 'EPP-1234'
          ? { domain: 'angkor.com', valid: true }
          : new FakeError(400, { code: 'BAD_REQUEST', message: 'The auth code (EPP code) is incorrect' }),
      'PUT /api/cart/items': ({ data }) => {
        puts.push(data);
        return cartWith(['angkor.com']);
      },
    });
    const added = jest.fn();
    const unsubscribe = bus.subscribe('cart/itemAdded', added);
    renderWithStorefront(<TransferPage />, { path: '/domain/transfer?domain=angkor.com', store: await signedInStore() });
    expect(await screen.findByText('angkor.com is ready to transfer')).toBeInTheDocument();
    expect(screen.getByText('$11.99')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /Auth code \(EPP code\)/ });
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(code).toHaveAccessibleDescription(/Please enter the auth code \(EPP code\)/);
    await userEvent.type(code, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The auth code \(EPP code\) is incorrect/));
    await userEvent.clear(code);
    await userEvent.type(code, 'EPP-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add transfer of angkor.com to cart' }));
    expect(await screen.findByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout-basket');
    expect(screen.getAllByText(/pending transfer/).length).toBeGreaterThan(0);
    expect(puts).toEqual([{ items: [{ type: 'domain', action: 'transfer', domain: 'angkor.com', years: 1, authCode: 'EPP-1234' }] }]);
    expect(added).not.toHaveBeenCalled();
    expect(within(screen.getByRole('list', { name: 'Transfer steps' })).getAllByRole('listitem')[5]).toHaveAttribute('aria-current', 'step');
    unsubscribe();
    api.restore();
  });
});
