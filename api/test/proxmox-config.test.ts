import { describe, it } from 'node:test';
import { expect } from 'expect';
import { parseTemplates, proxmoxSettings, readProxmoxConfig } from '../src/provisioning/proxmox/proxmox-config';

const ENV = {
  PROXMOX_BASE_URL: 'https://pve.example.com:8006/',
  PROXMOX_TOKEN_ID: 'storefront@pve!provisioning',
  PROXMOX_TOKEN_SECRET: '0b6e4ab1-6f5c-4c4e-9d1a-3c1f1e2d7a90',
  PROXMOX_NODE: 'pve1',
  PROXMOX_TEMPLATES: 'ubuntu-24.04=9000, debian-11=9001,windows-server-2019=9002',
  PROXMOX_STORAGE_SSD: 'ssd-pool',
  PROXMOX_STORAGE_HDD: 'hdd-pool',
  PROXMOX_BRIDGE: 'vmbr0',
};

describe('Proxmox VE settings', () => {
  it('reads the cluster, its token, node, templates per operating system, storages and bridge, with defaults for the rest', () => {
    expect(readProxmoxConfig(ENV, true)).toEqual({
      baseUrl: 'https://pve.example.com:8006',
      tokenId: 'storefront@pve!provisioning',
      tokenSecret: '0b6e4ab1-6f5c-4c4e-9d1a-3c1f1e2d7a90',
      node: 'pve1',
      templates: { 'ubuntu-24.04': 9000, 'debian-11': 9001, 'windows-server-2019': 9002 },
      storage: { ssd: 'ssd-pool', hdd: 'hdd-pool', backup: 'local' },
      bridge: 'vmbr0',
      rateMbPerTb: 12.5,
      ca: null,
      timeoutMs: 8000,
      taskTimeoutMs: 900_000,
      pollIntervalMs: 2000,
    });
  });

  it('names every setting that is missing, in production as anywhere', () => {
    expect(() => readProxmoxConfig({ PROXMOX_BASE_URL: 'https://pve.example.com:8006' }, false)).toThrow(
      'PROVISIONING_PROVIDER_CLOUD_SERVER=proxmox needs PROXMOX_TOKEN_ID, PROXMOX_TOKEN_SECRET, PROXMOX_NODE, PROXMOX_TEMPLATES, PROXMOX_STORAGE_SSD, PROXMOX_STORAGE_HDD, PROXMOX_BRIDGE',
    );
  });

  it('refuses http in production, a token id not USER@REALM!TOKENID, and a bad timeout', () => {
    expect(() => readProxmoxConfig({ ...ENV, PROXMOX_BASE_URL: 'http://pve.example.com:8006' }, true)).toThrow(/https with NODE_ENV=production/);
    expect(readProxmoxConfig({ ...ENV, PROXMOX_BASE_URL: 'http://127.0.0.1:8006' }, false).baseUrl).toBe('http://127.0.0.1:8006');
    expect(() => readProxmoxConfig({ ...ENV, PROXMOX_TOKEN_ID: 'storefront' }, false)).toThrow(/USER@REALM!TOKENID/);
    expect(() => readProxmoxConfig({ ...ENV, PROXMOX_TIMEOUT_MS: '0' }, false)).toThrow(/PROXMOX_TIMEOUT_MS must be a positive number/);
  });

  it('is read when PROVISIONING_PROVIDER_CLOUD_SERVER=proxmox, and only then', () => {
    expect(proxmoxSettings(ENV, true)).toBeNull();
    expect(proxmoxSettings({ ...ENV, PROVISIONING_PROVIDER_CLOUD_SERVER: 'sandbox' }, true)).toBeNull();
    expect(proxmoxSettings({ ...ENV, PROVISIONING_PROVIDER_CLOUD_SERVER: 'proxmox' }, true)?.node).toBe('pve1');
    expect(() => proxmoxSettings({ PROVISIONING_PROVIDER_CLOUD_SERVER: 'proxmox' }, true)).toThrow(/PROVISIONING_PROVIDER_CLOUD_SERVER=proxmox needs PROXMOX_BASE_URL, PROXMOX_TOKEN_ID/);
    expect(() => proxmoxSettings({ PROVISIONING_PROVIDER_CLOUD_SERVER: 'vmware' }, true)).toThrow(/unknown; known: proxmox, sandbox/);
  });

  it('takes a CA as a PEM (its newlines escaped or not)', () => {
    const pem = '-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----';
    expect(readProxmoxConfig({ ...ENV, PROXMOX_CA: pem }, true).ca).toBe('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----');
  });

  it('maps only operating systems of the catalogue (spec §3) to template vmids', () => {
    expect(parseTemplates('Ubuntu-22.04=9100')).toEqual({ 'ubuntu-22.04': 9100 });
    expect(() => parseTemplates('freebsd-14=9000')).toThrow(/not an operating system of the catalogue/);
    expect(() => parseTemplates('ubuntu-24.04=abc')).toThrow(/is not os-key=vmid/);
    expect(() => parseTemplates('')).toThrow(/names no template/);
  });
});
