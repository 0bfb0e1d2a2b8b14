import { apiClient } from '@storefront/platform';
import { fakeApi } from '@storefront/testing';
import { fetchRegistry } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const remote = { name: 'mfe_domains', manifest: '/remotes/domains/mf-manifest.json', version: '1.0.0', enabled: true, routes: ['/domain'], disabledMode: 'maintenance' };

describe('fetchRegistry', () => {
  it('reads the declared registry endpoint, asking caches to revalidate', async () => {
    const api = fakeApi({ 'GET /api/config/remotes': () => [remote] });
    const headers: unknown[] = [];
    const interceptor = apiClient.interceptors.request.use((config) => {
      headers.push(config.headers.get('Cache-Control'));
      return config;
    });
    await expect(fetchRegistry()).resolves.toEqual([remote]);
    expect(api.calls).toHaveLength(1);
    expect(headers).toEqual(['no-cache']);
    apiClient.interceptors.request.eject(interceptor);
    api.restore();
  });

  it('refuses a malformed registry (the shell then shows its fallback)', async () => {
    const api = fakeApi({ 'GET /api/config/remotes': () => [{ ...remote, routes: ['domain'] }] });
    await expect(fetchRegistry()).rejects.toThrow('Remote registry entry 0 is malformed');
    api.restore();
  });
});
