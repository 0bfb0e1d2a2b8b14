import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { openTestDb } from '../../test/helpers/db';
import { ManualClock } from '../clock';
import type { Db } from '../db/connect';
import { createRegistry } from './create-registry';
import { RegistryError } from './domain-registry';
import { externalName } from './sandbox-names';
import { SandboxRegistry } from './sandbox-registry';

const DAY = 24 * 60 * 60 * 1000;
const registrant = { name: 'Sokha Chan', email: 'sokha@example.com', phone: '+85512345678' };

/** Names of a kind, found by asking the sandbox's own rule (stable: it is a hash). */
function namesWhere(test: (domain: string) => boolean, count = 1, tld = 'com'): string[] {
  const found: string[] = [];
  for (let i = 0; found.length < count && i < 5000; i += 1) {
    const domain = `sandbox-case-${i}.${tld}`;
    if (test(domain)) found.push(domain);
  }
  return found;
}
const isKind = (kind: string) => (domain: string) => externalName(domain).kind === kind;
const takenWhere = (test: (name: Extract<ReturnType<typeof externalName>, { kind: 'taken' }>) => boolean) => (domain: string) => {
  const name = externalName(domain);
  return name.kind === 'taken' && test(name);
};

let database: Db;
let clock: ManualClock;
let registry: SandboxRegistry;
before(async () => {
  database = await openTestDb();
  clock = new ManualClock('2026-11-24T09:00:00Z');
  registry = SandboxRegistry.create({ registrySandboxSecret: 'test-secret' }, { db: database.db, clock });
});
after(() => database.close());

describe('sandbox registry: names held elsewhere', () => {
  it('answers the same for the same name', async () => {
    const first = await registry.check(['mybrand.com', 'other-name.net']);
    expect(await registry.check(['mybrand.com', 'other-name.net'])).toEqual(first);
  });

  it('has well-known names taken with an owner or a hidden owner', async () => {
    const [taken] = await registry.check(['google.com']);
    expect(taken?.status).toBe('taken');
    expect(taken?.owner?.hidden === true || typeof taken?.owner?.email === 'string').toBe(true);
  });

  it('prices short names as premium and leaves most long names available', async () => {
    const [premium] = await registry.check(['abc.com']);
    expect(premium?.status).toBe('premium');
    expect(premium?.premiumPrice).toBeGreaterThan(0);
    const names = Array.from({ length: 60 }, (_, i) => `storefront-test-name-${i}.com`);
    const statuses = (await registry.check(names)).map((r) => r.status);
    expect(statuses.filter((s) => s === 'available').length).toBeGreaterThan(20);
    expect(statuses.filter((s) => s === 'taken').length).toBeGreaterThan(5);
  });

  it('shows owners of some taken names and hides others', async () => {
    const shown = namesWhere(takenWhere((n) => !n.hidden))[0]!;
    const hidden = namesWhere(takenWhere((n) => n.hidden))[0]!;
    const [a, b] = await registry.check([shown, hidden]);
    expect(a?.owner).toMatchObject({ hidden: false, name: expect.any(String), phone: expect.any(String), email: expect.stringContaining('@') });
    expect(b?.owner).toEqual({ hidden: true });
  });

  it('tells why a name cannot be transferred: not registered, locked, recently registered', async () => {
    const [available] = namesWhere(isKind('available'));
    const [locked] = namesWhere(takenWhere((n) => n.locked));
    const [recent] = namesWhere(takenWhere((n) => n.recentDays !== null));
    const [ready] = namesWhere(takenWhere((n) => !n.locked && n.recentDays === null));
    expect(await registry.transferCheck(available!)).toEqual({ domain: available, transferable: false, blocker: 'notRegistered' });
    expect(await registry.transferCheck(locked!)).toEqual({ domain: locked, transferable: false, blocker: 'locked' });
    expect(await registry.transferCheck(recent!)).toEqual({ domain: recent, transferable: false, blocker: 'recentlyRegistered' });
    expect(await registry.transferCheck(ready!)).toEqual({ domain: ready, transferable: true, blocker: null });
    const whois = await registry.whois(recent!);
    expect(whois.registered && clock.now().getTime() - new Date(whois.createdAt).getTime()).toBeLessThan(60 * DAY);
    const lockedWhois = await registry.whois(locked!);
    expect(lockedWhois.registered && lockedWhois.statuses).toContain('clientTransferProhibited');
  });

  it('keeps one auth code per name and refuses any other', async () => {
    const [ready] = namesWhere(takenWhere((n) => !n.locked && n.recentDays === null));
    const code = registry.authCodeFor(ready!);
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(registry.authCodeFor(ready!)).toBe(code);
    expect(await registry.verifyAuthCode(ready!, code)).toBe(true);
    expect(await registry.verifyAuthCode(ready!, `${code.slice(0, 15)}x`)).toBe(false);
    expect(await registry.verifyAuthCode(ready!, 'short')).toBe(false);
    const [available] = namesWhere(isKind('available'));
    expect(await registry.verifyAuthCode(available!, registry.authCodeFor(available!))).toBe(false);
  });

  it('answers WHOIS for registered names and { registered: false } for free ones', async () => {
    const [available] = namesWhere(isKind('available'));
    expect(await registry.whois(available!)).toEqual({ domain: available, registered: false });
    const whois = await registry.whois('google.com');
    expect(whois).toMatchObject({ domain: 'google.com', registered: true, registrar: expect.any(String), nameServers: expect.arrayContaining([expect.any(String)]) });
    expect(whois.registered && new Date(whois.expiresAt) > clock.now()).toBe(true);
  });
});

