import { ProxmoxProvisioner } from '../../src/provisioning/proxmox/proxmox-provisioner';
import type { ProxmoxConfig } from '../../src/provisioning/proxmox/proxmox-config';
import { ProxmoxFake } from '../fakes/proxmox-fake';
import type { CloudServerDriver } from './cloud-server-kit';

/** The settings of the storefront's adapter pointed at a fake (its base URL, token, node, templates and storages). */
export function proxmoxConfigFor(fake: ProxmoxFake, overrides: Partial<ProxmoxConfig> = {}): ProxmoxConfig {
  return {
    baseUrl: fake.baseUrl,
    tokenId: fake.tokenId,
    tokenSecret: fake.tokenSecret,
    node: fake.node,
    templates: { 'ubuntu-24.04': 9000, 'debian-11': 9001, 'windows-server-2019': 9002 },
    storage: { ssd: 'ssd-pool', hdd: 'hdd-pool', backup: 'local' },
    bridge: 'vmbr0',
    rateMbPerTb: 12.5,
    ca: null,
    // Generous: a request to the local fake is answered at once, or (hang) never.
    timeoutMs: 10_000,
    taskTimeoutMs: 60_000,
    // Tasks end after a few requests: a look every few ms.
    pollIntervalMs: 5,
    ...overrides,
  };
}

/**
 * Proxmox VE (api/src/provisioning/proxmox/) as a party of the cloud-server contract kit, against its local fake
 * (test/fakes/proxmox-fake.ts): a lost answer is the clone made and its connection dropped unanswered, a dropped
 * connection one cut before the clone is made, the party down the node answering 503.
 */
export function proxmoxCloudServerDriver(): CloudServerDriver {
  const fake = new ProxmoxFake();
  const vmOf = (externalId: string) => fake.vms.get(Number(externalId.split(':')[2]));
  return {
    name: 'Proxmox VE',
    externalIdPattern: /^proxmox:pve1:\d+$/,
    async start() {
      await fake.start();
      const close = async () => {
        await fake.stop();
        if (fake.problems.length) throw new Error(`the fake refused requests that break Proxmox VE's API: ${fake.problems.join('\n')}`);
      };
      return { provisioner: new ProxmoxProvisioner(proxmoxConfigFor(fake)), close };
    },
    reset() {
      fake.mode = 'up';
      fake.aim = null;
      if (fake.problems.length) throw new Error(`the fake refused requests that break Proxmox VE's API: ${fake.problems.join('\n')}`);
    },
    async serversOf(serviceId) {
      return fake.servers().filter((vm) => (vm.config.description ?? '').includes(`"service":"${serviceId}"`)).length;
    },
    async powerOf(externalId) {
      return vmOf(externalId)?.status ?? 'gone';
    },
    async fillDisk(externalId, gb) {
      vmOf(externalId)!.usedBytes = gb * 1024 ** 3;
    },
    loseNextAnswer(of = 'build') {
      fake.mode = 'lose-next-answer';
      fake.aim = of === 'build' ? { method: 'POST', path: /\/clone$/ } : { method: 'DELETE', path: /\/qemu\/\d+$/ };
    },
    dropNextConnection() {
      fake.mode = 'drop-next-connection';
      fake.aim = { method: 'POST', path: /\/clone$/ };
    },
    down: () => void (fake.mode = 'down'),
    up: () => void (fake.mode = 'up'),
  };
}
