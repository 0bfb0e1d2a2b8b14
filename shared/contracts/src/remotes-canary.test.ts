import { CANARY_BUCKETS, canaryBucket, inCanary, resolveRemoteVersion, visitorKey } from './remotes-canary';

const visitors = (n: number, prefix = 'anon:') => Array.from({ length: n }, (_, i) => `${prefix}${i.toString(36)}-${(i * 7919).toString(16)}`);

describe('canary buckets', () => {
  it('are stable for a visitor and a remote, within range', () => {
    const key = 'user:3f1c2a';
    expect(canaryBucket(key, 'mfe_domains')).toBe(canaryBucket(key, 'mfe_domains'));
    for (const k of visitors(1000)) {
      const b = canaryBucket(k, 'mfe_hosting');
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(CANARY_BUCKETS);
    }
  });

  it.each([1, 5, 10, 25, 33.33, 50, 90])('split %p %% of 10,000 simulated visitors within ±2 points', (percent) => {
    for (const remote of ['mfe_domains', 'mfe_checkout']) {
      const share = (visitors(10_000).filter((k) => inCanary(k, remote, percent)).length / 10_000) * 100;
      expect(Math.abs(share - percent)).toBeLessThanOrEqual(2);
    }
  });

  it('split signed-in ids (uuids) as evenly', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => `user:${i.toString(16).padStart(8, '0')}-4a1b-4c2d-8e3f-${(i * 2654435761 >>> 0).toString(16).padStart(12, '0')}`);
    const share = (ids.filter((k) => inCanary(k, 'mfe_account', 20)).length / 10_000) * 100;
    expect(Math.abs(share - 20)).toBeLessThanOrEqual(2);
  });

  it('raising the share never moves anyone back, and 0 and 100 are none and all', () => {
    const keys = visitors(2000);
    let before = new Set<string>();
    for (const percent of [0, 1, 5, 20, 50, 80, 100]) {
      const now = new Set(keys.filter((k) => inCanary(k, 'mfe_promotions', percent)));
      for (const k of before) expect(now.has(k)).toBe(true);
      before = now;
    }
    expect(keys.filter((k) => inCanary(k, 'mfe_promotions', 0))).toHaveLength(0);
    expect(keys.filter((k) => inCanary(k, 'mfe_promotions', 100))).toHaveLength(keys.length);
  });

  it('are independent per remote (a visitor is not in every canary at once)', () => {
    const keys = visitors(10_000);
    const both = keys.filter((k) => inCanary(k, 'mfe_domains', 50) && inCanary(k, 'mfe_hosting', 50)).length / 100;
    expect(Math.abs(both - 25)).toBeLessThanOrEqual(2);
  });
});

describe('resolveRemoteVersion', () => {
  const remote = { name: 'mfe_domains', version: '1.0.0', canary: { version: '1.1.0', percent: 30 } };
  const keys = visitors(500);
  const inKey = keys.find((k) => inCanary(k, 'mfe_domains', 30))!;
  const outKey = keys.find((k) => !inCanary(k, 'mfe_domains', 30))!;

  it('gives the canary to the visitors in its share and the pointer to the others', () => {
    expect(resolveRemoteVersion(remote, { key: inKey })).toEqual({ version: '1.1.0', channel: 'canary' });
    expect(resolveRemoteVersion(remote, { key: outKey })).toEqual({ version: '1.0.0', channel: 'stable' });
    expect(resolveRemoteVersion(remote, { key: null })).toEqual({ version: '1.0.0', channel: 'stable' });
    expect(resolveRemoteVersion({ ...remote, canary: null }, { key: inKey })).toEqual({ version: '1.0.0', channel: 'stable' });
  });

  it('keeps a visitor in the canary when its version changes (the bucket does not hash versions)', () => {
    expect(resolveRemoteVersion({ ...remote, canary: { version: '1.2.0', percent: 30 } }, { key: inKey }).version).toBe('1.2.0');
  });

  it('puts a preview of this remote first, and only of this remote', () => {
    expect(resolveRemoteVersion(remote, { key: outKey, preview: { remote: 'mfe_domains', version: '2.0.0-rc.1' } })).toEqual({ version: '2.0.0-rc.1', channel: 'preview' });
    expect(resolveRemoteVersion(remote, { key: outKey, preview: { remote: 'mfe_hosting', version: '2.0.0-rc.1' } }).channel).toBe('stable');
  });

  it('keys a signed-in visitor by their user id before their anonymous id', () => {
    expect(visitorKey({ userId: 'u1', anonymousId: 'a1' })).toBe('user:u1');
    expect(visitorKey({ userId: null, anonymousId: 'a1' })).toBe('anon:a1');
    expect(visitorKey({})).toBeNull();
  });
});
