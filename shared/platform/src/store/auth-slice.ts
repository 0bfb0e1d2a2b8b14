import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { LoginBody, UserInfo } from '@storefront/contracts';
import { apiClient } from '../http/api-client';
import { toApiError } from '../http/api-error';
import { bus } from '../bus/bus';

export interface AuthState {
  user: UserInfo | null;
  /** unknown until the first GET /users/getUserInformation answers. */
  status: 'unknown' | 'guest' | 'authenticated';
  banned: string | null;
}

const initialState: AuthState = { user: null, status: 'unknown', banned: null };

export const fetchCurrentUser = createAsyncThunk('auth/fetchCurrentUser', async () => {
  try {
    return (await apiClient.get<UserInfo>('/users/getUserInformation')).data;
  } catch {
    return null;
  }
});

export const login = createAsyncThunk('auth/login', async (body: LoginBody, { rejectWithValue }) => {
  try {
    const user = (await apiClient.post<UserInfo>('/users/login', body)).data;
    bus.publish('auth/loggedIn', { userId: user.id });
    return user;
  } catch (error) {
    const apiError = toApiError(error);
    return rejectWithValue({ code: apiError.code, message: apiError.message });
  }
});

export const logout = createAsyncThunk('auth/logout', async () => {
  try {
    await apiClient.post('/users/logout', {});
  } finally {
    bus.publish('auth/loggedOut', { reason: 'user' });
  }
});

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionEnded: (state) => {
      state.user = null;
      state.status = 'guest';
    },
    accountBanned: (state, action: { payload: string }) => {
      state.banned = action.payload;
      state.user = null;
      state.status = 'guest';
    },
    bannedNoticeClosed: (state) => {
      state.banned = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        state.user = action.payload;
        state.status = action.payload ? 'authenticated' : 'guest';
      })
      .addCase(login.fulfilled, (state, action) => {
        state.user = action.payload;
        state.status = 'authenticated';
      })
      .addCase(logout.fulfilled, (state) => {
        state.user = null;
        state.status = 'guest';
      })
      .addCase(logout.rejected, (state) => {
        state.user = null;
        state.status = 'guest';
      });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthStatus: (state) => state.status,
    selectBanned: (state) => state.banned,
  },
});

export const { sessionEnded, accountBanned, bannedNoticeClosed } = authSlice.actions;
export const { selectUser, selectAuthStatus, selectBanned } = authSlice.selectors;
