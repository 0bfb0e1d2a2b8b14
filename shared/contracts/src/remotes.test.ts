import { findOwner, parseRemoteRegistry, resolveRemoteName } from './remotes';
import { remoteUpdateSchema } from './remotes.schema';

describe('remote registry helpers', () => {
  it('resolves short, dashed and federation names', () => {
    expect(resolveRemoteName('domains')).toBe('mfe_domains');
    expect(resolveRemoteName('mfe-hosting')).toBe('mfe_hosting');
    expect(resolveRemoteName('mfe_account')).toBe('mfe_account');
    expect(resolveRemoteName('nope')).toBeUndefined();
  });

  it('finds the owner of a path by prefix, not by substring', () => {
    const registry = [
      { name: 'a', routes: ['/domain', '/whois'] },
      { name: 'b', routes: ['/hosting'] },
    ];
    expect(findOwner(registry, '/domain/gtld')?.name).toBe('a');
    expect(findOwner(registry, '/whois')?.name).toBe('a');
    expect(findOwner(registry, '/hosting/shared')?.name).toBe('b');
    expect(findOwner(registry, '/domains')).toBeUndefined();
  });

  it('validates staff updates, which say why', () => {
    expect(remoteUpdateSchema.safeParse({ enabled: false, reason: 'outage' }).success).toBe(true);
    expect(remoteUpdateSchema.safeParse({ enabled: false }).success).toBe(false);
    expect(remoteUpdateSchema.safeParse({ enabled: false, reason: '  ' }).success).toBe(false);
    // shorter than the one staff minimum (STAFF_AUDIT_LIMITS.reasonMin), as the console's reason dialog says
    expect(remoteUpdateSchema.safeParse({ enabled: false, reason: ' ok ' }).success).toBe(false);
    expect(remoteUpdateSchema.safeParse({ enabled: false, reason: 'x'.repeat(501) }).success).toBe(false);
    expect(remoteUpdateSchema.safeParse({ reason: 'nothing' }).success).toBe(false);
    expect(remoteUpdateSchema.safeParse({ version: '../etc', reason: 'testing' }).success).toBe(false);
    for (const version of ['..', '1..2', '.1', '1/2', '']) expect(remoteUpdateSchema.safeParse({ version, reason: 'testing' }).success).toBe(false);
    expect(remoteUpdateSchema.safeParse({ version: '1.2.3-rc.1+build.5', reason: 'testing' }).success).toBe(true);
    expect(remoteUpdateSchema.safeParse({ disabledMode: 'construction', reason: 'testing' }).success).toBe(true);
  });

  it('reads the registry with an optional integrity, refusing a malformed one', () => {
    const entry = { name: 'mfe_domains', manifest: '/remotes/domains/1.0.0/mf-manifest.json', version: '1.0.0', enabled: true, routes: ['/domain'], disabledMode: 'maintenance' };
    expect(parseRemoteRegistry([entry])[0]).not.toHaveProperty('integrity');
    const integrity = `sha384-${'A'.repeat(64)}`;
    expect(parseRemoteRegistry([{ ...entry, integrity }])[0]?.integrity).toBe(integrity);
    expect(() => parseRemoteRegistry([{ ...entry, integrity: 'md5-x' }])).toThrow('malformed');
  });
});

describe('parseRemoteRegistry', () => {
  const entry = { name: 'mfe_domains', manifest: '/remotes/domains/1.0.0/mf-manifest.json', version: '1.0.0', enabled: true, routes: ['/domain'], disabledMode: 'maintenance' };

  it('accepts the registry shape and drops unknown fields', () => {
    expect(parseRemoteRegistry([{ ...entry, extra: 1 }])).toEqual([entry]);
  });

  it('issue 28.2: keeps an entry\'s report token for the browser\'s load reports (a string of bounded length only)', () => {
    expect(parseRemoteRegistry([{ ...entry, reportToken: 'payload.signature' }])[0]?.reportToken).toBe('payload.signature');
    expect(parseRemoteRegistry([{ ...entry, reportToken: 7 }])[0]).not.toHaveProperty('reportToken');
    expect(parseRemoteRegistry([{ ...entry, reportToken: 'x'.repeat(513) }])[0]).not.toHaveProperty('reportToken');
  });

  it('refuses malformed registries', () => {
    expect(() => parseRemoteRegistry({})).toThrow('must be an array');
    expect(() => parseRemoteRegistry([{ ...entry, enabled: 'yes' }])).toThrow('entry 0 is malformed');
    expect(() => parseRemoteRegistry([{ ...entry, disabledMode: 'off' }])).toThrow('entry 0 is malformed');
    expect(() => parseRemoteRegistry([{ ...entry, routes: ['domain'] }])).toThrow('entry 0 is malformed');
  });
});
