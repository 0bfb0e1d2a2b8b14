import { act, screen } from '@testing-library/react';
import { fetchCart } from '@storefront/platform';
import type { Cart } from '@storefront/contracts';
import { renderShell } from '../test/render-shell';
import { CartControl } from './CartControl';

const cartWith = (count: number): Cart => ({
  id: 'c1',
  items: [],
  itemCount: count,
  subtotal: 0,
  updatedAt: new Date().toISOString(),
});

describe('CartControl', () => {
  it('names the cart with its item count and follows the store', () => {
    const { store } = renderShell(<CartControl />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/checkout-basket');
    act(() => {
      store.dispatch(fetchCart.fulfilled(cartWith(1), 'r1'));
    });
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    act(() => {
      store.dispatch(fetchCart.fulfilled(cartWith(3), 'r2'));
    });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });
});
