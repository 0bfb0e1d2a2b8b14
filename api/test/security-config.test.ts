import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { loadConfig } from '../src/config';
import { startBanner } from '../src/start-banner';
import { ORIGIN, createTestApp, type TestApp } from './helpers/app';

const STRONG = 'a'.repeat(24) + 'b'.repeat(24);
/** Production with the sandboxes named, as a demonstration or a measurement runs it. */
const PRODUCTION = { NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox', DOMAIN_REGISTRY: 'sandbox', PROVISIONING_PROVIDER: 'sandbox', PUBLIC_URL: 'https://shop.example.com' };
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'secrets-'));

describe('finding 1: production refuses default secrets; development generates its own', () => {
  it('refuses to start in production without the secrets, naming each variable', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/PAYMENT_CALLBACK_SECRET is not set; REGISTRY_SANDBOX_SECRET is not set/);
  });

  it('refuses the values once written in the source, and short ones', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_CALLBACK_SECRET: 'storefront-sandbox-payments', REGISTRY_SANDBOX_SECRET: STRONG })).toThrow(
      /PAYMENT_CALLBACK_SECRET is a development value/,
    );
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: 'short' })).toThrow(
      /REGISTRY_SANDBOX_SECRET is shorter than 32 characters/,
    );
  });

  it('the SMS gateway is named by SMS_API_URL, SMS_API_TOKEN and SMS_FROM together, or not at all (the outbox is the sandbox)', () => {
    expect(loadConfig({}).sms).toBeNull();
    expect(loadConfig({ SMS_API_URL: 'https://sms.example/send', SMS_API_TOKEN: 'token', SMS_FROM: 'Storefront' }).sms).toEqual({ url: 'https://sms.example/send', token: 'token', from: 'Storefront' });
    expect(() => loadConfig({ SMS_API_URL: 'https://sms.example/send' })).toThrow(/SMS_API_URL, SMS_API_TOKEN and SMS_FROM go together/);
    expect(() => loadConfig({ SMS_API_URL: 'sms.example', SMS_API_TOKEN: 'token', SMS_FROM: 'Storefront' })).toThrow(/must be an http\(s\) address/);
  });

  it('production needs its public origin (the sitemap, canonical and emailed links are built from it)', () => {
    const { PUBLIC_URL: _, ...withoutOrigin } = PRODUCTION;
    expect(() => loadConfig({ ...withoutOrigin, PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: STRONG })).toThrow(/NODE_ENV=production needs PUBLIC_URL/);
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'shop.example.com', PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: STRONG })).toThrow(/needs PUBLIC_URL/);
    expect(loadConfig({ ...PRODUCTION, PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: STRONG }).publicUrl).toBe('https://shop.example.com');
  });

  it('production takes the payment and registry sandboxes only when they are named', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: STRONG, DOMAIN_REGISTRY: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDERS set explicitly/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: STRONG, PAYMENT_PROVIDERS: 'sandbox' })).toThrow(
      /DOMAIN_REGISTRY set explicitly/,
    );
    const { PROVISIONING_PROVIDER: _named, ...unnamed } = PRODUCTION;
    expect(() => loadConfig({ ...unnamed, PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: STRONG })).toThrow(/PROVISIONING_PROVIDER set explicitly: its default, sandbox, builds no real servers/);
    expect(loadConfig({ ...PRODUCTION, PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: STRONG }).provisioningProvider).toBe('sandbox');
  });

  it('starts in production with strong secrets; the registry secret only with the sandbox registry', () => {
    expect(loadConfig({ ...PRODUCTION, PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: STRONG }).paymentCallbackSecret).toBe(STRONG);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_CALLBACK_SECRET: STRONG, DOMAIN_REGISTRY: 'other' })).not.toThrow();
  });

  it('development generates random secrets once per data folder, kept across restarts, private to it', () => {
    const one = path.join(tempDir(), 'pglite');
    const two = path.join(tempDir(), 'pglite');
    const first = loadConfig({ DATA_DIR: one });
    const again = loadConfig({ DATA_DIR: one });
    const other = loadConfig({ DATA_DIR: two });
    expect(first.paymentCallbackSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.registrySandboxSecret).not.toBe(first.paymentCallbackSecret);
    expect(again.paymentCallbackSecret).toBe(first.paymentCallbackSecret);
    expect(other.paymentCallbackSecret).not.toBe(first.paymentCallbackSecret);
    expect(statSync(`${one}.secrets.json`).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: one, PAYMENT_CALLBACK_SECRET: STRONG }).paymentCallbackSecret).toBe(STRONG);
  });

  it('an in-memory database gets secrets for the process only (no file)', () => {
    const a = loadConfig({ PGLITE_MEMORY: '1' });
    const b = loadConfig({ PGLITE_MEMORY: '1' });
    expect(a.paymentCallbackSecret).not.toBe(b.paymentCallbackSecret);
    expect(a.paymentCallbackSecret).not.toBe('storefront-sandbox-payments');
  });
});

