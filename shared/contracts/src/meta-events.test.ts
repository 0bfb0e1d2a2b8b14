import { metaEventBatchSchema } from './meta-events.schema';
import { redactPath } from './meta-events';

describe('redactPath', () => {
  it('keeps the pathname only, without the secret of a link or any token-like segment', () => {
    expect(redactPath('/domain/gtld')).toBe('/domain/gtld');
    expect(redactPath('/domain/search?q=my-name&x=1#top')).toBe('/domain/search');
    expect(redactPath('/reset-password/abc')).toBe('/reset-password/:token');
    expect(redactPath('/km/reset-password/abc/')).toBe('/km/reset-password/:token/');
    expect(redactPath('/two-factor/disabled/Zx9_-q')).toBe('/two-factor/disabled/:token');
    expect(redactPath('/account/invoices/4f1c2e9a7b3d4c5e8f6a1b2c3d4e5f6a')).toBe('/account/invoices/:token');
    expect(redactPath('/hosting/wordpress-hosting-premium-plans')).toBe('/hosting/wordpress-hosting-premium-plans');
    expect(redactPath('')).toBe('/');
    expect(redactPath(`/${'a'.repeat(600)}`)).toHaveLength(512);
  });

  it('gives paths the api accepts', () => {
    const events = ['/reset-password/x?y', '/km', '/domain/tld/xn--p1ai'].map((path) => ({ type: 'pageView' as const, path: redactPath(path), locale: 'en' as const, occurredAt: new Date().toISOString() }));
    expect(metaEventBatchSchema.safeParse({ visitorId: 'abcdefghijklmnop', events }).success).toBe(true);
  });
});
