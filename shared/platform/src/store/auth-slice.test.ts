import { configureStore } from '@reduxjs/toolkit';
import type { UserInfo } from '@storefront/contracts';
import { authSlice, fetchCurrentUser, selectSignedIn, sessionEnded } from './auth-slice';

function storeWithAuth() {
  return configureStore({ reducer: { [authSlice.reducerPath]: authSlice.reducer } });
}

describe('selectSignedIn', () => {
  it('is true only once the session read finds a customer, and false again when the session ends', () => {
    const store = storeWithAuth();
    // Not yet read: not signed in (the server renders every public page as for a guest).
    expect(selectSignedIn(store.getState())).toBe(false);
    store.dispatch(fetchCurrentUser.fulfilled(null, 'read-1'));
    expect(selectSignedIn(store.getState())).toBe(false);
    store.dispatch(fetchCurrentUser.fulfilled({ id: 7, email: 'demo@example.com' } as unknown as UserInfo, 'read-2'));
    expect(selectSignedIn(store.getState())).toBe(true);
    store.dispatch(sessionEnded());
    expect(selectSignedIn(store.getState())).toBe(false);
  });
});
