import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { ORDER_ID, order, promoCredit, signedInStore } from '../test/fixtures';
import CheckoutPage from './CheckoutPage';

jest.mock('../shared/redirect', () => ({ goToProvider: jest.fn() }));

const paymentPath = `/checkout-basket?step=payment&orderId=${ORDER_ID}`;
const emptyCart = () => ({ id: 'c1', items: [], itemCount: 0, subtotal: 0, updatedAt: '2026-11-23T10:00:00.000Z' });
const VISA = { id: '11111111-1111-4111-8111-111111111111', brand: 'Visa', last4: '3220', expMonth: 12, expYear: 2039, isDefault: true, expired: false, createdAt: '2026-11-20T03:00:00.000Z', history: [] };

function payApi(extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    'POST /api/checkout/init': () => order(),
    'GET /api/user/balance': () => ({ balance: 10000 }),
    'GET /api/cart/promo-credit': () => promoCredit(),
    [`PATCH /api/checkout/checkout-state/${ORDER_ID}`]: () => ({}),
    'PATCH /api/cart/payment-method': ({ data }) => ({ ...emptyCart(), paymentMethod: (data as { method: string }).method }),
    'GET /api/cart': emptyCart,
    ...extra,
  });
}

async function agreeAndPay() {
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree to the/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /automatically/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $55.00' }));
}

afterEach(() => window.sessionStorage.clear());

describe('Checkout step 3: paying with a saved card', () => {
  it('offers the default saved card under the card method and pays with it at once', async () => {
    const api = payApi({
      'GET /api/user/cards': () => [VISA],
      [`POST /api/payment/saved-card/${ORDER_ID}`]: () => ({ orderId: ORDER_ID, status: 'paid', paymentId: 'p1', invoiceId: 'inv1', invoiceNumber: 'INV-1', amount: 5500, balance: 10000 }),
    });
    renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: paymentPath, route: '/checkout-basket' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Credit or debit card' }));
    const choice = await screen.findByRole('radiogroup', { name: 'Card to pay with' });
    expect(within(choice).getByRole('radio', { name: 'Visa •••• 3220' })).toHaveAttribute('aria-checked', 'true');
    await agreeAndPay();
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url === `/api/payment/saved-card/${ORDER_ID}`)?.data).toEqual({ cartUpdatedAt: '2026-11-23T10:00:00.000Z', cardId: VISA.id });
    expect(api.calls.some((c) => c.url === '/api/payments')).toBe(false);
    api.restore();
  });

  it("says 'Please add new card to pay!' with a link to add one when the saved card is gone", async () => {
    const api = payApi({
      'GET /api/user/cards': () => [VISA],
      [`POST /api/payment/saved-card/${ORDER_ID}`]: () => new FakeError(409, { code: 'NO_SAVED_CARD', message: 'Please add new card to pay!' }),
    });
    renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: paymentPath, route: '/checkout-basket' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Credit or debit card' }));
    await screen.findByRole('radiogroup', { name: 'Card to pay with' });
    await agreeAndPay();
    const alert = await screen.findByText('Please add new card to pay!');
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/account/cards');
    api.restore();
  });
});
