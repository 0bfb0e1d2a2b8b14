import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { ORDER_ID, order, promoCredit, signedInStore } from '../test/fixtures';
import CheckoutPage from './CheckoutPage';

jest.mock('../shared/redirect', () => ({ goToProvider: jest.fn() }));

const emptyCart = () => ({ id: 'c1', items: [], itemCount: 0, subtotal: 0, updatedAt: '2026-11-23T10:00:00.000Z' });
const voucher = (code: string, state: string) => ({ code, description: '', discountType: 'fixed', value: 500, minSubtotal: 0, validUntil: null, state, addedAt: '2026-11-20T03:00:00.000Z' });

afterEach(() => window.sessionStorage.clear());

it('applies a voucher from the wallet in one click (only available ones are offered)', async () => {
  const api = fakeApi({
    'POST /api/checkout/init': () => order(),
    'GET /api/user/balance': () => ({ balance: 10000 }),
    'GET /api/cart/promo-credit': () => promoCredit(),
    [`PATCH /api/checkout/checkout-state/${ORDER_ID}`]: () => ({}),
    'GET /api/cart': emptyCart,
    'GET /api/user/cards': () => [],
    'GET /api/users/vouchers': () => [voucher('WALLET5', 'available'), voucher('OLD5', 'expired')],
    'PUT /api/cart/voucher': () => ({ ...emptyCart(), voucher: { code: 'WALLET5', discount: 500 } }),
  });
  renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path: `/checkout-basket?step=payment&orderId=${ORDER_ID}`, route: '/checkout-basket' });
  // One wait per step the page takes: the lazy payment step loads and shows the order, and only then does the
  // promo box ask for the wallet. Waiting for the wallet alone put all of it in one findBy window (13 s measured on
  // a loaded machine, findBy allows 10 s).
  expect(await screen.findByRole('heading', { name: 'Order summary' })).toBeInTheDocument();
  const group = await screen.findByRole('group', { name: 'Your vouchers' });
  expect(screen.queryByRole('button', { name: 'Use voucher OLD5' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Use voucher WALLET5' }));
  expect(group).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT' && c.url === '/api/cart/voucher')?.data).toEqual({ code: 'WALLET5' });
  api.restore();
});
