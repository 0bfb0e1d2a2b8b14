import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { FeatureFlags, StorefrontConfig } from '@storefront/contracts';

export type { FeatureFlags, StorefrontConfig };
import { apiClient } from '../http/api-client';

export interface ConfigState {
  config: StorefrontConfig | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const initialState: ConfigState = { config: null, status: 'idle' };

export const fetchConfig = createAsyncThunk('config/fetch', async () => (await apiClient.get<StorefrontConfig>('/config')).data);

export const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
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
