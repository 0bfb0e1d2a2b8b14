import { combineSlices, configureStore, createAction, createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { countInstance } from '../debug/instances';
import { onSessionReaction } from '../http/api-client';
import { bus } from '../bus/bus';
import { authSlice, accountBanned, sessionEnded } from './auth-slice';
import { cartSlice, fetchCart } from './cart-slice';
import { configSlice } from './config-slice';

/** Slices that remotes inject at runtime; a remote augments this interface for its own slice. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(cartSlice, authSlice, configSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added at runtime (RTK Query's, when @storefront/platform/query loads). */
const dynamicMiddleware = createDynamicMiddleware();

export function createStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

/** The one store of the page (shared/platform is a federation singleton). */
export const store = createStore();
countInstance('store');

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = typeof store;
export type AppDispatch = typeof store.dispatch;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** Says a slice was injected: the store's reducer runs, and the slice's state is there. */
const sliceInjected = createAction<string>('store/sliceInjected');

/**
 * Injects a slice (or an RTK Query api) into the one store; safe to call on every mount. combineSlices fills an
 * injected slice's state only on the next action, and what runs before one reads nothing: RTK Query's thunk
 * condition, when the first action after the query library loaded is a query (a page rendered in the browser whose
 * chunk came after the session and cart had answered), read its missing config, threw, and the query answered
 * undefined without asking. The slice's state is therefore put in the store at once.
 */
export function injectSlice(slice: { reducerPath: string; reducer: (state: never, action: never) => unknown }): void {
  rootReducer.inject(slice as never);
  if (!(slice.reducerPath in store.getState())) store.dispatch(sliceInjected(slice.reducerPath));
}

/** Adds middleware to the one store at runtime; adding the same middleware again does nothing. */
export function injectMiddleware(...middleware: Middleware[]): void {
  dynamicMiddleware.addMiddleware(...middleware);
}

// Spec §8: 401/403 log the user out; the banned code opens the banned popup.
onSessionReaction((reaction, message) => {
  if (reaction === 'banned') {
    store.dispatch(accountBanned(message));
    bus.publish('auth/accountBanned', { message });
    bus.publish('auth/loggedOut', { reason: 'banned' });
  } else {
    store.dispatch(sessionEnded());
    bus.publish('auth/loggedOut', { reason: 'unauthorized' });
  }
  void store.dispatch(fetchCart());
});
