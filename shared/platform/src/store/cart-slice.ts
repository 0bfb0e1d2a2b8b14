import { createAsyncThunk, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { cartEndpoints, type BodyOf, type Cart, type CartItemInput, type Endpoint, type ResponseOf } from '@storefront/contracts';
import { callEndpoint } from '../http/endpoint-client';
import { toApiError } from '../http/api-error';
import { bus } from '../bus/bus';

/**
 * The cart module: the one owner of the cart. Every call that changes it (items, voucher, promo credit, payment
 * method, merge) is a thunk here, so the store's cart — the header badge, every remote — is the api's latest
 * answer; each fulfilled change names the cache tags it makes stale (`meta.invalidates`, from its declaration),
 * which the query module invalidates (the cart's promo credit share refetches).
 */
export interface CartState {
  cart: Cart | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  pending: number;
  error: string | null;
}

const initialState: CartState = { cart: null, status: 'idle', pending: 0, error: null };

/** What a failed cart call rejects with: the api's code and message (spec §8). */
export interface CartFailure {
  code: string;
  message: string;
}

const rejectWith = (error: unknown): CartFailure => {
  const apiError = toApiError(error);
  return { code: apiError.code, message: apiError.message };
};

const invalidating = (endpoint: Endpoint) => ({ invalidates: endpoint.tags ?? [] });

type CartEndpoint = (typeof cartEndpoints)[keyof typeof cartEndpoints];

/** A cart call as a thunk taking the endpoint's body: the answer out, rejected with a CartFailure. */
function cartCall<E extends CartEndpoint>(type: string, endpoint: E, after?: (answer: ResponseOf<E>, body: BodyOf<E>) => void) {
  return createAsyncThunk<ResponseOf<E>, BodyOf<E> extends never ? void : BodyOf<E>, { rejectValue: CartFailure; fulfilledMeta: { invalidates: readonly string[] } }>(
    type,
    async (body, { rejectWithValue, fulfillWithValue }) => {
      try {
        const answer = await callEndpoint<CartEndpoint>(endpoint, (body === undefined ? undefined : { body }) as never);
        after?.(answer as ResponseOf<E>, body as BodyOf<E>);
        return fulfillWithValue(answer as ResponseOf<E>, invalidating(endpoint));
      } catch (error) {
        return rejectWithValue(rejectWith(error));
      }
    },
  );
}

export const fetchCart = createAsyncThunk('cart/fetch', async (_: void, { rejectWithValue }) => {
  try {
    return await callEndpoint(cartEndpoints.getCart);
  } catch (error) {
    return rejectWithValue(rejectWith(error));
  }
});

export interface AddCartItemsArgs {
  items: CartItemInput[];
  /** Who adds (e.g. 'mfe-domains'), carried by `cart/itemAdded`. */
  source: string;
  /**
   * Add without publishing `cart/itemAdded` (so the shell's cart-added modal stays closed): for a caller that
   * shows its own confirmation, e.g. a bulk add reporting its progress in a dialog of its own.
   */
  silent?: boolean;
}

/**
 * Adds items to the one cart (PUT /cart/items) and publishes `cart/itemAdded` with what was added (unless
 * `silent`). Resolves with the new cart; `meta.arg` keeps what was asked for.
 */
export const addCartItems = createAsyncThunk<Cart, AddCartItemsArgs, { rejectValue: CartFailure; fulfilledMeta: { invalidates: readonly string[] } }>(
  'cart/addItems',
  async ({ items, source, silent = false }, { getState, rejectWithValue, fulfillWithValue }) => {
    const previous = (getState() as { cart?: CartState }).cart?.cart?.items ?? [];
    const before = new Set(previous.map((item) => item.key));
    try {
      const cart = await callEndpoint(cartEndpoints.addCartItems, { body: { items } });
      const added = cart.items.filter((item) => !before.has(item.key));
      if (!silent) bus.publish('cart/itemAdded', { items: added, source });
      return fulfillWithValue(cart, invalidating(cartEndpoints.addCartItems));
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  },
);

export const removeCartItem = cartCall('cart/removeItem', cartEndpoints.removeCartItem, (_, { key }) => bus.publish('cart/itemRemoved', { key }));
export const updateCartItem = cartCall('cart/updateItem', cartEndpoints.updateCartItem);
/** Applies a voucher (the api checks it and computes the discount); rejects with its §8 code. */
export const applyVoucher = cartCall('cart/applyVoucher', cartEndpoints.applyVoucher);
export const removeVoucher = cartCall('cart/removeVoucher', cartEndpoints.removeVoucher);
export const setPaymentMethod = cartCall('cart/setPaymentMethod', cartEndpoints.setPaymentMethod);
/** Merges this browser's guest cart into the signed-in customer's. */
export const mergeCart = cartCall('cart/merge', cartEndpoints.mergeCart);
/** Uses (or stops using) promo credit on the cart: answers the cart's promo credit share; the cart's cached share refetches. */
export const setPromoCreditUse = cartCall('cart/setPromoCreditUse', cartEndpoints.setPromoCreditUse);

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartCleared: (state) => {
      state.cart = null;
      state.status = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCart.pending, (state) => {
        if (!state.cart) state.status = 'loading';
      })
      .addCase(fetchCart.fulfilled, (state, action) => {
        state.cart = action.payload;
        state.status = 'ready';
        state.error = null;
      })
      .addCase(fetchCart.rejected, (state, action) => {
        state.status = 'failed';
        state.error = (action.payload as { message?: string } | undefined)?.message ?? 'Error. Try again later';
      })
      .addCase(addCartItems.pending, (state) => {
        state.pending += 1;
      })
      .addCase(addCartItems.fulfilled, (state, action) => {
        state.pending -= 1;
        state.cart = action.payload;
        state.status = 'ready';
        state.error = null;
      })
      .addCase(addCartItems.rejected, (state, action) => {
        state.pending -= 1;
        state.error = (action.payload as { message?: string } | undefined)?.message ?? 'Error. Try again later';
      })
      .addMatcher(
        isAnyOf(removeCartItem.fulfilled, updateCartItem.fulfilled, applyVoucher.fulfilled, removeVoucher.fulfilled, setPaymentMethod.fulfilled, mergeCart.fulfilled),
        (state, action) => {
          state.cart = action.payload;
          state.status = 'ready';
        },
      );
  },
  selectors: {
    selectCart: (state) => state.cart,
    selectCartCount: (state) => state.cart?.itemCount ?? 0,
    selectCartStatus: (state) => state.status,
    selectCartError: (state) => state.error,
  },
});

export const { cartCleared } = cartSlice.actions;
export const { selectCart, selectCartCount, selectCartStatus, selectCartError } = cartSlice.selectors;
