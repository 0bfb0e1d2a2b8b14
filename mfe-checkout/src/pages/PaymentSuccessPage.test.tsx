import { screen, waitFor } from '@testing-library/react';
import { tracker } from '@storefront/platform';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { BULK_ID, INSTRUCTIONS, ORDER_ID, SESSION_ID, bulk, session, signedInStore } from '../test/fixtures';
import PaymentSuccessPage from './PaymentSuccessPage';

const outcome = (over = {}) => ({ orderId: ORDER_ID, outcome: 'paid', total: 5500, invoiceId: 'inv-9', invoiceNumber: 'INV-2026-0009', method: 'balance', paidAt: '2026-11-23T10:00:00.000Z', ...over });
const emptyCart = () => ({ id: 'c1', items: [], itemCount: 0, subtotal: 0, updatedAt: '2026-11-23T10:00:00.000Z' });
const render = (path: string) => renderWithStorefront(<PaymentSuccessPage />, { store: signedInStore(), path, route: '/payment/success' });

describe('PaymentSuccessPage', () => {
  it('shows a paid order with its invoice number and a link to the invoice', async () => {
    const api = fakeApi({ [`GET /api/checkout/${ORDER_ID}/complete`]: () => outcome(), 'GET /api/cart': emptyCart });
    render(`/payment/success?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('Invoice number: INV-2026-0009')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/account/invoices/inv-9');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    api.restore();
  });

  it('tracks the purchase once per order, however often its outcome page is opened', async () => {
    sessionStorage.clear();
    const purchases: number[] = [];
    const stop = tracker.onTracked((event) => event.type === 'purchase' && purchases.push(event.value ?? -1));
    const api = fakeApi({ [`GET /api/checkout/${ORDER_ID}/complete`]: () => outcome(), 'GET /api/cart': emptyCart });
    const first = render(`/payment/success?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    await waitFor(() => expect(purchases).toEqual([5500]));
    first.unmount();
    render(`/payment/success?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(purchases).toEqual([5500]);
    stop();
    api.restore();
  });

  it('shows the pending variant with the transfer instructions', async () => {
    const api = fakeApi({
      [`GET /api/checkout/${ORDER_ID}/complete`]: () => outcome({ outcome: 'pending', invoiceId: null, invoiceNumber: null, method: 'wireTransfer' }),
      [`GET /api/payments/${SESSION_ID}`]: () => session({ method: 'wireTransfer', status: 'pending', redirectUrl: null, instructions: INSTRUCTIONS }),
      'GET /api/cart': emptyCart,
    });
    render(`/payment/success?orderId=${ORDER_ID}&sessionId=${SESSION_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment pending' })).toBeInTheDocument();
    expect(screen.getByText(/under review/)).toBeInTheDocument();
    const instructions = screen.getByRole('heading', { name: 'Transfer instructions' }).parentElement as HTMLElement;
    for (const text of ['ACLEDA Bank', 'Storefront Co., Ltd.', '0001-22334455', 'ACLBKHPP', 'SF-7Q2K', '$55.00']) expect(instructions).toHaveTextContent(text);
    api.restore();
  });

  it('captures an approved wallet session before showing success', async () => {
    const api = fakeApi({
      [`GET /api/payments/${SESSION_ID}`]: () => session({ method: 'wallet', status: 'requiresAction' }),
      [`POST /api/paypal/capture/order/${ORDER_ID}`]: () => session({ method: 'wallet', status: 'succeeded', redirectUrl: null }),
      [`GET /api/checkout/${ORDER_ID}/complete`]: () => outcome({ method: 'wallet' }),
      'GET /api/cart': emptyCart,
    });
    render(`/payment/success?orderId=${ORDER_ID}&sessionId=${SESSION_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.data).toEqual({ sessionId: SESSION_ID });
    const order = api.calls.map((c) => `${c.method} ${c.url}`);
    expect(order.indexOf(`POST /api/paypal/capture/order/${ORDER_ID}`)).toBeLessThan(order.indexOf(`GET /api/checkout/${ORDER_ID}/complete`));
    api.restore();
  });

  it('offers the way back to checkout when the order is not paid', async () => {
    const api = fakeApi({ [`GET /api/checkout/${ORDER_ID}/complete`]: () => outcome({ outcome: 'open', invoiceId: null, invoiceNumber: null }) });
    render(`/payment/success?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', `/checkout-basket?step=payment&orderId=${ORDER_ID}`);
    api.restore();
  });

  it('shows a paid bulk payment', async () => {
    const api = fakeApi({ [`GET /api/online-payment/${BULK_ID}`]: () => bulk({ status: 'paid', paidAt: '2026-11-23T10:00:00.000Z' }) });
    render(`/payment/success?bulkPaymentId=${BULK_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('2 invoices are paid. Thank you!')).toBeInTheDocument();
    api.restore();
  });

  it('captures an approved wallet session of a bulk payment before showing it paid', async () => {
    const api = fakeApi({
      [`GET /api/payments/${SESSION_ID}`]: () => session({ kind: 'bulk', id: BULK_ID, method: 'wallet', status: 'requiresAction' }),
      [`POST /api/paypal/capture/bulk/${BULK_ID}`]: () => session({ kind: 'bulk', id: BULK_ID, method: 'wallet', status: 'succeeded', redirectUrl: null }),
      [`GET /api/online-payment/${BULK_ID}`]: () => bulk({ status: 'paid', paidAt: '2026-11-23T10:00:00.000Z' }),
    });
    render(`/payment/success?bulkPaymentId=${BULK_ID}&sessionId=${SESSION_ID}`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    const calls = api.calls.map((c) => `${c.method} ${c.url}`);
    expect(calls.indexOf(`POST /api/paypal/capture/bulk/${BULK_ID}`)).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf(`POST /api/paypal/capture/bulk/${BULK_ID}`)).toBeLessThan(calls.indexOf(`GET /api/online-payment/${BULK_ID}`));
    api.restore();
  });
});

