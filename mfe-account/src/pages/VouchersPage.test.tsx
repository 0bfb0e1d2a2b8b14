import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { VouchersPage } from './VouchersPage';

const WALLET5 = { code: 'WALLET5', description: 'Five dollars off', discountType: 'fixed', value: 500, minSubtotal: 0, validUntil: '2026-12-31T00:00:00.000Z', state: 'available', addedAt: '2026-11-20T03:00:00.000Z' };
const OLD = { ...WALLET5, code: 'OLD10', discountType: 'percent', value: 10, state: 'expired' };

function render() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<VouchersPage />, { store, path: '/account/vouchers' });
}

describe('VouchersPage', () => {
  it('lists the wallet with value, validity and state, and applies an available voucher to the cart in one click', async () => {
    const api = fakeApi({
      'GET /api/users/vouchers': () => [WALLET5, OLD],
      'PUT /api/cart/voucher': () => ({ id: 'c1', items: [], itemCount: 0, subtotal: 0, updatedAt: '2026-11-23T10:00:00.000Z', voucher: { code: 'WALLET5', discount: 500 } }),
    });
    render();
    const wallet5 = await screen.findByRole('listitem', { name: 'WALLET5' });
    expect(within(wallet5).getByText('$5.00 off')).toBeInTheDocument();
    expect(within(wallet5).getByText('Available')).toBeInTheDocument();
    const old = screen.getByRole('listitem', { name: 'OLD10' });
    expect(within(old).getByText('10% off')).toBeInTheDocument();
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(wallet5).getByRole('button', { name: 'Use WALLET5 in my cart' }));
    expect(await screen.findByText('WALLET5 is applied to your cart.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT' && c.url === '/api/cart/voucher')?.data).toEqual({ code: 'WALLET5' });
    api.restore();
  });

  it('issue 28.5: shows a voucher a refund took back as revoked, says why, and offers no use of it', async () => {
    const api = fakeApi({ 'GET /api/users/vouchers': () => [{ ...WALLET5, code: 'FW-TAKEN', state: 'revoked' }] });
    render();
    const taken = await screen.findByRole('listitem', { name: 'FW-TAKEN' });
    expect(within(taken).getByText('Revoked')).toBeInTheDocument();
    expect(within(taken).getByText('Taken back: the order that won it was refunded.')).toBeInTheDocument();
    expect(within(taken).queryByRole('button')).not.toBeInTheDocument();
    api.restore();
  });

  it('redeems a code, and puts a refusal beside the field with focus on it', async () => {
    const api = fakeApi({
      'GET /api/users/vouchers': () => [],
      'POST /api/vouchers': ({ data }) =>
        (data as { code: string }).code === 'NOPE' ? new FakeError(404, { code: 'VOUCHER_NOT_FOUND', message: 'Invalid promotion code' }) : { ...WALLET5, code: (data as { code: string }).code },
    });
    render();
    expect(await screen.findByText('You have no vouchers yet')).toBeInTheDocument();
    const field = screen.getByLabelText('Voucher code');
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Add to my vouchers' }));
    expect(await screen.findByText('Invalid promotion code')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'wallet5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to my vouchers' }));
    expect(await screen.findByText('WALLET5 is in your vouchers.')).toBeInTheDocument();
    api.restore();
  });
});
