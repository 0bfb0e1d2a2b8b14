import { screen, waitFor } from '@testing-library/react';
import { bus, createStore, fetchCurrentUser } from '@storefront/platform';
import { customerUser, fakeApi, renderWithStorefront, settle } from '@storefront/testing';
import AccountRoutes from './routes';

describe('AccountRoutes', () => {
  it('loads the invoices page on demand for a signed-in customer, under the account tabs', async () => {
    fakeApi({ 'GET /user/invoices': () => ({ items: [] }) });
    const store = createStore();
    store.dispatch(fetchCurrentUser.fulfilled(customerUser, 'r1'));
    renderWithStorefront(<AccountRoutes />, { store, path: '/account/invoices' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My invoices' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Account' });
    expect(tabs).toContainElement(screen.getByRole('link', { name: 'Invoices' }));
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Balance' })).toHaveAttribute('href', '/account/balance');
  });

  it('sends a visitor away from the balance page', async () => {
    const store = createStore();
    store.dispatch(fetchCurrentUser.fulfilled(null, 'r1'));
    const api = fakeApi({});
    const asked: unknown[] = [];
    const unsubscribe = bus.subscribe('auth/loginRequested', (payload) => asked.push(payload));
    renderWithStorefront(<AccountRoutes />, { store, path: '/account/balance' });
    // The guard asks for a sign-in in the same commit that sends the visitor away.
    await waitFor(() => expect(asked).toEqual([expect.objectContaining({ reason: 'auth-only', returnTo: '/account/balance' })]));
    await settle();
    expect(screen.queryByRole('heading', { name: 'Balance' })).toBeNull();
    expect(api.calls).toEqual([]);
    unsubscribe();
  });
});
