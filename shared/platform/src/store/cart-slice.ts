import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Cart, CartItemInput } from '@storefront/contracts';
import { apiClient } from '../http/api-client';
import { toApiError } from '../http/api-error';
import { bus } from '../bus/bus';

export interface CartState {
  cart: Cart | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  pending: number;
  error: string | null;
}

const initialState: CartState = { cart: null, status: 'idle', pending: 0, error: null };

const rejectWith = (error: unknown) => {
  const apiError = toApiError(error);
  return { code: apiError.code, message: apiError.message };
};

export const fetchCart = createAsyncThunk('cart/fetch', async (_: void, { rejectWithValue }) => {
  try {
    return (await apiClient.get<Cart>('/cart')).data;
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
export const addCartItems = createAsyncThunk(
  'cart/addItems',
  async ({ items, source, silent = false }: AddCartItemsArgs, { getState, rejectWithValue }) => {
    const previous = (getState() as { cart?: CartState }).cart?.cart?.items ?? [];
    const before = new Set(previous.map((item) => item.key));
    try {
      const cart = (await apiClient.put<Cart>('/cart/items', { items })).data;
      const added = cart.items.filter((item) => !before.has(item.key));
      if (!silent) bus.publish('cart/itemAdded', { items: added, source });
      return cart;
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  },
);

export const removeCartItem = createAsyncThunk('cart/removeItem', async (key: string, { rejectWithValue }) => {
  try {
    const cart = (await apiClient.delete<Cart>('/cart/items', { data: { key } })).data;
    bus.publish('cart/itemRemoved', { key });
    return cart;
  } catch (error) {
    return rejectWithValue(rejectWith(error));
  }
});

export const updateCartItem = createAsyncThunk(
  'cart/updateItem',
  async (change: { key: string; years?: number; months?: number }, { rejectWithValue }) => {
    try {
      return (await apiClient.patch<Cart>('/cart/items', change)).data;
    } catch (error) {
      return rejectWithValue(rejectWith(error));
    }
  },
);

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
      .addCase(removeCartItem.fulfilled, (state, action) => {
        state.cart = action.payload;
      })
      .addCase(updateCartItem.fulfilled, (state, action) => {
        state.cart = action.payload;
      });
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
