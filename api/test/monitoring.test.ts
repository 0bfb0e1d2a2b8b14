import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { storefrontConfigSchema } from '@storefront/contracts';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/app';

const directivesOf = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('error reporting (issue 14, item 10)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('is off by default: null in GET /api/config and no reporting host in the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(storefrontConfigSchema.parse(response.json()).monitoring).toBeNull();
    expect(directivesOf(response.headers['content-security-policy'])['connect-src']).toEqual(["'self'"]);
  });

  it("with SENTRY_DSN, answers the DSN, environment and release, and lets the browser reach the DSN's host (and replay's worker)", async () => {
    const on = await createTestApp({ monitoring: { dsn: 'https://0a1b2c3d@glitchtip.example.com/12', environment: 'staging', release: 'storefront-shell@1.0.0' } });
    try {
      const response = await on.app.inject({ method: 'GET', url: '/api/config' });
      expect(storefrontConfigSchema.parse(response.json()).monitoring).toEqual({ dsn: 'https://0a1b2c3d@glitchtip.example.com/12', environment: 'staging', release: 'storefront-shell@1.0.0' });
      const directives = directivesOf(response.headers['content-security-policy']);
      expect(directives['connect-src']).toContain('https://glitchtip.example.com');
      expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
    } finally {
      await on.close();
    }
  });

  it('SENTRY_DSN is checked: a DSN or nothing', () => {
    expect(loadConfig({ PGLITE_MEMORY: '1' }).monitoring).toBeNull();
    expect(loadConfig({ PGLITE_MEMORY: '1', SENTRY_DSN: 'https://key@o1.ingest.sentry.io/4505', SENTRY_ENVIRONMENT: 'prod', SENTRY_RELEASE: 'r42' }).monitoring).toEqual({
      dsn: 'https://key@o1.ingest.sentry.io/4505',
      environment: 'prod',
      release: 'r42',
    });
    expect(loadConfig({ PGLITE_MEMORY: '1', SENTRY_DSN: 'http://key@127.0.0.1:9000/1' }).monitoring?.release).toMatch(/^storefront-shell@\d+\.\d+\.\d+/);
    for (const bad of ['sentry.io', 'https://sentry.io/1', "https://key@evil.example/1'; script-src *", 'javascript:alert(1)']) {
      expect(() => loadConfig({ PGLITE_MEMORY: '1', SENTRY_DSN: bad })).toThrow(/SENTRY_DSN must be a Sentry DSN/);
    }
  });
});
