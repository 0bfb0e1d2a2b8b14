import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { setErrorReporter } from '@storefront/platform';
import { ORDER_ID, order, promoCredit, signedInStore } from '../../test/fixtures';
import { PaymentStep } from './PaymentStep';

const emptyCart = () => ({ id: 'c1', items: [], itemCount: 0, subtotal: 0, updatedAt: '2026-11-23T10:00:00.000Z' });
const busy = () => new FakeError(500, { code: 'SYSTEM_BUSY', message: 'The system is busy. Please try again' });

/** The api of the payment step (an open order of $55.00, $100.00 of balance), with `extra` answers beside it. */
const stepApi = (extra: Parameters<typeof fakeApi>[0]) =>
  fakeApi({
    'POST /api/checkout/init': () => order(),
    'GET /api/user/balance': () => ({ balance: 10000 }),
    'GET /api/cart/promo-credit': () => promoCredit(),
    'GET /api/user/cards': () => [],
    ...extra,
  });
const renderStep = () => renderWithStorefront(<PaymentStep orderId={ORDER_ID} onBack={() => undefined} />, { store: signedInStore(), path: `/checkout-basket?step=payment&orderId=${ORDER_ID}`, route: '/checkout-basket' });

afterEach(() => {
  setErrorReporter(null);
  window.sessionStorage.clear();
});

describe('PaymentStep: what it does not tell the customer, it reports', () => {
  it('pays although recording the tab state and the auto-sign consent failed, and reports both failures', async () => {
    const reported: string[] = [];
    setErrorReporter((_error, where) => reported.push(where));
    const api = stepApi({
      [`PATCH /api/checkout/checkout-state/${ORDER_ID}`]: busy,
      'PATCH /api/users/auto-sign/accept': busy,
      'PATCH /api/cart/payment-method': ({ data }) => ({ ...emptyCart(), paymentMethod: (data as { method: string }).method }),
      'GET /api/cart': emptyCart,
      [`POST /api/payment/balance/${ORDER_ID}`]: () => ({ orderId: ORDER_ID, status: 'paid', paymentId: 'p1', invoiceId: 'inv1', invoiceNumber: 'INV-1', amount: 5500, balance: 4500 }),
    });
    renderStep();
    await userEvent.click(await screen.findByRole('radio', { name: 'Account balance' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree to the/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /automatically/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual(expect.arrayContaining(['checkout/record-state/payment', 'checkout/record-state/processing', 'checkout/accept-auto-sign', 'checkout/record-state/done'])));
    expect(api.calls.some((call) => call.url === `/api/payment/balance/${ORDER_ID}`)).toBe(true);
    api.restore();
  });

  it('another tab on the same order is told, not reported', async () => {
    const reported: string[] = [];
    setErrorReporter((_error, where) => reported.push(where));
    const api = stepApi({
      [`PATCH /api/checkout/checkout-state/${ORDER_ID}`]: () => new FakeError(409, { code: 'INIT_CHECKOUT_ORDER_IN_OTHER_TAB', message: 'This order is open in another tab' }),
    });
    renderStep();
    expect(await screen.findByRole('button', { name: 'Pay $55.00' })).toBeDisabled();
    expect(reported).toEqual([]);
    api.restore();
  });
});
