import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { CardsPage } from './CardsPage';

const VISA = {
  id: '11111111-1111-4111-8111-111111111111',
  brand: 'Visa',
  last4: '3220',
  expMonth: 12,
  expYear: 2039,
  isDefault: true,
  expired: false,
  createdAt: '2026-11-20T03:00:00.000Z',
  history: [
    { id: 'h2', kind: 'refund', amount: 100, description: 'Card verification refunded', reference: null, createdAt: '2026-11-20T03:00:00.001Z' },
    { id: 'h1', kind: 'verification', amount: 100, description: 'Card verification', reference: null, createdAt: '2026-11-20T03:00:00.000Z' },
  ],
};
const MASTERCARD = { ...VISA, id: '22222222-2222-4222-8222-222222222222', brand: 'Mastercard', last4: '1100', isDefault: false, history: [] };

function render(path = '/account/cards') {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<CardsPage />, { store, path });
}

describe('CardsPage', () => {
  it('lists the cards, default first, with the verification and its refund in the history; makes another the default', async () => {
    let cards = [VISA, MASTERCARD];
    const api = fakeApi({
      'GET /api/user/cards': () => cards,
      'PATCH /api/user/cards/22222222-2222-4222-8222-222222222222/default': () => {
        cards = [{ ...MASTERCARD, isDefault: true }, { ...VISA, isDefault: false }];
        return cards[0];
      },
    });
    render();
    const visa = await screen.findByRole('listitem', { name: 'Visa ending in 3220' });
    expect(within(visa).getByText('Default')).toBeInTheDocument();
    await userEvent.click(within(visa).getByRole('button', { name: 'Show history' }));
    const history = within(visa).getByRole('list', { name: 'History of Visa ending in 3220' });
    expect(within(history).getByText(/Verification refunded/)).toBeInTheDocument();
    expect(within(history).getByText(/Card verification/)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('listitem', { name: 'Mastercard ending in 1100' })).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Mastercard ending in 1100' })).getByText('Default')).toBeInTheDocument());
    api.restore();
  });

  it('shows the empty state, and will not open the add-card page until the terms are accepted', async () => {
    const api = fakeApi({ 'GET /api/user/cards': () => [] });
    render();
    expect(await screen.findByText('You have no saved cards')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(screen.getByText('You must accept terms & conditions in order to add cards')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(api.calls.some((c) => c.url.includes('iframe-transaction'))).toBe(false);
    api.restore();
  });

  it('back from the provider: says the card was refused without 3-D Secure', async () => {
    const api = fakeApi({
      'GET /api/user/cards': () => [],
      'GET /api/user/cards/setups/33333333-3333-4333-8333-333333333333': () => ({
        setupId: '33333333-3333-4333-8333-333333333333',
        status: 'failed',
        failure: { code: 'CARD_NOT_ACCEPTED', message: 'Cards without 3D Secure are not accepted', declineCode: null },
        card: null,
      }),
    });
    render('/account/cards?setupId=33333333-3333-4333-8333-333333333333');
    expect(await screen.findByText('Cards without 3D Secure are not accepted')).toBeInTheDocument();
    expect(screen.getByText('Your card was not saved')).toBeInTheDocument();
    api.restore();
  });

  it('removes a card after asking, and shows an error state when the list cannot load', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/user/cards': () => (fail ? new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }) : [VISA]),
      'DELETE /api/user/cards/11111111-1111-4111-8111-111111111111': () => null,
    });
    render();
    expect(await screen.findByText('We could not load your cards')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const visa = await screen.findByRole('listitem', { name: 'Visa ending in 3220' });
    await userEvent.click(within(visa).getByRole('button', { name: 'Remove Visa ending in 3220' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    api.restore();
  });
});
