import { createSlice } from '@reduxjs/toolkit';
import type { Cart } from '@storefront/contracts';
import { bus } from '../bus/bus';
import { apiClient } from '../http/api-client';
import { ApiError } from '../http/api-error';
import { addCartItems, applyVoucher, fetchCart, removeCartItem, removeVoucher, selectCart, selectCartCount, setPaymentMethod } from './cart-slice';
import { createStore, injectSlice, rootReducer } from './store';

const item = (key: string, title: string) => ({
  key,
  type: 'domain',
  category: 'DOMAIN',
  title,
  description: 'Register, 1 year',
  period: 1,
  periodUnit: 'year' as const,
  unitPrice: 1099,
  amount: 1099,
  data: {},
});

const cart = (items: ReturnType<typeof item>[]): Cart => ({
  id: 'cart-1',
  items,
  itemCount: items.length,
  subtotal: items.reduce((sum, i) => sum + i.amount, 0),
  updatedAt: '2026-11-22T00:00:00.000Z',
});

describe('the shared cart slice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('adds through the api and publishes cart/itemAdded with only the new items', async () => {
    const store = createStore();
    const put = jest.spyOn(apiClient, 'request');
    put.mockResolvedValueOnce({ data: cart([item('a', 'a.com')]) });
    await store.dispatch(addCartItems({ items: [{ type: 'domain', action: 'register', domain: 'a.com', years: 1 }], source: 'test' }));

    const published = jest.fn();
    const unsubscribe = bus.subscribe('cart/itemAdded', published);
    put.mockResolvedValueOnce({ data: cart([item('a', 'a.com'), item('b', 'b.com')]) });
    await store.dispatch(addCartItems({ items: [{ type: 'domain', action: 'register', domain: 'b.com', years: 1 }], source: 'test' }));
    unsubscribe();

    expect(put).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'PUT', url: '/api/cart/items', data: { items: [{ type: 'domain', action: 'register', domain: 'b.com', years: 1 }] } }),
    );
    expect(selectCartCount(store.getState())).toBe(2);
    expect(published).toHaveBeenCalledTimes(1);
    expect(published.mock.calls[0][0].items.map((i: { key: string }) => i.key)).toEqual(['b']);
  });

  it('adds silently without publishing cart/itemAdded (the caller shows its own confirmation)', async () => {
    const store = createStore();
    jest.spyOn(apiClient, 'request').mockResolvedValueOnce({ data: cart([item('a', 'a.com')]) });
    const published = jest.fn();
    const unsubscribe = bus.subscribe('cart/itemAdded', published);
    const result = await store.dispatch(addCartItems({ items: [{ type: 'domain', action: 'register', domain: 'a.com', years: 2 }], source: 'test', silent: true }));
    unsubscribe();
    expect(addCartItems.fulfilled.match(result)).toBe(true);
    expect(selectCartCount(store.getState())).toBe(1);
    expect(published).not.toHaveBeenCalled();
  });

  it('keeps the cart and reports the message when the api refuses', async () => {
    const store = createStore();
    jest.spyOn(apiClient, 'request').mockRejectedValueOnce(new Error('network'));
    const result = await store.dispatch(removeCartItem({ key: 'missing' }));
    expect(removeCartItem.rejected.match(result)).toBe(true);
  });

  it('puts the answer of every cart change in the one store and names the tags it makes stale', async () => {
    const store = createStore();
    const request = jest.spyOn(apiClient, 'request');
    request.mockResolvedValueOnce({ data: { ...cart([item('a', 'a.com')]), voucher: { code: 'SAVE10', discount: 109 }, discount: 109, total: 990 } });
    const applied = await store.dispatch(applyVoucher({ code: 'SAVE10' }));
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'PUT', url: '/api/cart/voucher', data: { code: 'SAVE10' } }));
    expect(selectCart(store.getState())?.voucher?.code).toBe('SAVE10');
    expect(applied.meta).toEqual(expect.objectContaining({ invalidates: ['Cart'] }));

    request.mockResolvedValueOnce({ data: { ...cart([item('a', 'a.com')]), paymentMethod: 'balance' } });
    await store.dispatch(setPaymentMethod({ method: 'balance' }));
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'PATCH', url: '/api/cart/payment-method', data: { method: 'balance' } }));
    expect(selectCart(store.getState())?.paymentMethod).toBe('balance');

    request.mockResolvedValueOnce({ data: cart([]) });
    await store.dispatch(removeVoucher());
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'DELETE', url: '/api/cart/voucher' }));
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('rejects a refused voucher with the api\'s code and keeps the cart', async () => {
    const store = createStore();
    jest.spyOn(apiClient, 'request').mockResolvedValueOnce({ data: cart([item('a', 'a.com')]) });
    await store.dispatch(fetchCart());
    jest.spyOn(apiClient, 'request').mockRejectedValueOnce(new ApiError('VOUCHER_NOT_FOUND', 'Voucher not found', 400));
    const result = await store.dispatch(applyVoucher({ code: 'NOPE' }));
    expect(result.payload).toEqual({ code: 'VOUCHER_NOT_FOUND', message: 'Voucher not found' });
    expect(selectCartCount(store.getState())).toBe(1);
  });

  it('lets a remote inject its own slice into the one store', () => {
    const store = createStore();
    const wishlist = createSlice({ name: 'wishlist', initialState: { ids: [] as string[] }, reducers: { added: (s, a: { payload: string }) => void s.ids.push(a.payload) } });
    injectSlice(wishlist);
    // a store made after injection sees the slice, and so does the existing one on its next action
    store.dispatch(wishlist.actions.added('x'));
    expect((store.getState() as unknown as { wishlist: { ids: string[] } }).wishlist.ids).toEqual(['x']);
    expect(Object.keys(rootReducer(undefined, { type: 'init' }))).toContain('wishlist');
  });
});
