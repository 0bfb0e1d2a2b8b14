import type { Proxmox } from 'proxmox-api';
import type { Db } from '../../db/database';
import { ProvisioningError, type ProvisionRequest, type ProvisionStatus, type Provisioner, type ServerSample } from '../provisioner';
import { buildServer, type BuildContext } from './proxmox-build';
import type { ProxmoxConfig } from './proxmox-config';
import { followTask, type Following } from './proxmox-tasks';
import { ProxmoxApiError, proxmoxClient } from './proxmox-transport';
import { bootDiskOf, bytesToGb, externalIdOf, initialPassword, nicsOf, osNameOf, parseExternalId, parseMarker, printMarker, sizeGbOf, usernameOf, type VmMarker } from './proxmox-vm';

const HOUR_MS = 3_600_000;
const MIB = 1024 * 1024;

interface Vm {
  node: string;
  vmid: number;
  api: ReturnType<Proxmox.Api['nodes']['$']>['qemu'] extends { $: (vmid: number) => infer T } ? T : never;
  config: Record<string, unknown>;
  marker: VmMarker;
}

/**
 * Cloud servers on Proxmox VE (ADR 0014), through its REST API with proxmox-api's typed client and the API token.
 * Each server is a full clone of its operating system's template (or a vzdump backup restored), configured (vCPU,
 * RAM, cloud-init login, a NIC per IPv4 address at the bandwidth's rate), its disk grown and started; every long
 * operation's task followed to its end. Nothing is kept in the storefront's database: the VM carries its service's
 * identity and a marker (proxmox-vm.ts), so a job that stopped halfway finds its VM and goes on, and a resize made
 * once is never made twice. Only cloud servers: hosting and SSL are routed elsewhere by the composite provisioner.
 */
export class ProxmoxProvisioner implements Provisioner {
  static readonly identifier = 'proxmox';
  readonly identifier = ProxmoxProvisioner.identifier;
  private readonly ctx: BuildContext;

  constructor(
    private readonly config: ProxmoxConfig,
    options: { api?: Proxmox.Api; following?: Partial<Following> } = {},
  ) {
    const api = options.api ?? proxmoxClient(config);
    this.ctx = { api, config, following: { pollIntervalMs: config.pollIntervalMs, taskTimeoutMs: config.taskTimeoutMs, ...options.following } };
  }

  private get api() {
    return this.ctx.api;
  }

  private follow(node: string, upid: unknown, what: string) {
    return followTask(this.api, node, upid, what, this.ctx.following);
  }

