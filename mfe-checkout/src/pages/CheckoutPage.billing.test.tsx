import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, createStore, fetchCurrentUser } from '@storefront/platform';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import type { Cart } from '@storefront/contracts';
import { ORDER_ID, contact, order, signedInStore } from '../test/fixtures';
import CheckoutPage from './CheckoutPage';

const cart: Cart = {
  id: 'c1',
  items: [{ key: 'k1', type: 'domain', category: 'DOMAIN', title: 'mybrand.com', description: 'Domain registration', period: 1, periodUnit: 'year', unitPrice: 1199, amount: 1199, data: { action: 'register' } }],
  itemCount: 1,
  subtotal: 1199,
  updatedAt: '2026-11-23T10:00:00.000Z',
};

const mine = contact();
const second = contact({ id: 'c0a80001-0000-4000-8000-000000000002', firstName: 'Dara', lastName: 'Kim', isDefault: false, email: 'dara@example.com' });
const shared = contact({ id: 'c0a80001-0000-4000-8000-000000000003', firstName: 'Vanna', lastName: 'Ly', isDefault: false, shared: true, ownerName: 'Bopha Ly' });

const billingPath = `/checkout-basket?step=billing&orderId=${ORDER_ID}`;

afterEach(() => window.sessionStorage.clear());

describe('Checkout step 1 → 2', () => {
  it('asks a visitor to sign in when they press Checkout', async () => {
    const api = fakeApi({ 'GET /api/cart': () => cart });
    const store = createStore();
    store.dispatch(fetchCurrentUser.fulfilled(null, 'test', undefined));
    const requested = jest.fn();
    const unsubscribe = bus.subscribe('auth/loginRequested', requested);
    renderWithStorefront(<CheckoutPage />, { store, path: '/checkout-basket' });
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(requested).toHaveBeenCalledWith(expect.objectContaining({ returnTo: '/checkout-basket' }));
    unsubscribe();
    api.restore();
  });

  it('opens the order of the cart and goes to billing with its orderId in the URL', async () => {
    const api = fakeApi({
      'GET /api/cart': () => cart,
      'POST /api/checkout/init': () => order(),
      [`PATCH /api/checkout/checkout-state/${ORDER_ID}`]: () => ({}),
      'GET /api/user/addresses': () => ({ items: [mine], limit: 3 }),
    });
    renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: '/checkout-basket' });
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('group', { name: 'Choose the contact to bill' })).toBeInTheDocument();
    expect(screen.getByText('Billing information', { selector: 'li' })).toHaveAttribute('aria-current', 'step');
    expect(api.calls.find((c) => c.url === '/api/checkout/init')?.data).toEqual({ tabId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(api.calls.find((c) => c.method === 'PATCH')?.data).toEqual({ tabId: expect.any(String), state: 'billing' });
    api.restore();
  });

  it('sends a step without checkout or orderId back to the basket', async () => {
    const api = fakeApi({ 'GET /api/cart': () => cart });
    renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: '/checkout-basket?step=payment', route: '/checkout-basket' });
    expect(await screen.findByRole('list', { name: 'Items in your cart' })).toBeInTheDocument();
    expect(screen.getByText('Basket', { selector: 'li' })).toHaveAttribute('aria-current', 'step');
    api.restore();
  });
});