describe('finding 2: development routes answer only this machine, never production', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const mailbox = (extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=demo@example.com', remoteAddress: extra.remoteAddress, headers: { origin: ORIGIN, ...extra.headers } });

  it('answers a request from loopback that no proxy relayed', async () => {
    expect((await mailbox()).statusCode).toBe(200);
    expect((await mailbox({ remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await mailbox({ remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });

  it('is not found from another address, or when relayed by a proxy', async () => {
    for (const response of [
      await mailbox({ remoteAddress: '10.1.2.3' }),
      await mailbox({ remoteAddress: '192.168.1.20' }),
      await mailbox({ headers: { 'x-forwarded-for': '127.0.0.1' } }),
      await mailbox({ headers: { forwarded: 'for=127.0.0.1' } }),
      await mailbox({ headers: { 'x-real-ip': '127.0.0.1' } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'This page could not be found' });
    }
    const clock = await t.app.inject({ method: 'POST', url: '/api/dev/clock', remoteAddress: '10.1.2.3', headers: { origin: ORIGIN }, payload: { days: 7 } });
    expect(clock.statusCode).toBe(404);
    const authCode = await t.app.inject({ method: 'GET', url: '/api/dev/registry/auth-code?domain=tonle.com', remoteAddress: '10.1.2.3' });
    expect(authCode.statusCode).toBe(404);
  });

  it('cannot be turned on in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: STRONG, DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX/);
  });

  it('says in the start banner which mode runs', () => {
    expect(startBanner(t.config, 'http://localhost:8080')).toMatch(/mode: +development .*answered only to this machine/);
    const production = loadConfig({ ...PRODUCTION, PAYMENT_CALLBACK_SECRET: STRONG, REGISTRY_SANDBOX_SECRET: STRONG });
    expect(startBanner(production, 'http://localhost:8080')).toMatch(/mode: +production/);
    expect(startBanner(production, 'http://localhost:8080')).toMatch(/providers: +payments sandbox, registry sandbox, provisioning sandbox — SANDBOX \(payments, registry, provisioning\)/);
    // A method given a real party is named beside the set (the set's other methods are still the sandbox's).
    const card = { ...t.config, cardProvider: 'cybersource' as const, walletProvider: 'paypal' as const };
    expect(startBanner(card, 'http://localhost:8080')).toMatch(/providers: +payments sandbox \(card cybersource, wallet paypal\), registry sandbox/);
    const panels = { ...t.config, whm: production.whm ?? ({} as NonNullable<typeof production.whm>) };
    expect(startBanner(panels, 'http://localhost:8080')).toMatch(/provisioning sandbox \(hosting whm\)/);
  });
});

describe('finding 2: production serves no development route', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ production: true, devMailbox: false });
  });
  after(() => t.close());

  it('has no mailbox, auth-code or clock route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=demo@example.com' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/registry/auth-code?domain=tonle.com' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/clock', headers: { origin: ORIGIN }, payload: { days: 1 } })).statusCode).toBe(404);
  });
});

describe('finding 3: forwarding headers are believed only from configured proxies', () => {
  const forgot = (t: TestApp, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      remoteAddress,
      headers: { origin: ORIGIN, 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody.here@example.com' },
    });

  it('TRUST_PROXY is off by default, and takes addresses, CIDRs and names — never "true"', () => {
    expect(loadConfig({ PGLITE_MEMORY: '1' }).trustProxy).toBe(false);
    expect(loadConfig({ PGLITE_MEMORY: '1', TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ PGLITE_MEMORY: '1', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must list/);
    expect(() => loadConfig({ PGLITE_MEMORY: '1', TRUST_PROXY: 'proxy.example.com' })).toThrow(/not an address/);
  });

  describe('with no trusted proxy', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp();
    });
    after(() => t.close());

    it('a new X-Forwarded-For on every request does not escape the per-address limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await forgot(t, `203.0.113.${i}`)).statusCode);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  });

  describe('behind a trusted proxy', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp({ trustProxy: ['127.0.0.1'] });
    });
    after(() => t.close());

    it('counts each client the proxy names, and ignores the header from anyone else', async () => {
      for (let i = 0; i < 7; i += 1) expect((await forgot(t, `203.0.113.${i}`)).statusCode).toBe(200);
      const direct: number[] = [];
      for (let i = 0; i < 7; i += 1) direct.push((await forgot(t, `198.51.100.${i}`, '10.9.9.9')).statusCode);
      expect(direct.slice(5)).toEqual([429, 429]);
    });
  });
});

describe('finding 9: timeouts set by the environment', () => {
  it('reads the four timeouts in milliseconds and refuses nonsense', () => {
    expect(loadConfig({ PGLITE_MEMORY: '1' }).timeouts).toEqual({});
    expect(loadConfig({ PGLITE_MEMORY: '1', REQUEST_TIMEOUT_MS: '20000', KEEP_ALIVE_TIMEOUT_MS: '65000' }).timeouts).toEqual({ requestTimeoutMs: 20000, keepAliveTimeoutMs: 65000 });
    expect(() => loadConfig({ PGLITE_MEMORY: '1', HEADERS_TIMEOUT_MS: '0' })).toThrow(/HEADERS_TIMEOUT_MS must be a positive/);
    expect(() => loadConfig({ PGLITE_MEMORY: '1', CONNECTION_TIMEOUT_MS: 'soon' })).toThrow(/CONNECTION_TIMEOUT_MS/);
  });
});

describe('secrets file', () => {
  it('is written beside the data folder, never inside the repository tree in tests', () => {
    const dir = path.join(tempDir(), 'data');
    loadConfig({ DATA_DIR: dir });
    expect(existsSync(`${dir}.secrets.json`)).toBe(true);
    expect(Object.keys(JSON.parse(readFileSync(`${dir}.secrets.json`, 'utf8'))).sort()).toEqual(['paymentCallbackSecret', 'registrySandboxSecret']);
  });
});

describe('issue 29.3: how an answer may be kept is said in one place', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { origin: ORIGIN } });

  it('an answer that says nothing of it is not kept: reads, refusals and unknown paths', async () => {
    for (const url of ['/api/cart', '/api/user/info', '/api/user/services', '/api/no-such-endpoint']) {
      const response = await get(url);
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
  });

  it("keeps a route's own policy: the countries are public and long cached, the config is revalidated", async () => {
    expect((await get('/api/country')).headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect((await get('/api/config')).headers['cache-control']).toContain('no-cache');
  });
});
