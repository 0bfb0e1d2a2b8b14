import type { RemoteConfig } from '@storefront/contracts';
import { eventTags, startMonitoring } from './monitoring';

const hosting: RemoteConfig = { name: 'mfe_hosting', manifest: '/remotes/hosting/1.4.0/mf-manifest.json', version: '1.4.0', enabled: true, routes: ['/hosting', '/ssl'], disabledMode: 'maintenance' };

describe('error reporting', () => {
  it("tags an event with the remote that owns the page and its version, or the shell, and the page's language", () => {
    expect(eventTags({ remotes: [hosting], pathname: '/km/ssl/ev-ssl' })).toEqual({ remote: 'mfe_hosting', remote_version: '1.4.0', locale: 'km' });
    expect(eventTags({ remotes: [hosting], pathname: '/about-us' })).toEqual({ remote: 'shell', locale: 'en' });
  });

  it('starts nothing without a DSN', () => {
    expect(startMonitoring(null)).toBeNull();
    expect(startMonitoring(undefined)).toBeNull();
  });
});
