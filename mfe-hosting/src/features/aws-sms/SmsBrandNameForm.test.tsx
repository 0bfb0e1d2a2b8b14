import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { selectCartCount } from '@storefront/platform';
import { SmsBrandNameForm } from './SmsBrandNameForm';

const product = { key: 'sms-brand-name', type: 'sms-brand-name', category: 'SMS_BRAND_NAME', name: 'SMS brand name', price: 3000, features: [], bestSeller: false };
const cart = { id: 'c', items: [], itemCount: 1, subtotal: 6000, updatedAt: '2026-01-01T00:00:00.000Z' };

describe('SmsBrandNameForm', () => {
  it('checks the sender name by its rule, then adds it with the chosen operators to the one cart', async () => {
    const api = fakeApi({ 'GET /api/products': () => [product], 'PUT /api/cart/items': () => cart });
    const { store } = renderWithStorefront(<SmsBrandNameForm />);
    expect(await screen.findByText('$30.00')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Brand name/), '1x');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cellcard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add the brand name to cart' }));
    expect(screen.getByText('Brand name must be 3 to 11 letters, digits or spaces, starting with a letter')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.clear(screen.getByLabelText(/Brand name/));
    await userEvent.type(screen.getByLabelText(/Brand name/), 'AngkorFood');
    await userEvent.click(screen.getByRole('button', { name: 'Add the brand name to cart' }));
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(1));
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({ data: { items: [{ type: 'sms-brand-name', product: 'sms-brand-name', brandName: 'AngkorFood', operators: ['smart', 'metfone'] }] } });
    api.restore();
  });
});
