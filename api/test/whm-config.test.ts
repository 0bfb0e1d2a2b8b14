import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { parseWhmPackages, readWhmConfig, whmConfigIfChosen } from '../src/provisioning/whm/whm-config';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----\n';
const SSH_KEY = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEfake\n-----END OPENSSH PRIVATE KEY-----\n';
const HOST_KEY = 'SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s';
const ENV = {
  WHM_BASE_URL: 'https://whm.example.com:2087/',
  WHM_USERNAME: 'root',
  WHM_API_TOKEN: 'TOKEN123',
  WHM_PACKAGES: 'sh-basic=sf_shared_basic, wp-basic = sf_wp_basic,ch-basic=reseller_Cloud Basic',
  WHM_SSH_KEY: SSH_KEY,
  WHM_SSH_HOST_KEY: HOST_KEY,
};

describe('WHM configuration (WHM_*)', () => {
  it('reads the origin, the user, the token, the plans’ packages, the timeout and no CA by default', () => {
    expect(readWhmConfig(ENV, true)).toEqual({
      baseUrl: 'https://whm.example.com:2087',
      username: 'root',
      apiToken: 'TOKEN123',
      packages: { 'sh-basic': 'sf_shared_basic', 'wp-basic': 'sf_wp_basic', 'ch-basic': 'reseller_Cloud Basic' },
      ca: null,
      timeoutMs: 8000,
      ssh: { host: 'whm.example.com', port: 22, username: 'root', privateKey: SSH_KEY.trim(), hostKeyFingerprint: HOST_KEY, timeoutMs: 120_000 },
    });
  });

  it('reaches WP Toolkit’s shell on WHM’s host as root on port 22 unless told otherwise; the key as a PEM or a file; the host key as ssh-keygen prints it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'whm-ssh-')), 'id_ed25519');
    writeFileSync(file, SSH_KEY);
    expect(readWhmConfig({ ...ENV, WHM_SSH_KEY: file, WHM_SSH_HOST: 'cpanel1.internal', WHM_SSH_PORT: '2222', WHM_SSH_USER: 'wpt', WHM_SSH_TIMEOUT_MS: '60000' }, true).ssh).toEqual({
      host: 'cpanel1.internal',
      port: 2222,
      username: 'wpt',
      privateKey: SSH_KEY,
      hostKeyFingerprint: HOST_KEY,
      timeoutMs: 60_000,
    });
    expect(() => readWhmConfig({ ...ENV, WHM_SSH_KEY: '/nowhere/id_ed25519' }, true)).toThrow(/WHM_SSH_KEY must be an SSH private key/);
    expect(() => readWhmConfig({ ...ENV, WHM_SSH_HOST_KEY: 'aa:bb:cc' }, true)).toThrow(/WHM_SSH_HOST_KEY must be a host key fingerprint/);
    expect(() => readWhmConfig({ ...ENV, WHM_SSH_PORT: '70000' }, true)).toThrow(/WHM_SSH_PORT must be a port number/);
    expect(() => readWhmConfig({ ...ENV, WHM_SSH_TIMEOUT_MS: '-1' }, true)).toThrow(/WHM_SSH_TIMEOUT_MS must be a positive number/);
  });

  it('names every setting missing, and the setting that chose WHM', () => {
    expect(() => readWhmConfig({ WHM_BASE_URL: 'https://whm.example.com:2087' }, true, 'PROVISIONING_HOSTING=whm')).toThrow(/PROVISIONING_HOSTING=whm needs WHM_USERNAME, WHM_API_TOKEN, WHM_PACKAGES, WHM_SSH_KEY, WHM_SSH_HOST_KEY/);
  });

  it('refuses http in production, a URL that is not an origin, a plan the catalogue has not, a pair that is not plan=package, a bad timeout', () => {
    expect(() => readWhmConfig({ ...ENV, WHM_BASE_URL: 'http://whm.example.com:2087' }, true)).toThrow(/WHM_BASE_URL must be https/);
    expect(readWhmConfig({ ...ENV, WHM_BASE_URL: 'http://127.0.0.1:2086' }, false).baseUrl).toBe('http://127.0.0.1:2086');
    expect(() => readWhmConfig({ ...ENV, WHM_BASE_URL: 'https://whm.example.com:2087/json-api' }, true)).toThrow(/WHM_BASE_URL must be an origin/);
    expect(() => parseWhmPackages('cs-basic-cloud-1=vm')).toThrow(/not a hosting plan/);
    expect(() => parseWhmPackages('sh-basic')).toThrow(/not plan=package/);
    expect(() => readWhmConfig({ ...ENV, WHM_TIMEOUT_MS: '0' }, true)).toThrow(/WHM_TIMEOUT_MS must be a positive number/);
  });

  it('takes WHM_CA as a PEM or a file holding one; anything else stops the start', () => {
    expect(readWhmConfig({ ...ENV, WHM_CA: PEM }, true).ca).toBe(PEM.trim());
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'whm-ca-')), 'ca.pem');
    writeFileSync(file, PEM);
    expect(readWhmConfig({ ...ENV, WHM_CA: file, WHM_TIMEOUT_MS: '15000' }, true)).toMatchObject({ ca: PEM, timeoutMs: 15000 });
    expect(() => readWhmConfig({ ...ENV, WHM_CA: '/nowhere/ca.pem' }, true)).toThrow(/WHM_CA must be a PEM certificate/);
  });

  it('is read only when the choosing setting says whm (unset or sandbox: none; another name stops the start)', () => {
    expect(whmConfigIfChosen({ ...ENV }, 'PROVISIONING_HOSTING', true)).toBeNull();
    expect(whmConfigIfChosen({ ...ENV, PROVISIONING_HOSTING: 'sandbox' }, 'PROVISIONING_HOSTING', true)).toBeNull();
    expect(whmConfigIfChosen({ ...ENV, PROVISIONING_HOSTING: 'WHM' }, 'PROVISIONING_HOSTING', true)?.username).toBe('root');
    expect(() => whmConfigIfChosen({ PROVISIONING_HOSTING: 'whm' }, 'PROVISIONING_HOSTING', true)).toThrow(/PROVISIONING_HOSTING=whm needs WHM_BASE_URL/);
    expect(() => whmConfigIfChosen({ PROVISIONING_HOSTING: 'plesk' }, 'PROVISIONING_HOSTING', true)).toThrow(/PROVISIONING_HOSTING=plesk is unknown/);
  });
});
