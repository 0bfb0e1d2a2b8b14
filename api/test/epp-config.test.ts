import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import { ManualClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { createRegistry } from '../src/registry/create-registry';
import { readEppConfig } from '../src/registry/epp/epp-config';
import { EppRegistry } from '../src/registry/epp/epp-registry';

/** DOMAIN_REGISTRY=epp's settings (src/registry/epp/epp-config.ts): required ones named when missing, files checked at start, defaults. */
const dir = mkdtempSync(path.join(tmpdir(), 'epp-config-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, contents: string) => {
  const filePath = path.join(dir, name);
  writeFileSync(filePath, contents);
  return filePath;
};
const cert = file('client.crt', '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
const key = file('client.key', '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n');
const base = { DOMAIN_REGISTRY: 'epp', EPP_HOST: 'epp.registry.example', EPP_CLIENT_ID: 'storefront', EPP_PASSWORD: 'a-Pass-123', EPP_CERT: cert, EPP_KEY: key };

describe('EPP configuration', () => {
  it('is null unless DOMAIN_REGISTRY=epp', () => {
    expect(readEppConfig({})).toBeNull();
    expect(readEppConfig({ DOMAIN_REGISTRY: 'sandbox', EPP_HOST: 'x' })).toBeNull();
  });

  it('refuses DOMAIN_REGISTRY=epp without its settings, naming every missing one', () => {
    expect(() => readEppConfig({ DOMAIN_REGISTRY: 'epp', EPP_HOST: 'epp.registry.example' })).toThrow('DOMAIN_REGISTRY=epp needs EPP_CLIENT_ID, EPP_PASSWORD, EPP_CERT, EPP_KEY');
    expect(() => readEppConfig({ ...base, NODE_ENV: 'production', EPP_KEY: ' ' })).toThrow('DOMAIN_REGISTRY=epp needs EPP_KEY');
  });

  it('reads the defaults: port 700 (RFC 5734 §2), 8 s per command, two sessions, the system CAs', () => {
    expect(readEppConfig(base)).toEqual({ host: 'epp.registry.example', port: 700, clientId: 'storefront', password: 'a-Pass-123', certPath: cert, keyPath: key, caPath: null, timeoutMs: 8000, poolSize: 2 });
    const ca = file('ca.crt', '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----\n');
    expect(readEppConfig({ ...base, EPP_PORT: '7000', EPP_CA: ca, EPP_TIMEOUT_MS: '15000', EPP_POOL_SIZE: '4' })).toMatchObject({ port: 7000, caPath: ca, timeoutMs: 15000, poolSize: 4 });
  });

  it('stops the start on a file that is missing or not PEM, and on values EPP cannot take', () => {
    expect(() => readEppConfig({ ...base, EPP_CERT: path.join(dir, 'nope.crt') })).toThrow(/EPP_CERT names .*nope\.crt, which cannot be read \(ENOENT\)/);
    expect(() => readEppConfig({ ...base, EPP_KEY: cert })).toThrow('EPP_KEY');
    expect(() => readEppConfig({ ...base, EPP_PASSWORD: 'short' })).toThrow('EPP_PASSWORD must be 6 to 16 characters');
    expect(() => readEppConfig({ ...base, EPP_CLIENT_ID: 'ab' })).toThrow('EPP_CLIENT_ID must be 3 to 16 characters');
    expect(() => readEppConfig({ ...base, EPP_HOST: 'epp.example:700' })).toThrow('EPP_HOST must be a host name');
    expect(() => readEppConfig({ ...base, EPP_PORT: '0' })).toThrow('EPP_PORT must be a whole number from 1 to 65535');
    expect(() => readEppConfig({ ...base, EPP_POOL_SIZE: 'many' })).toThrow('EPP_POOL_SIZE');
    expect(() => readEppConfig({ ...base, EPP_TIMEOUT_MS: '-5' })).toThrow('EPP_TIMEOUT_MS must be a positive number of milliseconds');
  });

  it('never puts key material in the config object (it may be logged): paths only', () => {
    expect(JSON.stringify(readEppConfig(base))).not.toContain('BEGIN');
  });
});

describe('DOMAIN_REGISTRY=epp wired into the api', () => {
  it('is read by loadConfig and makes the EPP registry (no session opened until a command)', async () => {
    const config = loadConfig({ PGLITE_MEMORY: '1', ...base });
    expect(config.epp).toMatchObject({ host: 'epp.registry.example', port: 700 });
    const registry = createRegistry(config, { db: undefined as never, clock: new ManualClock('2026-12-03T00:00:00Z') });
    expect(registry).toBeInstanceOf(EppRegistry);
    await (registry as EppRegistry).close();
    expect(() => loadConfig({ PGLITE_MEMORY: '1', DOMAIN_REGISTRY: 'epp' })).toThrow(/DOMAIN_REGISTRY=epp needs EPP_HOST/);
    expect(loadConfig({ PGLITE_MEMORY: '1' }).epp).toBeNull();
  });
});