  /** The VM behind an external id, with its config and the storefront's marker (a VM without one is not the storefront's: refused). */
  private async vm(externalId: string): Promise<Vm> {
    const { node, vmid } = parseExternalId(externalId);
    const api = this.api.nodes.$(node).qemu.$(vmid);
    let config: Record<string, unknown>;
    try {
      config = (await api.config.$get()) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof ProxmoxApiError && error.notFound) throw new ProvisioningError(`Unknown server ${externalId}`, false);
      throw error;
    }
    const marker = parseMarker(config.description);
    if (!marker) throw new ProvisioningError(`VM ${vmid} on ${node} is not a server the storefront built`, false);
    return { node, vmid, api, config, marker };
  }

  async create(request: ProvisionRequest, db: Db): Promise<ProvisionStatus> {
    if (request.kind !== 'cloud-server') throw new ProvisioningError(`Proxmox VE builds cloud servers, not ${request.kind}`, false);
    if (!request.server) throw new ProvisioningError(`Cloud server ${request.serviceId} has no resources to be built with`, false);
    const ref = await buildServer(this.ctx, request, db);
    return this.status(externalIdOf(ref.node, ref.vmid), db);
  }

  async status(externalId: string, _db?: Db): Promise<ProvisionStatus> {
    const vm = await this.vm(externalId);
    const disk = bootDiskOf(vm.config);
    const resources = {
      ...vm.marker.plan,
      vcpu: Number(vm.config.cores ?? vm.marker.plan.vcpu),
      ramGb: Math.round(Number(vm.config.memory ?? vm.marker.plan.ramGb * 1024) / 1024),
      storageGb: disk ? Math.round(sizeGbOf(vm.config[disk] as string)) : vm.marker.plan.storageGb,
      storageType: vm.marker.storageType,
    };
    const base: ProvisionStatus = { externalId, state: 'creating', ip: null, ips: [], resources, os: osNameOf(vm.marker.os), controlPanelUrl: null };
    if (vm.marker.stage !== 'built') return base;
    const current = await vm.api.status.current.$get();
    const credentials = { username: usernameOf(vm.marker.os), password: initialPassword(this.config.tokenSecret, vm.marker.service) };
    // A built server that is off (suspended) is there; its addresses are read when it runs.
    if (current.status !== 'running') return { ...base, state: 'ready', credentials };
    const ips = await this.addressesOf(vm);
    if (!ips || ips.length < Math.max(1, vm.marker.plan.ipCount)) return base;
    return { ...base, state: 'ready', ip: ips[0]!, ips, credentials };
  }

  /**
   * The server's IPv4 addresses as its QEMU guest agent reports them (GET …/agent/network-get-interfaces), in the
   * order of its NICs (net0 first: the primary address); null while the agent does not answer (still booting).
   */
  private async addressesOf(vm: Vm): Promise<string[] | null> {
    let answer: { result?: { 'hardware-address'?: string; 'ip-addresses'?: { 'ip-address-type': string; 'ip-address': string }[] }[] };
    try {
      answer = (await vm.api.agent['network-get-interfaces'].$get()) as typeof answer;
    } catch (error) {
      // Not running yet (500 "QEMU guest agent is not running"), or slow to answer while it boots: looked at again.
      if (error instanceof ProxmoxApiError && (error.status === 500 || error.status === null)) return null;
      throw error;
    }
    const interfaces = answer?.result ?? [];
    const ips: string[] = [];
    for (const nic of nicsOf(vm.config)) {
      const seen = interfaces.find((entry) => entry['hardware-address']?.toUpperCase() === nic.mac);
      const v4 = seen?.['ip-addresses']?.find((address) => address['ip-address-type'] === 'ipv4' && !address['ip-address'].startsWith('127.') && !address['ip-address'].startsWith('169.254.'));
      if (v4) ips.push(v4['ip-address']);
    }
    return ips;
  }

  completeValidation(): Promise<ProvisionStatus> {
    return Promise.reject(new ProvisioningError('Proxmox VE builds cloud servers: there is no certificate to validate', false));
  }

  changePlan(): Promise<void> {
    return Promise.reject(new ProvisioningError('Proxmox VE builds cloud servers: a hosting plan is changed at the hosting panel', false));
  }

  panelSignIn(): Promise<{ url: string }> {
    return Promise.reject(new ProvisioningError('Proxmox VE builds cloud servers: there is no customer panel to sign in to', false));
  }

  /** Suspended: shut down (ACPI, then stopped after two minutes: POST …/status/shutdown with forceStop). */
  async suspend(externalId: string, _db?: Db): Promise<void> {
    const vm = await this.vm(externalId);
    if ((await vm.api.status.current.$get()).status !== 'running') return;
    await this.follow(vm.node, await vm.api.status.shutdown.$post({ forceStop: true, timeout: 120 }), `shut down VM ${vm.vmid}`);
  }

  async resume(externalId: string, _db?: Db): Promise<void> {
    const vm = await this.vm(externalId);
    if ((await vm.api.status.current.$get()).status === 'running') return;
    await this.follow(vm.node, await vm.api.status.start.$post(), `start VM ${vm.vmid}`);
  }

  /** Destroyed with its data: stopped, then DELETE …?purge=1 (out of backup jobs, replication and HA too). Gone already: done. */
  async destroy(externalId: string, _db?: Db): Promise<void> {
    let vm: Vm;
    try {
      vm = await this.vm(externalId);
    } catch (error) {
      if (error instanceof ProvisioningError && /^Unknown server/.test(error.message)) return;
      throw error;
    }
    try {
      if ((await vm.api.status.current.$get()).status === 'running') await this.follow(vm.node, await vm.api.status.stop.$post(), `stop VM ${vm.vmid}`);
      await this.follow(vm.node, await vm.api.$delete({ purge: true, 'destroy-unreferenced-disks': true }), `delete VM ${vm.vmid}`);
    } catch (error) {
      // Gone meanwhile: an earlier try's DELETE (its answer lost with a process that stopped) finished while this one asked.
      if (error instanceof ProxmoxApiError && error.notFound) return;
      throw error;
    }
  }

  /** A backup now (POST /nodes/{node}/vzdump, snapshot mode, zstd) onto the backup storage: the size of its archive. */
  async backup(externalId: string, _db?: Db): Promise<{ sizeGb: number }> {
    const vm = await this.vm(externalId);
    const storage = this.config.storage.backup;
    const upid = await this.api.nodes.$(vm.node).vzdump.$post({ vmid: String(vm.vmid), storage, mode: 'snapshot', compress: 'zstd', 'notes-template': `{{guestname}} (storefront service ${vm.marker.service})` });
    await this.follow(vm.node, upid, `back up VM ${vm.vmid}`);
    const archives = await this.api.nodes.$(vm.node).storage.$(storage).content.$get({ content: 'backup', vmid: vm.vmid });
    const newest = archives.sort((a, b) => (b.ctime ?? 0) - (a.ctime ?? 0))[0];
    if (!newest) throw new ProvisioningError(`vzdump of VM ${vm.vmid} ended but ${storage} holds no archive of it`);
    return { sizeGb: Math.max(1, bytesToGb(newest.size)) };
  }

  /** The GB the server's filesystems hold, from its guest agent (GET …/agent/get-fsinfo, used-bytes). */
  async usage(externalId: string, _db?: Db): Promise<{ storageUsedGb: number }> {
    return { storageUsedGb: await this.usedGb(await this.vm(externalId)) };
  }

  private async usedGb(vm: Vm): Promise<number> {
    try {
      const answer = (await vm.api.agent['get-fsinfo'].$get()) as { result?: { mountpoint?: string; 'used-bytes'?: number }[] };
      const byMount = new Map((answer?.result ?? []).filter((fs) => typeof fs['used-bytes'] === 'number').map((fs) => [fs.mountpoint ?? '', fs['used-bytes']!]));
      return bytesToGb([...byMount.values()].reduce((sum, used) => sum + used, 0));
    } catch (error) {
      if (!(error instanceof ProxmoxApiError) || error.status !== 500) throw error;
      // No agent answering: what the hypervisor counts (0 for most storages).
      return bytesToGb(Number((await vm.api.status.current.$get()).disk ?? 0));
    }
  }

  /**
   * The last day's use (GET …/rrddata?timeframe=day&cf=AVERAGE), one sample an hour for the hours asked: cpu is the
   * share of its vCPUs busy (0–1, as a percent here), mem bytes (MB here), netin / netout bytes a second (MB an hour here).
   */
  async metrics(externalId: string, window: { to: Date; hours: number }, _db?: Db): Promise<ServerSample[]> {
    const vm = await this.vm(externalId);
    const rows = (await vm.api.rrddata.$get({ timeframe: 'day', cf: 'AVERAGE' })) as { time: number; cpu?: number; mem?: number; netin?: number; netout?: number }[];
    const lastHour = Math.floor(window.to.getTime() / HOUR_MS);
    const firstHour = lastHour - window.hours + 1;
    const hours = new Map<number, { cpu: number[]; mem: number[]; netin: number[]; netout: number[] }>();
    for (const row of rows) {
      if (typeof row.cpu !== 'number' || Number.isNaN(row.cpu)) continue; // no data for that step (the VM did not run)
      const hour = Math.floor((row.time * 1000) / HOUR_MS);
      if (hour < firstHour || hour > lastHour) continue;
      const bucket = hours.get(hour) ?? { cpu: [], mem: [], netin: [], netout: [] };
      bucket.cpu.push(row.cpu);
      bucket.mem.push(row.mem ?? 0);
      bucket.netin.push(row.netin ?? 0);
      bucket.netout.push(row.netout ?? 0);
      hours.set(hour, bucket);
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    return [...hours.entries()]
      .sort(([a], [b]) => a - b)
      .map(([hour, b]) => ({
        at: new Date(hour * HOUR_MS),
        cpuPercent: Math.round(mean(b.cpu) * 1000) / 10,
        ramUsedMb: Math.round(mean(b.mem) / MIB),
        netInMb: Math.round((mean(b.netin) * 3600) / MIB * 10) / 10,
        netOutMb: Math.round((mean(b.netout) * 3600) / MIB * 10) / 10,
      }));
  }

  /**
   * A paid change: vCPU and RAM (POST …/config; a running server is rebooted for them to apply), the disk grown
   * (PUT …/resize — Proxmox VE never shrinks a disk, so a smaller one is refused), and HDD → SSD moved live
   * (POST …/move_disk). The change's id is then written in the marker: asked again, nothing is made twice.
   */
  async resize(externalId: string, change: Parameters<Provisioner['resize']>[1], _db?: Db): Promise<void> {
    const vm = await this.vm(externalId);
    if (vm.marker.changes.includes(change.changeId)) return;
    const disk = bootDiskOf(vm.config);
    if (!disk) throw new ProvisioningError(`VM ${vm.vmid} has no disk`, false);
    const used = await this.usedGb(vm);
    if (change.storageGb < used) throw new ProvisioningError(`The disk holds ${used} GB: it cannot be made ${change.storageGb} GB`, false);
    const size = sizeGbOf(vm.config[disk] as string);
    if (change.storageGb < size) throw new ProvisioningError(`Proxmox VE cannot shrink a disk: VM ${vm.vmid}'s is ${size} GB, ${change.storageGb} GB asked`, false);
    const memory = change.ramGb * 1024;
    const cpuOrRam = Number(vm.config.cores) !== change.vcpu || Number(vm.config.memory) !== memory;
    if (cpuOrRam) await this.follow(vm.node, await vm.api.config.$post({ cores: change.vcpu, memory: String(memory) } as never), `set VM ${vm.vmid} to ${change.vcpu} vCPU and ${change.ramGb} GB`);
    if (change.storageGb > size) await this.follow(vm.node, await vm.api.resize.$put({ disk: disk as never, size: `${change.storageGb}G` }), `grow VM ${vm.vmid}'s disk to ${change.storageGb} GB`);
    if (change.storageType !== vm.marker.storageType) {
      const storage = this.config.storage[change.storageType];
      await this.follow(vm.node, await vm.api.move_disk.$post({ disk: disk as never, storage, delete: true }), `move VM ${vm.vmid}'s disk to ${storage}`);
    }
    if (cpuOrRam && (await vm.api.status.current.$get()).status === 'running') await this.follow(vm.node, await vm.api.status.reboot.$post(), `reboot VM ${vm.vmid}`);
    const marker: VmMarker = { ...vm.marker, storageType: change.storageType, changes: [...vm.marker.changes, change.changeId].slice(-20) };
    await vm.api.config.$put({ description: printMarker(marker) });
  }
}
