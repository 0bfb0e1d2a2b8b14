import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { goToProvider } from '../shared/redirect';
import { SESSION_ID, TOP_UP_ID, recordHeaders, session, signedInStore, topUp } from '../test/fixtures';
import TopUpPage from './TopUpPage';
import TopUpSuccessPage from './TopUpSuccessPage';

jest.mock('../shared/redirect', () => ({ goToProvider: jest.fn() }));

const fee = ({ params }: { params?: Record<string, unknown> }) => {
  const total = Number(params?.total);
  const method = String(params?.method);
  const rate = (m: string) => (m === 'card' ? 300 : m === 'wallet' ? 450 : 0);
  const entry = (m: string) => ({ method: m, feeBasisPoints: rate(m), fee: Math.round((total * rate(m)) / 10000), charge: total + Math.round((total * rate(m)) / 10000) });
  return { total, ...entry(method), methods: ['card', 'wallet', 'bankCard', 'bankTransfer', 'wireTransfer'].map(entry) };
};

describe('TopUpPage', () => {
  it('refuses less than $10 with the contract message', async () => {
    const api = fakeApi({ 'GET /api/user/balance': () => ({ balance: 1234 }), 'GET /api/top-up/payment-fee': fee });
    renderWithStorefront(<TopUpPage />, { store: signedInStore(), path: '/top-up', route: '/top-up' });
    await waitFor(() => expect(screen.getByTestId('current-balance')).toHaveTextContent('$12.34'));
    await userEvent.type(screen.getByLabelText(/Amount \(USD\)/), '9.99');
    await userEvent.click(screen.getByRole('button', { name: 'Top up now' }));
    expect(screen.getByLabelText(/Amount \(USD\)/)).toHaveAccessibleDescription(expect.stringContaining('Minimum amount is $10'));
    expect(screen.getByLabelText(/Amount \(USD\)/)).toBeInvalid();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    api.restore();
  });

  it('shows the live fee, creates the top-up in cents and sends the customer to the provider', async () => {
    const api = fakeApi({
      'GET /api/user/balance': () => ({ balance: 0 }),
      'GET /api/top-up/payment-fee': fee,
      'POST /api/top-up': () => topUp({ total: 2550 }),
      'POST /api/payments': () => session({ kind: 'topUp', id: TOP_UP_ID }),
    });
    renderWithStorefront(<TopUpPage />, { store: signedInStore(), path: '/top-up', route: '/top-up' });
    await userEvent.type(await screen.findByLabelText(/Amount \(USD\)/), '25.50');
    await waitFor(() => expect(screen.getByTestId('top-up-fee')).toHaveTextContent('$0.77'));
    expect(screen.getByTestId('top-up-charge')).toHaveTextContent('$26.27');
    await userEvent.click(screen.getByRole('button', { name: 'Top up now' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('https://sandbox-pay.example/hosted/abc'));
    expect(api.calls.find((c) => c.url === '/api/top-up')?.data).toEqual({ total: 2550, method: 'card' });
    expect(api.calls.find((c) => c.url === '/api/payments')?.data).toEqual({
      kind: 'topUp',
      id: TOP_UP_ID,
      method: 'card',
      continuePath: `/top-up/success?topUpId=${TOP_UP_ID}`,
      cancelPath: `/top-up?topUpId=${TOP_UP_ID}`,
    });
    api.restore();
  });

  it('shows why the payment failed when the provider sends the customer back', async () => {
    const api = fakeApi({
      'GET /api/user/balance': () => ({ balance: 0 }),
      'GET /api/top-up/payment-fee': fee,
      [`GET /api/top-up/${TOP_UP_ID}/complete`]: () => topUp(),
      [`GET /api/payments/${SESSION_ID}`]: () => session({ kind: 'topUp', status: 'failed', failure: { code: 'PAYMENT_PROCESSOR_ERROR', message: 'x', declineCode: 'EXPIRED_CARD' } }),
    });
    renderWithStorefront(<TopUpPage />, { store: signedInStore(), path: `/top-up?topUpId=${TOP_UP_ID}&sessionId=${SESSION_ID}`, route: '/top-up' });
    expect(await screen.findByTestId('payment-failure')).toHaveTextContent('Your card has expired. Please use another card.');
    await waitFor(() => expect(screen.getByLabelText(/Amount \(USD\)/)).toHaveValue('25'));
    api.restore();
  });
});

describe('TopUpSuccessPage', () => {
  it('says the top-up succeeded and shows the new balance', async () => {
    const api = fakeApi({ [`GET /api/top-up/${TOP_UP_ID}/complete`]: () => topUp({ status: 'paid', balance: 12500, paidAt: '2026-11-23T10:00:00.000Z' }) });
    renderWithStorefront(<TopUpSuccessPage />, { store: signedInStore(), path: `/top-up/success?topUpId=${TOP_UP_ID}`, route: '/top-up/success' });
    expect(await screen.findByRole('heading', { name: 'Top-up successful' })).toBeInTheDocument();
    expect(screen.getByTestId('new-balance')).toHaveTextContent('$125.00');
    api.restore();
  });

  it('completes an approved wallet top-up first (PUT /api/top-up/{id}/complete, with an Idempotency-Key), then shows the new balance', async () => {
    const headers = recordHeaders();
    const api = fakeApi({
      [`GET /api/payments/${SESSION_ID}`]: () => session({ kind: 'topUp', method: 'wallet' }),
      [`PUT /api/top-up/${TOP_UP_ID}/complete`]: () => topUp({ status: 'paid', balance: 2500, session: session({ kind: 'topUp', method: 'wallet', status: 'succeeded' }) }),
      [`GET /api/top-up/${TOP_UP_ID}/complete`]: () => topUp({ status: 'paid', balance: 2500 }),
    });
    renderWithStorefront(<TopUpSuccessPage />, { store: signedInStore(), path: `/top-up/success?topUpId=${TOP_UP_ID}&sessionId=${SESSION_ID}`, route: '/top-up/success' });
    expect(await screen.findByRole('heading', { name: 'Top-up successful' })).toBeInTheDocument();
    expect(screen.getByTestId('new-balance')).toHaveTextContent('$25.00');
    const completes = api.calls.filter((c) => c.url === `/api/top-up/${TOP_UP_ID}/complete` && c.method?.toUpperCase() === 'PUT');
    expect(completes.map((c) => c.data)).toEqual([{ sessionId: SESSION_ID }]);
    expect(headers.seen.find((c) => c.url === `/api/top-up/${TOP_UP_ID}/complete` && c.headers['idempotency-key'])).toBeDefined();
    headers.stop();
    api.restore();
  });

  it('says when completing failed, and completes again on retry', async () => {
    let fail = true;
    const api = fakeApi({
      [`GET /api/payments/${SESSION_ID}`]: () => session({ kind: 'topUp', method: 'wallet' }),
      [`PUT /api/top-up/${TOP_UP_ID}/complete`]: () =>
        fail ? new FakeError(502, { code: 'PAYPAL_ERROR', message: 'Wallet provider error' }) : topUp({ status: 'paid', balance: 2500, session: session({ kind: 'topUp', method: 'wallet', status: 'succeeded' }) }),
      [`GET /api/top-up/${TOP_UP_ID}/complete`]: () => topUp({ status: 'paid', balance: 2500 }),
    });
    renderWithStorefront(<TopUpSuccessPage />, { store: signedInStore(), path: `/top-up/success?topUpId=${TOP_UP_ID}&sessionId=${SESSION_ID}`, route: '/top-up/success' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Top-up successful' })).toBeInTheDocument();
    api.restore();
  });
});
