import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { ORDER_ID, SESSION_ID, order, promoCredit, recordHeaders, session, signedInStore } from '../test/fixtures';
import { fetchCart } from '@storefront/platform';
import { goToProvider } from '../shared/redirect';
import CheckoutPage from './CheckoutPage';

jest.mock('../shared/redirect', () => ({ goToProvider: jest.fn() }));

const paymentPath = `/checkout-basket?step=payment&orderId=${ORDER_ID}`;

const emptyCart = () => ({ id: 'c1', items: [], itemCount: 0, subtotal: 0, updatedAt: '2026-11-23T10:00:00.000Z' });

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

const renderPayment = (path = paymentPath) => renderWithStorefront(<CheckoutPage />, { store: signedInStore(), path, route: '/checkout-basket' });

async function agree() {
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree to the/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /automatically/ }));
}

afterEach(() => window.sessionStorage.clear());

describe('Checkout step 3: payment', () => {
  it('shows the order summary from the api: subtotal, discount, VAT with its percent and total', async () => {
    const api = payApi({ 'POST /api/checkout/init': () => order({ subtotal: 5000, discount: 500, voucherCode: 'WELCOME10', vat: 450, total: 4950 }) });
    renderPayment();
    const totals = await screen.findByLabelText('Order totals');
    expect(totals).toHaveTextContent('Subtotal$50.00');
    expect(totals).toHaveTextContent('Discount (WELCOME10)−$5.00');
    expect(totals).toHaveTextContent('VAT (10%)$4.50');
    expect(totals).toHaveTextContent('Total$49.50');
    expect(screen.getByText('WELCOME10', { selector: 'span' })).toBeInTheDocument();
    // A voucher disables promo credit, and says why.
    expect(screen.getByRole('checkbox', { name: /Use my promo credit/ })).toBeDisabled();
    api.restore();
  });

  it("issue 28.12: the checkout summary lists the order's items, a cloud server with its name, region, OS, storage type and add-ons", async () => {
    const server = { type: 'cloud-server', category: 'CLOUD_SERVER', title: 'Baby Cloud 1', description: 'web-1 · Ubuntu 22.04 · Cambodia', period: 12, periodUnit: 'month' as const, unitPrice: 799, amount: 9588 };
    const data = { serverName: 'web-1', region: 'thailand', os: 'Ubuntu 22.04', storageType: 'hdd', configuration: { addons: { 'cs-more-storage': 20 } } };
    const cart = { ...emptyCart(), items: [{ ...server, key: 'k1', data }], itemCount: 1, subtotal: 9588 };
    const api = payApi({ 'POST /api/checkout/init': () => order({ items: [{ ...server, id: 'i1' }] }), 'GET /api/cart': () => cart });
    // The cart as the shell loads it at boot.
    const store = signedInStore();
    await store.dispatch(fetchCart());
    renderWithStorefront(<CheckoutPage />, { store, path: paymentPath, route: '/checkout-basket' });
    const lines = await screen.findByRole('list', { name: 'Items in your order' });
    const line = within(lines).getByRole('listitem', { name: 'Baby Cloud 1' });
    expect(line).toHaveTextContent('12 months');
    expect(await within(line).findByRole('list', { name: 'Details of Baby Cloud 1' })).toBeInTheDocument();
    expect(within(within(line).getByRole('list', { name: 'Details of Baby Cloud 1' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['web-1', 'Thailand', 'Ubuntu 22.04', 'HDD storage', '+20 GB storage']);
    api.restore();
  });

  it('issue 28.12: an order of other items than the cart (a reopened one) lists its titles without borrowing the cart\'s details', async () => {
    const cart = { ...emptyCart(), items: [{ key: 'k1', type: 'cloud-server', category: 'CLOUD_SERVER', title: 'Baby Cloud 1', description: '', period: 1, periodUnit: 'month' as const, unitPrice: 799, amount: 799, data: { serverName: 'web-1' } }], itemCount: 1, updatedAt: '2026-11-24T10:00:00.000Z' };
    const api = payApi({ 'GET /api/cart': () => cart });
    const store = signedInStore();
    await store.dispatch(fetchCart());
    renderWithStorefront(<CheckoutPage />, { store, path: paymentPath, route: '/checkout-basket' });
    const lines = await screen.findByRole('list', { name: 'Items in your order' });
    expect(within(lines).getByRole('listitem', { name: 'mybrand.com' })).toHaveTextContent('1 year');
    expect(screen.queryByRole('list', { name: /Details of/ })).not.toBeInTheDocument();
    api.restore();
  });

  it('disables promo credit while a voucher is on the cart and says why', async () => {
    const api = payApi({ 'GET /api/cart/promo-credit': () => promoCredit({ blockedBy: 'voucher' }), 'POST /api/checkout/init': () => order({ voucherCode: 'BIG20', discount: 1000 }) });
    renderPayment();
    const box = await screen.findByRole('checkbox', { name: 'Use my promo credit ($15.00 available)' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Promo credit cannot be used with a voucher');
    api.restore();
  });

  it('needs the terms and the e-contract consent before paying', async () => {
    const api = payApi();
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Account balance' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(screen.getByText('Please accept the terms and conditions to continue.')).toBeInTheDocument();
    expect(screen.getByText('Please give your consent to the automatic e-contract signing.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/term-and-conditions');
    expect(api.calls.some((c) => c.url.startsWith('/api/payment/'))).toBe(false);
    api.restore();
  });

  it('pays from the balance with an Idempotency-Key and the cart time, then shows the success page', async () => {
    const headers = recordHeaders();
    const api = payApi({
      [`POST /api/payment/balance/${ORDER_ID}`]: () => ({ orderId: ORDER_ID, status: 'paid', paymentId: 'p1', invoiceId: 'inv1', invoiceNumber: 'INV-1', amount: 5500, balance: 4500 }),
    });
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Account balance' }));
    expect(await screen.findByRole('radio', { name: 'Account balance' })).toHaveAccessibleDescription('Balance: $100.00');
    await agree();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    const call = api.calls.find((c) => c.url === `/api/payment/balance/${ORDER_ID}`);
    expect(call?.data).toEqual({ cartUpdatedAt: '2026-11-23T10:00:00.000Z' });
    expect(headers.seen.find((h) => h.url === `/api/payment/balance/${ORDER_ID}`)?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.calls.find((c) => c.method === 'PATCH' && c.url === '/api/cart/payment-method')?.data).toEqual({ method: 'balance' });
    headers.stop();
    api.restore();
  });

  it('says the balance is not enough, with a Top-up link', async () => {
    const api = payApi({ 'GET /api/user/balance': () => ({ balance: 1000 }) });
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Account balance' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your balance is not enough');
    expect(alert).toHaveTextContent('Not enough to pay');
    expect(within(alert).getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/top-up');
    expect(screen.getByRole('button', { name: 'Pay $55.00' })).toBeDisabled();
    api.restore();
  });

  it('sends a card payment to the provider page with the return paths, and reuses the key on a retry', async () => {
    const headers = recordHeaders();
    let attempts = 0;
    const api = payApi({
      'POST /api/payments': () => {
        attempts += 1;
        return attempts === 1 ? new FakeError(503, { code: 'SYSTEM_BUSY', message: 'The system is busy. Please try again' }) : session();
      },
    });
    const assign = jest.mocked(goToProvider);
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Credit or debit card' }));
    await agree();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(await screen.findByText('The system is busy. Please try again')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox-pay.example/hosted/abc'));
    const body = api.calls.filter((c) => c.url === '/api/payments')[1]?.data;
    expect(body).toEqual({
      kind: 'order',
      id: ORDER_ID,
      method: 'card',
      continuePath: `/payment/success?orderId=${ORDER_ID}`,
      cancelPath: `/checkout-basket?step=payment&orderId=${ORDER_ID}`,
      cartUpdatedAt: '2026-11-23T10:00:00.000Z',
    });
    const keys = headers.seen.filter((h) => h.url === '/api/payments').map((h) => h.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    headers.stop();
    api.restore();
  });

  it('sends the bank card option, and goes to the pending page for a bank transfer', async () => {
    const api = payApi({ 'POST /api/payments': () => session({ method: 'bankTransfer', status: 'pending', redirectUrl: null }) });
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank card / KHQR' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Card' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await agree();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url === '/api/payments')?.data).toMatchObject({ method: 'bankTransfer' });
    api.restore();
  });

  it('pays the order a rejected transfer reopened (its own items), not the order of what the cart holds now', async () => {
    const OTHER = '0b7c6a36-5a0e-4a43-9c39-6f1f3b7a0999';
    const api = payApi({
      'POST /api/checkout/init': (config) => ((config.data as { orderId?: string }).orderId === ORDER_ID ? order({ total: 5500 }) : order({ orderId: OTHER, total: 2200, vat: 200, subtotal: 2000 })),
    });
    renderPayment();
    expect(await screen.findByRole('button', { name: 'Pay $55.00' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url === '/api/checkout/init').map((c) => (c.data as { orderId?: string }).orderId)).toEqual([undefined, ORDER_ID]);
    api.restore();
  });

  it('changes how a reopened unpaid order is paid on the order itself (PATCH /checkout/{id}/payment-method), not the cart', async () => {
    const OTHER = '0b7c6a36-5a0e-4a43-9c39-6f1f3b7a0999';
    let method: string | null = null;
    const api = payApi({
      'POST /api/checkout/init': (config) => ((config.data as { orderId?: string }).orderId === ORDER_ID ? order({ total: 5500, paymentMethod: method as never }) : order({ orderId: OTHER, total: 2200, vat: 200, subtotal: 2000 })),
      [`PATCH /api/checkout/${ORDER_ID}/payment-method`]: ({ data }) => {
        method = (data as { method: string }).method;
        return { orderId: ORDER_ID, paymentMethod: method };
      },
    });
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Account balance' }));
    await waitFor(() => expect(api.calls.filter((c) => c.url === `/api/checkout/${ORDER_ID}/payment-method`).map((c) => c.data)).toEqual([{ method: 'balance' }]));
    expect(api.calls.some((c) => c.url === '/api/cart/payment-method')).toBe(false);
    expect(await screen.findByRole('radio', { name: 'Account balance' })).toBeChecked();
    api.restore();
  });

  it('says why the method of a reopened order cannot change (paid meanwhile), with a link to the order', async () => {
    const OTHER = '0b7c6a36-5a0e-4a43-9c39-6f1f3b7a0999';
    const api = payApi({
      'POST /api/checkout/init': (config) => ((config.data as { orderId?: string }).orderId === ORDER_ID ? order({ total: 5500 }) : order({ orderId: OTHER, total: 2200, vat: 200, subtotal: 2000 })),
      [`PATCH /api/checkout/${ORDER_ID}/payment-method`]: () => {
        return new FakeError(409, { code: 'ORDER_STATUS_INVALID', message: 'Your invoice has been paid' });
      },
    });
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Account balance' }));
    expect(await screen.findByText('Your invoice has been paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', `/payment/success?orderId=${ORDER_ID}`);
    api.restore();
  });

  it('shows a card decline from the provider on return, with advice', async () => {
    const api = payApi({
      [`GET /api/payments/${SESSION_ID}`]: () => session({ status: 'failed', redirectUrl: null, failure: { code: 'PAYMENT_PROCESSOR_ERROR', message: 'Payment processor error (INSUFFICIENT_FUNDS)', declineCode: 'INSUFFICIENT_FUNDS' } }),
    });
    renderPayment(`${paymentPath}&sessionId=${SESSION_ID}`);
    const failure = await screen.findByTestId('payment-failure');
    expect(failure).toHaveTextContent('Payment not completed');
    expect(failure).toHaveTextContent('Your card has insufficient funds. Please use another card.');
    expect(failure).toHaveTextContent('Try another card, or try again.');
    api.restore();
  });

  it('back from a bank card / QR page the customer left (nothing refused): the general advice, not "another card"', async () => {
    const api = payApi({
      [`GET /api/payments/${SESSION_ID}`]: () => session({ method: 'bankCard', status: 'requiresAction', failure: null }),
    });
    renderPayment(`${paymentPath}&sessionId=${SESSION_ID}`);
    const failure = await screen.findByTestId('payment-failure');
    expect(failure).toHaveTextContent('The payment did not go through.');
    expect(failure).toHaveTextContent('Nothing was charged. Try again, or choose another payment method.');
    expect(failure).not.toHaveTextContent('Try another card');
    api.restore();
  });

  it('says cards without 3D Secure are not accepted', async () => {
    const api = payApi({
      [`GET /api/payments/${SESSION_ID}`]: () => session({ status: 'failed', redirectUrl: null, failure: { code: 'CARD_NOT_ACCEPTED', message: 'Cards without 3D Secure are not accepted', declineCode: null } }),
    });
    renderPayment(`${paymentPath}&sessionId=${SESSION_ID}`);
    expect(await screen.findByTestId('payment-failure')).toHaveTextContent('Cards without 3D Secure are not accepted');
    api.restore();
  });

  it('reloads a changed order and tells the customer', async () => {
    let total = 5500;
    const api = payApi({
      'POST /api/checkout/init': () => order({ total, vat: total - 5000 }),
      [`POST /api/payment/balance/${ORDER_ID}`]: () => {
        total = 6600;
        return new FakeError(409, { code: 'ORDER_CHANGED', message: 'Your order has changed' });
      },
    });
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Account balance' }));
    await agree();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(await screen.findByText(/Your order has changed\. We reloaded it/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $66.00' })).toBeInTheDocument();
    api.restore();
  });

  it('says when the invoice is already paid, and when the order is open in another tab', async () => {
    const api = payApi({
      [`POST /api/payment/balance/${ORDER_ID}`]: () => new FakeError(409, { code: 'ORDER_STATUS_INVALID', message: 'Your invoice has been paid' }),
      [`PATCH /api/checkout/checkout-state/${ORDER_ID}`]: () => new FakeError(409, { code: 'INIT_CHECKOUT_ORDER_IN_OTHER_TAB', message: 'This order is open in another tab' }),
    });
    renderPayment();
    expect(await screen.findByText('This order is open in another tab')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $55.00' })).toBeDisabled();
    api.restore();
  });

  it('keeps the customer on the page while the payment is processing', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = payApi({ [`POST /api/payment/balance/${ORDER_ID}`]: () => new Promise((resolve) => (answer = resolve)) });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Account balance' }));
    await agree();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $55.00' }));
    expect(await screen.findByRole('dialog', { name: 'Payment is processing' })).toBeInTheDocument();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    answer({ orderId: ORDER_ID, status: 'paid', paymentId: 'p1', invoiceId: 'inv1', invoiceNumber: 'INV-1', amount: 5500, balance: 4500 });
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    confirm.mockRestore();
    api.restore();
  });
});
