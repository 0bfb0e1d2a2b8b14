import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { platformEndpoints, type FeatureFlags, type StorefrontConfig } from '@storefront/contracts';
import { callEndpoint } from '../http/endpoint-client';
import { serverStateHydrated } from './hydration';

export type { FeatureFlags, StorefrontConfig };

export interface ConfigState {
  config: StorefrontConfig | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const initialState: ConfigState = { config: null, status: 'idle' };

/** GET /api/config, once per page (the shell dispatches it): theme, flags, VAT, captcha. */
export const fetchConfig = createAsyncThunk('config/fetch', () => callEndpoint(platformEndpoints.getConfig));

export const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(serverStateHydrated, (state, action) => {
        if (!action.payload.config) return;
        state.config = action.payload.config;
        state.status = 'ready';
      })
      .addCase(fetchConfig.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchConfig.fulfilled, (state, action) => {
        state.config = action.payload;
        state.status = 'ready';
      })
      .addCase(fetchConfig.rejected, (state) => {
        state.status = 'failed';
      });
  },
  selectors: {
    selectConfig: (state) => state.config,
    selectFlags: (state) => state.config?.flags ?? null,
    selectTheme: (state) => state.config?.theme ?? 'default',
  },
});

export const { selectConfig, selectFlags, selectTheme } = configSlice.selectors;
