import type { StorefrontConfig } from '@storefront/contracts';
import { apiClient } from '../http/api-client';
import { fetchConfig, selectConfig, selectFlags, selectTheme } from './config-slice';
import { createStore } from './store';

const config: StorefrontConfig = {
  theme: 'christmas',
  flags: { cloud: true, cloudHosting: true, sharedHosting: true, wordpressHosting: false, fortuneWheel: false, trial: false, affiliate: false, loyalty: false },
  vatRateBasisPoints: 1000,
  currency: 'USD',
  timezone: 'Asia/Bangkok',
  captcha: null,
};

describe('config slice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the declared config endpoint into the store', async () => {
    const request = jest.spyOn(apiClient, 'request').mockResolvedValueOnce({ data: config });
    const store = createStore();
    await store.dispatch(fetchConfig());
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: '/api/config' }));
    expect(selectConfig(store.getState())).toEqual(config);
    expect(selectFlags(store.getState())?.wordpressHosting).toBe(false);
    expect(selectTheme(store.getState())).toBe('christmas');
    expect(store.getState().config.status).toBe('ready');
  });

  it('keeps the default theme when the config cannot be read', async () => {
    jest.spyOn(apiClient, 'request').mockRejectedValueOnce(new Error('network'));
    const store = createStore();
    await store.dispatch(fetchConfig());
    expect(store.getState().config.status).toBe('failed');
    expect(selectTheme(store.getState())).toBe('default');
  });
});
