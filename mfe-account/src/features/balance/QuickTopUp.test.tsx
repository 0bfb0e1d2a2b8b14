import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedCard } from '@storefront/contracts';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { QuickTopUp } from './QuickTopUp';

const CARD = { id: 'card-1', brand: 'Visa', last4: '3220', expMonth: 12, expYear: 2039, expired: false, isDefault: true, createdAt: '2026-11-20T00:00:00.000Z', history: [] } as unknown as SavedCard;

const fee = (total: number) => ({ total, method: 'card', feeBasisPoints: 300, fee: Math.round(total * 0.03), charge: total + Math.round(total * 0.03), methods: [] });

function renderSignedIn() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<QuickTopUp />, { store, path: '/account/balance' });
}

describe('QuickTopUp (POST /api/top-up-one-step)', () => {
  it('tops up in one step with the default card: the fee and the charge from the api, then the new balance', async () => {
    const api = fakeApi({
      'GET /api/user/cards': () => [CARD],
      'GET /api/top-up/payment-fee': (call) => fee(Number((call.params as { total: number }).total)),
      'POST /api/top-up-one-step': (call) => ({ topUpId: 't1', total: (call.data as { total: number }).total, fee: 75, charge: 2575, paymentOption: 'card', status: 'paid', createdAt: '2026-11-24T00:00:00.000Z', paidAt: '2026-11-24T00:00:00.000Z', balance: 4500, session: null }),
    });
    renderSignedIn();
    const section = await screen.findByRole('region', { name: 'Top up with your saved card' });
    expect(await within(section).findByText('Charged at once to your Visa •••• 3220; the amount is added to your balance.')).toBeInTheDocument();
    await userEvent.type(within(section).getByRole('textbox', { name: 'Amount (USD)' }), '25');
    expect(await within(section).findByText('Card fee $0.75 · charged to your card: $25.75')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Top up $25.00 now' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('$25.00 added to your balance. Balance: $45.00.');
    expect(api.calls.filter((call) => call.url === '/api/top-up-one-step').map((call) => call.data)).toEqual([{ total: 2500, cardId: 'card-1' }]);
    api.restore();
  });

  it('puts the amount error beside the field and sends nothing below $10', async () => {
    const api = fakeApi({ 'GET /api/user/cards': () => [CARD] });
    renderSignedIn();
    const section = await screen.findByRole('region', { name: 'Top up with your saved card' });
    const amount = await within(section).findByRole('textbox', { name: 'Amount (USD)' });
    await userEvent.type(amount, '9.99');
    await userEvent.click(within(section).getByRole('button', { name: 'Top up now' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Minimum amount is $10'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.url === '/api/top-up-one-step')).toBe(false);
    api.restore();
  });

  it('says a declined card in words, and where to add a card when there is none', async () => {
    let cards = [CARD];
    const api = fakeApi({
      'GET /api/user/cards': () => cards,
      'GET /api/top-up/payment-fee': (call) => fee(Number((call.params as { total: number }).total)),
      'POST /api/top-up-one-step': () => {
        cards = [];
        return new FakeError(409, { code: 'NO_SAVED_CARD', message: 'Please add new card to pay!' });
      },
    });
    renderSignedIn();
    const section = await screen.findByRole('region', { name: 'Top up with your saved card' });
    await userEvent.type(await within(section).findByRole('textbox', { name: 'Amount (USD)' }), '10');
    await userEvent.click(within(section).getByRole('button', { name: 'Top up $10.00 now' }));
    expect(await within(section).findByText('Save a card to top up in one step.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/account/cards');
    api.restore();
  });

  it('shows an error with a retry when the cards cannot load', async () => {
    let fail = true;
    const api = fakeApi({ 'GET /api/user/cards': () => (fail ? new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }) : [CARD]) });
    renderSignedIn();
    const section = await screen.findByRole('region', { name: 'Top up with your saved card' });
    expect(await within(section).findByText('Your cards could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('textbox', { name: 'Amount (USD)' })).toBeInTheDocument();
    api.restore();
  });
});
