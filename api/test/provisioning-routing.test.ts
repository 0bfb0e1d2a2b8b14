import { describe, it } from 'node:test';
import { expect } from 'expect';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { createProvisioner } from '../src/provisioning/create-provisioner';
import type { Provisioner, ProvisionRequest, ProvisionStatus } from '../src/provisioning/provisioner';
import { routedProvisioner } from '../src/provisioning/routed-provisioner';

/**
 * Issue 31: one Provisioner over the parties that build each kind — a new service to the party of its kind, every
 * later call to the party whose prefix its id carries, an id without a known prefix (the sandbox's, a service made
 * before a real party was named) to the default.
 */
function recording(identifier: string, prefix: string) {
  const calls: string[] = [];
  const status = (externalId: string): ProvisionStatus => ({ externalId, state: 'ready' });
  const party: Provisioner = {
    identifier,
    create: async (request) => (calls.push(`create ${request.kind}`), status(`${prefix}${request.serviceId}`)),
    status: async (id) => (calls.push(`status ${id}`), status(id)),
    completeValidation: async (id) => (calls.push(`validate ${id}`), status(id)),
    suspend: async (id) => void calls.push(`suspend ${id}`),
    resume: async (id) => void calls.push(`resume ${id}`),
    destroy: async (id) => void calls.push(`destroy ${id}`),
    backup: async (id) => (calls.push(`backup ${id}`), { sizeGb: 1 }),
    usage: async (id) => (calls.push(`usage ${id}`), { storageUsedGb: 1 }),
    metrics: async (id) => (calls.push(`metrics ${id}`), []),
    resize: async (id) => void calls.push(`resize ${id}`),
    changePlan: async (id) => void calls.push(`changePlan ${id}`),
    panelSignIn: async (id) => (calls.push(`panelSignIn ${id}`), { url: `https://panel/${id}` }),
  };
  return { party, calls };
}

const request = (kind: ProvisionRequest['kind'], serviceId: string): ProvisionRequest => ({ serviceId, kind, productKey: 'x', name: 'n', customerEmail: 'c@example.com' });
const db = {} as never;

describe('routing provisioning by kind and by the id a party handed out', () => {
  it('creates each kind at its party, and sends every later call to the party of the id', async () => {
    const sandbox = recording('sandbox', '');
    const proxmox = recording('proxmox', 'proxmox:');
    const whm = recording('whm', 'whm:');
    const routed = routedProvisioner({ fallback: sandbox.party, cloudServers: proxmox.party, hosting: whm.party });
    expect(routed.identifier).toBe('sandbox+proxmox+whm');

    expect((await routed.create(request('cloud-server', 's1'), db)).externalId).toBe('proxmox:s1');
    expect((await routed.create(request('wordpress-hosting', 's2'), db)).externalId).toBe('whm:s2');
    expect((await routed.create(request('ssl', 's3'), db)).externalId).toBe('s3');
    await routed.resize('proxmox:s1', { changeId: 'c', vcpu: 2, ramGb: 2, storageGb: 40, storageType: 'ssd' }, db);
    await routed.changePlan('whm:s2', { changeId: 'c', productKey: 'wp-pro' }, db);
    await routed.panelSignIn('whm:s2', db);
    await routed.suspend('whm:s2', db);
    await routed.completeValidation('s3', 'dns', db);
    // A server the sandbox built before Proxmox was named stays the sandbox's.
    await routed.destroy('srv_old', db);

    expect(proxmox.calls).toEqual(['create cloud-server', 'resize proxmox:s1']);
    expect(whm.calls).toEqual(['create wordpress-hosting', 'changePlan whm:s2', 'panelSignIn whm:s2', 'suspend whm:s2']);
    expect(sandbox.calls).toEqual(['create ssl', 'validate s3', 'destroy srv_old']);
  });

  it('is the one party itself when no kind has a party of its own', () => {
    const provisioner = createProvisioner(loadConfig({ PGLITE_MEMORY: '1' }), { clock: systemClock });
    expect(provisioner.identifier).toBe('sandbox');
  });

  it('puts cPanel & WHM in the hosting accounts\' place with PROVISIONING_PROVIDER_HOSTING=whm, its settings required', () => {
    const whm = { WHM_BASE_URL: 'https://whm.example.com:2087', WHM_USERNAME: 'root', WHM_API_TOKEN: 'TOKEN', WHM_PACKAGES: 'sh-basic=sf_shared_basic', WHM_SSH_KEY: '-----BEGIN OPENSSH PRIVATE KEY-----\nfake\n-----END OPENSSH PRIVATE KEY-----', WHM_SSH_HOST_KEY: 'SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s' };
    const config = loadConfig({ PGLITE_MEMORY: '1', PROVISIONING_PROVIDER_HOSTING: 'whm', ...whm });
    expect(config.whm).toMatchObject({ baseUrl: 'https://whm.example.com:2087', username: 'root', packages: { 'sh-basic': 'sf_shared_basic' } });
    expect(createProvisioner(config, { clock: systemClock }).identifier).toBe('sandbox+whm');
    expect(() => loadConfig({ PGLITE_MEMORY: '1', PROVISIONING_PROVIDER_HOSTING: 'whm' })).toThrow(/PROVISIONING_PROVIDER_HOSTING=whm needs WHM_BASE_URL, WHM_USERNAME, WHM_API_TOKEN, WHM_PACKAGES/);
    expect(() => loadConfig({ PGLITE_MEMORY: '1', PROVISIONING_PROVIDER_HOSTING: 'plesk' })).toThrow(/PROVISIONING_PROVIDER_HOSTING=plesk is unknown; known: whm, sandbox/);
    expect(loadConfig({ PGLITE_MEMORY: '1' }).whm).toBeNull();
  });

  it('puts Proxmox VE in the cloud servers\' place with PROVISIONING_PROVIDER_CLOUD_SERVER=proxmox, beside WHM', () => {
    const proxmox = {
      PROXMOX_BASE_URL: 'https://pve.example.com:8006',
      PROXMOX_TOKEN_ID: 'storefront@pve!provisioning',
      PROXMOX_TOKEN_SECRET: 'secret',
      PROXMOX_NODE: 'pve1',
      PROXMOX_TEMPLATES: 'ubuntu-24.04=9000',
      PROXMOX_STORAGE_SSD: 'ssd-pool',
      PROXMOX_STORAGE_HDD: 'hdd-pool',
      PROXMOX_BRIDGE: 'vmbr0',
    };
    const whm = { PROVISIONING_PROVIDER_HOSTING: 'whm', WHM_BASE_URL: 'https://whm.example.com:2087', WHM_USERNAME: 'root', WHM_API_TOKEN: 'TOKEN', WHM_PACKAGES: 'sh-basic=sf_shared_basic', WHM_SSH_KEY: '-----BEGIN OPENSSH PRIVATE KEY-----\nfake\n-----END OPENSSH PRIVATE KEY-----', WHM_SSH_HOST_KEY: 'SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s' };
    const config = loadConfig({ PGLITE_MEMORY: '1', PROVISIONING_PROVIDER_CLOUD_SERVER: 'proxmox', ...proxmox, ...whm });
    expect(config.proxmox).toMatchObject({ node: 'pve1' });
    expect(createProvisioner(config, { clock: systemClock }).identifier).toBe('sandbox+proxmox+whm');
    expect(() => loadConfig({ PGLITE_MEMORY: '1', PROVISIONING_PROVIDER_CLOUD_SERVER: 'proxmox' })).toThrow(/PROVISIONING_PROVIDER_CLOUD_SERVER=proxmox needs PROXMOX_BASE_URL/);
  });
});