describe('Checkout step 2: billing information', () => {
  it('lists my contacts and shared ones labelled with their owner, and saves the choice on the order', async () => {
    const api = fakeApi({
      'GET /api/user/addresses': () => ({ items: [mine, second, shared], limit: 3 }),
      'POST /api/checkout/save-address': () => ({ orderId: ORDER_ID, billingTo: shared }),
      'POST /api/checkout/init': () => order({ billingTo: shared }),
      'GET /api/user/balance': () => ({ balance: 0 }),
      'GET /api/cart/promo-credit': () => ({ available: 0, applied: 0, use: false, blockedBy: 'empty' }),
      [`PATCH /api/checkout/checkout-state/${ORDER_ID}`]: () => ({}),
    });
    renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: billingPath, route: '/checkout-basket' });
    const group = await screen.findByRole('group', { name: 'Choose the contact to bill' });
    expect(await within(group).findByRole('radio', { name: 'Sokha Chan' })).toBeChecked();
    expect(within(group).getByText('Shared by Bopha Ly')).toBeInTheDocument();
    await userEvent.click(await within(group).findByRole('radio', { name: 'Vanna Ly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.data).toEqual({ orderId: ORDER_ID, contactId: shared.id }));
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getByText('Payment', { selector: 'li' })).toHaveAttribute('aria-current', 'step');
    api.restore();
  });

  it('says the spec message when 3 contacts are saved and another is added', async () => {
    const third = contact({ id: 'c0a80001-0000-4000-8000-000000000004', firstName: 'Nita', isDefault: false });
    const api = fakeApi({ 'GET /api/user/addresses': () => ({ items: [mine, second, third, shared], limit: 3 }) });
    renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: billingPath, route: '/checkout-basket' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText('Oops, The maximum contact list saved is 3 units. Please edit current contact or Delete Contact in your list.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    api.restore();
  });

  it('checks a new contact with the contract rules, then saves it', async () => {
    const created = contact({ id: 'c0a80001-0000-4000-8000-000000000009', firstName: 'Rith', lastName: 'Sok', isDefault: false });
    let list = [mine];
    const api = fakeApi({
      'GET /api/user/addresses': () => ({ items: list, limit: 3 }),
      'PUT /api/user/addresses': () => {
        list = [mine, created];
        return created;
      },
    });
    renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: billingPath, route: '/checkout-basket' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a billing contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(within(dialog).getByText('First name field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Rith');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Sok');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'rith@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Phone number/), '+85598765432');
    await userEvent.type(within(dialog).getByLabelText(/^Address\*?$/), '5 Norodom Blvd');
    await userEvent.type(within(dialog).getByLabelText(/^City/), 'Phnom Penh');
    await userEvent.type(within(dialog).getByLabelText(/Postal code/), '9999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(within(dialog).getByText('Postal code is wrong format for selected country')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Postal code/));
    await userEvent.type(within(dialog).getByLabelText(/Postal code/), '12000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByRole('radio', { name: 'Rith Sok' })).toBeChecked();
    expect(api.calls.find((c) => c.method === 'PUT')?.data).toMatchObject({ firstName: 'Rith', postalCode: '12000', country: 'KH' });
    api.restore();
  });

  it('deletes a contact with the spec messages', async () => {
    let list = [mine, second];
    const api = fakeApi({
      'GET /api/user/addresses': () => ({ items: list, limit: 3 }),
      [`DELETE /api/user/addresses/${second.id}`]: () => {
        list = [mine];
        return null;
      },
    });
    renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: billingPath, route: '/checkout-basket' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete a contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('Please select 1 information to delete or press the close button.')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Dara Kim' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Dara Kim' })).not.toBeInTheDocument());
    api.restore();
  });

  it('says there is nothing to delete when only shared contacts are listed', async () => {
    const api = fakeApi({ 'GET /api/user/addresses': () => ({ items: [shared], limit: 3 }) });
    renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: billingPath, route: '/checkout-basket' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete contact' }));
    expect(await screen.findByText('No more addresses to delete')).toBeInTheDocument();
    api.restore();
  });

  it('shows the api refusal of save-address', async () => {
    const api = fakeApi({
      'GET /api/user/addresses': () => ({ items: [mine], limit: 3 }),
      'POST /api/checkout/save-address': () => new FakeError(404, { code: 'ORDER_NOT_FOUND', message: 'Not found order' }),
    });
    renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: billingPath, route: '/checkout-basket' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Not found order')).toBeInTheDocument();
    api.restore();
  });
});
