import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { remoteRegistrySchema } from '@storefront/contracts';
import { buildApp } from '../src/app';
import { publishRelease } from '../src/remotes/release';
import { registryChanged, storedRegistry } from '../src/remotes/remotes.repository';
import { publishTarget } from '../src/remotes/targets';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { fakeBuild } from './helpers/remote-build';

// Published versions live in a folder of this file's own (never the repository's var/cdn).
process.env.REMOTES_CDN_DIR = mkdtempSync(path.join(os.tmpdir(), 'cdn-'));

let t: TestApp;
before(async () => {
  t = await createTestApp();
  // Published hosting versions to point at (the pointer refuses a version that is not available; the local
  // build may not exist when the api suite runs).
  for (const version of ['1.0.0', '1.1.0']) {
    await publishRelease(publishTarget(t.config.repoRoot), 'mfe_hosting', version, fakeBuild('mfe_hosting', version), { publishedBy: 'test', now: new Date() });
  }
});
after(() => t.close());

describe('runtime configuration', () => {
  it('serves the registry of remotes in the contract shape, revalidated each time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/remotes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const registry = remoteRegistrySchema.parse(response.json());
    expect(registry.map((r) => r.name).sort()).toEqual(['mfe_account', 'mfe_checkout', 'mfe_domains', 'mfe_hosting', 'mfe_promotions', 'mfe_staff']);
    const domains = registry.find((r) => r.name === 'mfe_domains')!;
    expect(domains).toEqual({
      name: 'mfe_domains',
      manifest: '/remotes/domains/1.0.0/mf-manifest.json',
      version: '1.0.0',
      enabled: true,
      routes: ['/domain', '/whois'],
      disabledMode: 'maintenance',
    });
  });

  it('stops the start on an unknown DOMAIN_REGISTRY, naming the known ones', async () => {
    const existing = { db: t.app.db, kind: 'pglite' as const, close: async () => {} };
    await expect(buildApp({ config: { ...t.config, domainRegistry: 'imaginary' }, db: existing, logger: false })).rejects.toThrow(
      'DOMAIN_REGISTRY "imaginary" is not a known domain registry. Known registries: sandbox, epp.',
    );
  });

  it('serves the theme, the flags and the VAT rate', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body).toMatchObject({ theme: 'default', vatRateBasisPoints: 1000, currency: 'USD', timezone: 'Asia/Bangkok' });
    expect(body.flags).toMatchObject({ cloud: true, sharedHosting: true, fortuneWheel: false });
  });

  it('serves OpenAPI JSON and a docs page', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(expect.arrayContaining(['/api/cart', '/api/config/remotes', '/api/admin/remotes/{name}']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
  });

  it('answers unknown api paths with NOT_FOUND in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'This page could not be found' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('staff control of remotes', () => {
  it('refuses guests (401) and customers (403)', async () => {
    const guest = new Client(t.app);
    expect((await guest.send('PATCH', '/api/admin/remotes/domains', { enabled: false, reason: 'test' })).statusCode).toBe(401);
    const customer = new Client(t.app);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    const refused = await customer.send('PATCH', '/api/admin/remotes/domains', { enabled: false, reason: 'test' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('lets staff change enabled, version and mode by short or full name, and the registry follows', async () => {
    const staff = new Client(t.app);
    expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
    const off = await staff.send('PATCH', '/api/admin/remotes/promotions', { enabled: false, disabledMode: 'construction', reason: 'test: construction' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ name: 'mfe_promotions', enabled: false, disabledMode: 'construction' });
    const moved = await staff.send('PATCH', '/api/admin/remotes/mfe-hosting', { version: '1.1.0', reason: 'test: pin 1.1.0' });
    expect(moved.json().manifest).toBe('/remotes/hosting/1.1.0/mf-manifest.json');

    const registry = remoteRegistrySchema.parse((await t.app.inject({ method: 'GET', url: '/api/config/remotes' })).json());
    expect(registry.find((r) => r.name === 'mfe_promotions')).toMatchObject({ enabled: false, disabledMode: 'construction' });
    expect(registry.find((r) => r.name === 'mfe_hosting')?.version).toBe('1.1.0');

    expect((await staff.send('PATCH', '/api/admin/remotes/promotions', { enabled: true, disabledMode: 'maintenance', reason: 'test: back' })).statusCode).toBe(200);
    expect((await staff.send('PATCH', '/api/admin/remotes/hosting', { version: '1.0.0', reason: 'test: back' })).statusCode).toBe(200);
  });

  it('is read once a second, not per request; a change made by another process (the CLI) is seen within that second', async () => {
    // Within one moment every reader gets the same read; a change of this process reads again at once.
    const first = storedRegistry(t.app.db);
    expect(storedRegistry(t.app.db)).toBe(first);
    registryChanged();
    expect(storedRegistry(t.app.db)).not.toBe(first);

    // Another process writes the database itself (npm run remotes): this one follows within the second.
    const before = (await t.app.db.selectFrom('remotes').select('disabled_mode').where('name', '=', 'mfe_domains').executeTakeFirstOrThrow()).disabled_mode;
    expect(before).not.toBe('construction');
    await t.app.db.updateTable('remotes').set({ disabled_mode: 'construction' }).where('name', '=', 'mfe_domains').execute();
    try {
      await eventually(
        async () => remoteRegistrySchema.parse((await t.app.inject({ method: 'GET', url: '/api/config/remotes' })).json()),
        (registry) => registry.find((r) => r.name === 'mfe_domains')?.disabledMode === 'construction',
        'the change made elsewhere to be seen',
        30,
      );
    } finally {
      await t.app.db.updateTable('remotes').set({ disabled_mode: before }).where('name', '=', 'mfe_domains').execute();
      registryChanged();
    }
  });

  it('answers 404 for an unknown remote and 400 for a bad change', async () => {
    const staff = new Client(t.app);
    await staff.login(STAFF.login, STAFF.password);
    expect((await staff.send('PATCH', '/api/admin/remotes/nope', { enabled: false, reason: 'test' })).statusCode).toBe(404);
    const bad = await staff.send('PATCH', '/api/admin/remotes/domains', { version: '../../etc', reason: 'test' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', details: { fields: [expect.objectContaining({ path: 'version' })] } });
    expect((await staff.send('PATCH', '/api/admin/remotes/domains', { reason: 'test' })).statusCode).toBe(400);
    expect((await staff.send('PATCH', '/api/admin/remotes/domains', { enabled: 'no', reason: 'test' })).statusCode).toBe(400);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { origin: 'https://evil.example' },
      payload: { login: CUSTOMER.login, password: CUSTOMER.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('does not grant CORS to foreign origins', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const own = await t.app.inject({ method: 'GET', url: '/api/config', headers: { origin: 'http://localhost:8080' } });
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });
});