describe('sandbox registry: names registered through it', () => {
  it('registers a free name, which is taken from then on (owner hidden), and renews it', async () => {
    const [name] = namesWhere(isKind('available'), 1, 'net');
    const term = await registry.register(name!, 2, registrant);
    expect(term.expiresAt.getTime() - clock.now().getTime()).toBeGreaterThan(729 * DAY);
    const [after] = await registry.check([name!]);
    expect(after).toMatchObject({ status: 'taken', owner: { hidden: true } });
    await expect(registry.register(name!, 1, registrant)).rejects.toThrow(RegistryError);
    const renewed = await registry.renew(name!, 3);
    expect(renewed.expiresAt.getUTCFullYear()).toBe(term.expiresAt.getUTCFullYear() + 3);
    expect(await registry.transferCheck(name!)).toMatchObject({ transferable: false, blocker: 'alreadyWithUs' });
    expect(await registry.whois(name!)).toMatchObject({ registered: true, statuses: ['ok'], registrant: { hidden: true } });
  });

  it('refuses to register a taken name and to renew a name it does not hold', async () => {
    await expect(registry.register('google.com', 1, registrant)).rejects.toMatchObject({ reason: 'taken' });
    await expect(registry.renew('google.com', 1)).rejects.toMatchObject({ reason: 'notSponsored' });
  });

  it('reactivates only after expiry, and lets a name go after redemption', async () => {
    const local = new ManualClock('2026-01-01T00:00:00Z');
    const sandbox = SandboxRegistry.create({ registrySandboxSecret: 'test-secret' }, { db: database.db, clock: local });
    const [name] = namesWhere(isKind('available'), 1, 'org');
    await sandbox.register(name!, 1, registrant);
    await expect(sandbox.reactivate(name!)).rejects.toMatchObject({ reason: 'notInRedemption' });
    local.advanceDays(365 + 20);
    expect((await sandbox.whois(name!)).registered && (await sandbox.whois(name!))).toMatchObject({ statuses: ['redemptionPeriod'] });
    const restored = await sandbox.reactivate(name!);
    expect(restored.expiresAt.toISOString()).toBe('2028-01-01T00:00:00.000Z');
    local.set('2028-03-01T00:00:00Z');
    // 12 + 30 days after expiry the name is released: the registry answers as if it never held it.
    expect((await sandbox.check([name!]))[0]?.status).toBe('available');
  });

  it('transfers a name in: pending for 5 to 7 days, then completed', async () => {
    const local = new ManualClock('2026-06-01T00:00:00Z');
    const sandbox = SandboxRegistry.create({ registrySandboxSecret: 'test-secret' }, { db: database.db, clock: local });
    const [name] = namesWhere(takenWhere((n) => !n.locked && n.recentDays === null), 1, 'io');
    await expect(sandbox.transfer(name!, 'wrong-code-12345', registrant)).rejects.toMatchObject({ reason: 'authCodeIncorrect' });
    const pending = await sandbox.transfer(name!, sandbox.authCodeFor(name!), registrant);
    const days = (pending.completesAt.getTime() - local.now().getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(5);
    expect(days).toBeLessThanOrEqual(7);
    expect(await sandbox.transferStatus(name!)).toMatchObject({ status: 'pendingTransfer' });
    expect(await sandbox.transferCheck(name!)).toMatchObject({ blocker: 'pendingTransfer' });
    expect(await sandbox.whois(name!)).toMatchObject({ statuses: ['pendingTransfer'] });
    local.advanceDays(7);
    expect(await sandbox.transferStatus(name!)).toMatchObject({ status: 'completed' });
    expect(await sandbox.transferCheck(name!)).toMatchObject({ blocker: 'alreadyWithUs' });
    expect(await sandbox.transferStatus('google.com')).toEqual({ domain: 'google.com', status: 'none', completesAt: null });
  });
});

describe('registry loader', () => {
  it('selects the sandbox by name and refuses an unknown one, listing the known ones', () => {
    const deps = { db: database.db, clock };
    expect(createRegistry({ domainRegistry: 'sandbox', registrySandboxSecret: 's', epp: null }, deps)).toBeInstanceOf(SandboxRegistry);
    expect(() => createRegistry({ domainRegistry: 'godaddy', registrySandboxSecret: 's', epp: null }, deps)).toThrow(
      'DOMAIN_REGISTRY "godaddy" is not a known domain registry. Known registries: sandbox, epp.',
    );
  });
});
