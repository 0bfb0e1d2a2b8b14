import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local stand-in for a Proxmox VE node's REST API, in the test tree only: an HTTP server on 127.0.0.1 that checks
 * each call the storefront makes as Proxmox VE documents it and answers as it does. It shares no code with the
 * adapter (api/src/provisioning/proxmox/): paths, parameters and formats are written out here again from the docs.
 *
 * Where each rule comes from:
 * - [T] API tokens, https://pve.proxmox.com/wiki/Proxmox_VE_API#API_Tokens: `Authorization: PVEAPIToken=USER@REALM!TOKENID=UUID`,
 *   no CSRF token needed; a wrong token is 401. [F] answers are JSON `{"data": …}` (https://pve.proxmox.com/wiki/Proxmox_VE_API#Formats),
 *   a parameter refused is 400 "Parameter verification failed." with `errors: {param: message}`, POST/PUT bodies are
 *   application/x-www-form-urlencoded, booleans 0/1.
 * - [V] The API viewer, https://pve.proxmox.com/pve-docs/api-viewer/ — the anchor of each endpoint is cited at its
 *   rule below (e.g. #/nodes/{node}/qemu/{vmid}/clone): the parameters it takes (any other is refused, as PVE's
 *   schemas have additionalProperties 0), their formats and what it returns (a UPID for a worker task).
 * - [U] Task ids: `UPID:{node}:{pid}:{pstart}:{starttime}:{type}:{id}:{user}:` (PVE::Tools::upid_encode), their status
 *   `running` until `stopped` with `exitstatus` OK or the error (#/nodes/{node}/tasks/{upid}/status).
 * - [Q] qemu-server's behaviour the viewer does not spell out (PVE/API2/Qemu.pm): the clone's new VM is locked
 *   `clone` while it copies; a disk is never shrunk; a running VM is not destroyed; GET config masks cipassword;
 *   restore options `force` and `unique` require `archive`; the guest agent answers 500 "QEMU guest agent is not
 *   running" while the VM is off or the agent disabled.
 * - [X] The fake's own: time is counted in requests — a task stops after `taskPolls` requests to the node (its status
 *   looks among them), so a task whose UPID was lost still ends, as a real one does; the guest agent reports one
 *   address per NIC (10.10.{vmid}.{n}); the modes up / down (503) / offline (connection refused) / hang (never
 *   answers) / lose-next-answer (the call is made, the connection dropped without an answer) / drop-next-connection
 *   (dropped before the call is made); the last two may be aimed at one call (`aim`: method and path pattern).
 */

export type FakeMode = 'up' | 'down' | 'hang' | 'lose-next-answer' | 'drop-next-connection';

export interface FakeVm {
  vmid: number;
  node: string;
  template: boolean;
  config: Record<string, string>;
  status: 'running' | 'stopped';
  usedBytes: number;
}

interface FakeTask {
  upid: string;
  node: string;
  type: string;
  looks: number;
  exit: string;
  done: boolean;
  apply: () => void;
  fail?: () => void;
}

export interface FakeArchive {
  volid: string;
  vmid: number;
  ctime: number;
  size: number;
  storage: string;
  config: Record<string, string>;
}

export interface ProxmoxFakeOptions {
  tokenId?: string;
  tokenSecret?: string;
  node?: string;
  /** Template vmid → its disk (GB) and name. */
  templates?: Record<number, { name: string; diskGb: number }>;
  storages?: string[];
  bridges?: string[];
  /** How many status looks a task runs for before it stops. */
  taskPolls?: number;
}

const GIB = 1024 ** 3;
const DNS_NAME = /^(?=.{1,63}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const NET = /^(virtio|e1000|rtl8139|vmxnet3)(=[0-9A-F]{2}(:[0-9A-F]{2}){5})?(,(bridge=[A-Za-z0-9_.-]+|rate=\d+(\.\d+)?|firewall=[01]|tag=\d+|macaddr=[0-9A-F:]{17}))*$/;
const IPCONFIG = /^(ip=(dhcp|[0-9.]+\/\d+)(,gw=[0-9.]+)?|ip6=(auto|dhcp)|,)+$/;
const TAGS = /^[a-z0-9_+.-]+([;, ][a-z0-9_+.-]+)*$/i;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

const bad = (param: string, message: string) => new Refusal(400, 'Parameter verification failed.', { [param]: message });

/** [V] each endpoint's parameters: any other is refused (additionalProperties 0). */
function only(params: Record<string, string>, allowed: string[], patterns: RegExp[] = []): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key) && !patterns.some((pattern) => pattern.test(key))) throw bad(key, 'property is not defined in schema and the schema does not allow additional properties');
  }
}

const bool = (params: Record<string, string>, key: string) => {
  if (params[key] !== undefined && params[key] !== '0' && params[key] !== '1') throw bad(key, `type check ('boolean') failed - got '${params[key]}'`);
  return params[key] === '1';
};

export class ProxmoxFake {
  readonly tokenId: string;
  readonly tokenSecret: string;
  readonly node: string;
  mode: FakeMode = 'up';
  /** The call lose-next-answer / drop-next-connection waits for (any call when null). */
  aim: { method: string; path: RegExp } | null = null;
  taskPolls: number;
  readonly vms = new Map<number, FakeVm>();
  readonly archives: FakeArchive[] = [];
  readonly calls: { method: string; path: string; params: Record<string, string> }[] = [];
  /** Requests refused for breaking a documented rule (a test expects none unless it asks for one). */
  readonly problems: string[] = [];
  /** [X] rrddata rows per vmid (time in seconds, cpu 0–1, mem bytes, netin/netout bytes a second). */
  readonly rrd = new Map<number, Record<string, number>[]>();
  private readonly tasks = new Map<string, FakeTask>();
  private readonly storages: Set<string>;
  private readonly bridges: Set<string>;
  private failing: { type: string; exit: string } | null = null;
  private server: Server | null = null;
  private port = 0;
  private readonly sockets = new Set<Socket>();
  private taskCount = 0;
  private held: { method: string; path: RegExp; done: () => void } | null = null;

  /**
   * [X] The next call of `method` on a path matching `path` is made and never answered, its connection left open (a
   * client that dies waiting): resolves once it has been made.
   */
  holdNextAnswer(method: string, path: RegExp): Promise<void> {
    return new Promise((resolve) => (this.held = { method, path, done: resolve }));
  }

  constructor(options: ProxmoxFakeOptions = {}) {
    this.tokenId = options.tokenId ?? 'storefront@pve!provisioning';
    this.tokenSecret = options.tokenSecret ?? '0b6e4ab1-6f5c-4c4e-9d1a-3c1f1e2d7a90';
    this.node = options.node ?? 'pve1';
    this.taskPolls = options.taskPolls ?? 2;
    this.storages = new Set(options.storages ?? ['local', 'local-lvm', 'ssd-pool', 'hdd-pool']);
    this.bridges = new Set(options.bridges ?? ['vmbr0']);
    for (const [vmid, template] of Object.entries(options.templates ?? { 9000: { name: 'ubuntu-2404-cloud', diskGb: 10 }, 9001: { name: 'debian-11-cloud', diskGb: 8 }, 9002: { name: 'win2019', diskGb: 40 } })) {
      this.vms.set(Number(vmid), {
        vmid: Number(vmid),
        node: this.node,
        template: true,
        status: 'stopped',
        usedBytes: 0,
        config: { name: template.name, template: '1', cores: '1', memory: '1024', boot: 'order=scsi0;ide2;net0', scsi0: `local-lvm:base-${vmid}-disk-0,size=${template.diskGb}G`, ide2: `local-lvm:vm-${vmid}-cloudinit,media=cdrom`, net0: 'virtio=BC:24:11:00:00:01,bridge=vmbr0', ostype: vmid === '9002' ? 'win10' : 'l26' },
      });
    }
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    await this.listen(0);
    return this;
  }

  private listen(port: number): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    this.server = server;
    return new Promise((resolve) => server.listen(port, '127.0.0.1', () => {
      this.port = (server.address() as AddressInfo).port;
      resolve();
    }));
  }

  /** [X] The node goes away: connections refused until online(). */
  async offline(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  async online(): Promise<void> {
    if (!this.server) await this.listen(this.port);
  }

  async stop(): Promise<void> {
    await this.offline();
  }

  /** [X] The next task of this type (qmclone, qmstart, vzdump …) ends with this error. */
  failNextTask(type: string, exit = `${type} failed: storage 'ssd-pool' is full`): void {
    this.failing = { type, exit };
  }

  servers(): FakeVm[] {
    return [...this.vms.values()].filter((vm) => !vm.template);
  }

  callsTo(method: string, pattern: RegExp) {
    return this.calls.filter((call) => call.method === method && pattern.test(call.path));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => resolve(text));
    });
    if (this.mode === 'hang') return; // [X] never answered
    if (this.mode === 'down') return this.answer(res, 503, null, 'Service Unavailable');
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    // [T] the token header, exactly.
    if (req.headers.authorization !== `PVEAPIToken=${this.tokenId}=${this.tokenSecret}`) {
      this.problems.push(`${method} ${url.pathname}: no valid API token`);
      return this.answer(res, 401, null, 'invalid token value!');
    }
    let params: Record<string, string>;
    if (method === 'POST' || method === 'PUT') {
      if (body && !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return this.answer(res, 400, null, 'wrong content type');
      params = Object.fromEntries(new URLSearchParams(body));
    } else params = Object.fromEntries(url.searchParams);
    const path = decodeURIComponent(url.pathname);
    const aimed = !this.aim || (this.aim.method === method && this.aim.path.test(path));
    if (this.mode === 'drop-next-connection' && aimed) {
      this.mode = 'up';
      this.aim = null;
      req.socket.destroy(); // [X] dropped before anything was made
      return;
    }
    this.calls.push({ method, path, params });
    this.tick();
    try {
      const data = this.route(method, path, params);
      const held = this.held;
      if (held && held.method === method && held.path.test(path)) {
        this.held = null;
        held.done(); // [X] made, its answer withheld
        return;
      }
      if (this.mode === 'lose-next-answer' && aimed) {
        this.mode = 'up';
        this.aim = null;
        req.socket.destroy(); // [X] made, never answered
        return;
      }
      this.answer(res, 200, data);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      if (error.status === 400 || error.status === 401) this.problems.push(`${method} ${path}: ${error.message} ${JSON.stringify(error.errors ?? {})}`);
      this.answer(res, error.status, null, error.message, error.errors);
    }
  }

  private answer(res: ServerResponse, status: number, data: unknown, message?: string, errors?: Record<string, string>): void {
    res.statusCode = status;
    if (message) res.statusMessage = message.replace(/[^\t\x20-\x7e]/g, ' ');
    res.setHeader('Content-Type', 'application/json;charset=UTF-8');
    res.end(JSON.stringify(errors ? { data, errors } : { data }));
  }

  private vm(node: string, vmid: string): FakeVm {
    const vm = this.vms.get(Number(vmid));
    if (!vm || vm.node !== node) throw new Refusal(500, `Configuration file 'nodes/${node}/qemu-server/${vmid}.conf' does not exist`);
    return vm;
  }

  /** [X] one request's worth of time for every task still running. */
  private tick(): void {
    for (const task of this.tasks.values()) {
      if (task.done) continue;
      task.looks += 1;
      if (task.looks > this.taskPolls) {
        task.done = true;
        if (task.exit === 'OK') task.apply();
        else task.fail?.();
      }
    }
  }

  private task(node: string, type: string, id: string | number, apply: () => void, fail?: () => void): string {
    this.taskCount += 1;
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');
    const upid = `UPID:${node}:${hex(4000 + this.taskCount)}:${hex(100000 + this.taskCount)}:${hex(Math.floor(Date.now() / 1000))}:${type}:${id}:${this.tokenId}:`;
    const failing = this.failing?.type === type ? this.failing : null;
    if (failing) this.failing = null;
    this.tasks.set(upid, { upid, node, type, looks: 0, exit: failing?.exit ?? 'OK', done: false, apply, fail });
    return upid;
  }

  private route(method: string, path: string, params: Record<string, string>): unknown {
    const match = (pattern: string) => new RegExp(`^/api2/json${pattern}$`).exec(path);
    let m: RegExpExecArray | null;
    if (method === 'GET' && match('/cluster/resources')) {
      // [V] #/cluster/resources: type ∈ vm, storage, node, sdn.
      only(params, ['type']);
      if (params.type && !['vm', 'storage', 'node', 'sdn'].includes(params.type)) throw bad('type', 'value not in enum');
      return [...this.vms.values()].map((vm) => ({ id: `qemu/${vm.vmid}`, type: 'qemu', vmid: vm.vmid, node: vm.node, name: vm.config.name, status: vm.status, template: vm.template ? 1 : 0, ...(vm.config.tags ? { tags: vm.config.tags } : {}), ...(vm.config.lock ? { lock: vm.config.lock } : {}) }));
    }
    if (method === 'GET' && match('/cluster/nextid')) {
      // [V] #/cluster/nextid: the next free vmid (≥ 100), as a string.
      only(params, ['vmid']);
      let next = 100;
      while (this.vms.has(next)) next += 1;
      return String(next);
    }
    if ((m = match('/nodes/([^/]+)/tasks/([^/]+)/status')) && method === 'GET') {
      // [V] #/nodes/{node}/tasks/{upid}/status, [U].
      const task = this.tasks.get(m[2]!);
      if (!task || task.node !== m[1]) throw new Refusal(500, `no such task`);
      return { upid: task.upid, node: task.node, type: task.type, id: task.upid.split(':')[6], pid: 1, starttime: 0, user: this.tokenId, status: task.done ? 'stopped' : 'running', ...(task.done ? { exitstatus: task.exit } : {}) };
    }
    if ((m = match('/nodes/([^/]+)/qemu')) && method === 'POST') return this.createOrRestore(m[1]!, params);
    if ((m = match('/nodes/([^/]+)/qemu/(\\d+)/clone')) && method === 'POST') return this.clone(m[1]!, m[2]!, params);
    if ((m = match('/nodes/([^/]+)/qemu/(\\d+)/config'))) return this.config(method, this.vm(m[1]!, m[2]!), params);
    if ((m = match('/nodes/([^/]+)/qemu/(\\d+)/resize')) && method === 'PUT') return this.resize(this.vm(m[1]!, m[2]!), params);
    if ((m = match('/nodes/([^/]+)/qemu/(\\d+)/move_disk')) && method === 'POST') return this.moveDisk(this.vm(m[1]!, m[2]!), params);
    if ((m = match('/nodes/([^/]+)/qemu/(\\d+)/status/current')) && method === 'GET') {
      const vm = this.vm(m[1]!, m[2]!);
      return { vmid: vm.vmid, name: vm.config.name, status: vm.status, qmpstatus: vm.status, ha: { managed: 0 }, maxdisk: 0, disk: 0, cpus: Number(vm.config.cores), ...(vm.config.lock ? { lock: vm.config.lock } : {}) };
    }
    if ((m = match('/nodes/([^/]+)/qemu/(\\d+)/status/(start|stop|shutdown|reboot)')) && method === 'POST') return this.power(this.vm(m[1]!, m[2]!), m[3]!, params);
    if ((m = match('/nodes/([^/]+)/qemu/(\\d+)')) && method === 'DELETE') {
      // [V] #/nodes/{node}/qemu/{vmid} DELETE: purge, destroy-unreferenced-disks, skiplock; [Q] not while running.
      const vm = this.vm(m[1]!, m[2]!);
      only(params, ['purge', 'destroy-unreferenced-disks', 'skiplock']);
      bool(params, 'purge');
      if (vm.template) throw new Refusal(500, 'refusing to destroy a template in this fake');
      if (vm.status === 'running') throw new Refusal(500, `VM ${vm.vmid} is running - destroy failed`);
      return this.task(vm.node, 'qmdestroy', vm.vmid, () => this.vms.delete(vm.vmid));
    }
    if ((m = match('/nodes/([^/]+)/qemu/(\\d+)/agent/(network-get-interfaces|get-fsinfo)')) && method === 'GET') return this.agent(this.vm(m[1]!, m[2]!), m[3]!);
    if ((m = match('/nodes/([^/]+)/qemu/(\\d+)/rrddata')) && method === 'GET') {
      // [V] #/nodes/{node}/qemu/{vmid}/rrddata: timeframe (hour, day, week, month, year) required, cf AVERAGE or MAX.
      const vm = this.vm(m[1]!, m[2]!);
      only(params, ['timeframe', 'cf']);
      if (!['hour', 'day', 'week', 'month', 'year'].includes(params.timeframe ?? '')) throw bad('timeframe', 'value not in enum');
      if (params.cf !== undefined && !['AVERAGE', 'MAX'].includes(params.cf)) throw bad('cf', 'value not in enum');
      return this.rrd.get(vm.vmid) ?? [];
    }
    if ((m = match('/nodes/([^/]+)/vzdump')) && method === 'POST') return this.vzdump(m[1]!, params);
    if ((m = match('/nodes/([^/]+)/storage/([^/]+)/content')) && method === 'GET') {
      // [V] #/nodes/{node}/storage/{storage}/content: content, vmid.
      only(params, ['content', 'vmid']);
      if (!this.storages.has(m[2]!)) throw new Refusal(500, `storage '${m[2]}' does not exist`);
      return this.archives.filter((a) => a.storage === m![2] && (!params.vmid || a.vmid === Number(params.vmid)) && (!params.content || params.content === 'backup')).map((a) => ({ volid: a.volid, vmid: a.vmid, ctime: a.ctime, size: a.size, format: 'vma.zst', content: 'backup' }));
    }
    // What Proxmox's API server answers for a path or method it has no handler for (pveproxy: HTTP 501 "Method 'GET
    // /path' not implemented"): a call the adapter makes outside the API viewer's list is refused as the real one would.
    throw new Refusal(501, `Method '${method} ${path}' not implemented`);
  }

  private storage(param: string, value: string | undefined): void {
    if (value !== undefined && !this.storages.has(value)) throw bad(param, `storage '${value}' does not exist`);
  }

  /** [V] #/nodes/{node}/qemu/{vmid}/clone: newid required (100–999999999), name a DNS name, full boolean, storage (full clone only). */
  private clone(node: string, vmid: string, params: Record<string, string>): string {
    const source = this.vm(node, vmid);
    only(params, ['newid', 'name', 'description', 'full', 'storage', 'target', 'pool', 'snapname', 'format', 'bwlimit']);
    if (!/^\d+$/.test(params.newid ?? '') || Number(params.newid) < 100 || Number(params.newid) > 999999999) throw bad('newid', 'property is missing and it is not optional');
    if (params.name !== undefined && !DNS_NAME.test(params.name)) throw bad('name', 'value does not look like a valid DNS name');
    if (params.description !== undefined && params.description.length > 8192) throw bad('description', 'value may only be 8192 characters long');
    const full = bool(params, 'full');
    this.storage('storage', params.storage);
    if (params.storage && !full && source.template) throw new Refusal(500, 'storage migration is only possible with a full clone'); // [Q]
    const newid = Number(params.newid);
    if (this.vms.has(newid)) throw new Refusal(500, `unable to create VM ${newid}: config file already exists`);
    const diskSize = /size=([^,]+)/.exec(source.config.scsi0 ?? '')?.[1] ?? '10G';
    const vm: FakeVm = {
      vmid: newid,
      node,
      template: false,
      status: 'stopped',
      usedBytes: 2 * GIB,
      config: { ...source.config, lock: 'clone', name: params.name ?? `Copy-of-VM-${source.config.name}`, ...(params.description ? { description: params.description } : {}), scsi0: `${params.storage ?? 'local-lvm'}:vm-${newid}-disk-0,size=${diskSize}`, net0: `virtio=BC:24:11:${(newid >> 8).toString(16).toUpperCase().padStart(2, '0')}:${(newid & 255).toString(16).toUpperCase().padStart(2, '0')}:00,bridge=vmbr0` },
    };
    delete vm.config.template;
    this.vms.set(newid, vm);
    // [Q] a clone that fails removes the VM it was making.
    return this.task(node, 'qmclone', vmid, () => delete vm.config.lock, () => this.vms.delete(newid));
  }

  /** [V] #/nodes/{node}/qemu POST: a new VM, or with `archive` a restore (`force`, `unique` need it [Q]); config options too. */
  private createOrRestore(node: string, params: Record<string, string>): string {
    const { vmid: id, archive, storage, force, unique, ...rest } = params;
    this.checkOptions(rest);
    if (!/^\d+$/.test(id ?? '')) throw bad('vmid', 'property is missing and it is not optional');
    if ((force !== undefined || unique !== undefined) && !archive) throw bad(force !== undefined ? 'force' : 'unique', "missing property - 'archive' is required");
    this.storage('storage', storage);
    const vmid = Number(id);
    const existing = this.vms.get(vmid);
    if (existing && !(archive && force === '1')) throw new Refusal(500, `unable to create VM ${vmid}: config file already exists`);
    if (!archive) {
      const vm: FakeVm = { vmid, node, template: false, status: 'stopped', usedBytes: 0, config: { ...rest, lock: 'create' } };
      this.vms.set(vmid, vm);
      return this.task(node, 'qmcreate', vmid, () => delete vm.config.lock);
    }
    const source = this.archives.find((a) => a.volid === archive);
    if (!source) throw new Refusal(500, `unable to parse volume ID '${archive}'`);
    if (existing) existing.config.lock = 'create';
    return this.task(node, 'qmrestore', vmid, () => {
      const config: Record<string, string> = { ...source.config, ...rest };
      config.scsi0 = config.scsi0!.replace(/^[^:]+:vm-\d+/, `${storage ?? 'local-lvm'}:vm-${vmid}`);
      if (unique === '1') config.net0 = (config.net0 ?? 'virtio,bridge=vmbr0').replace(/=([0-9A-F]{2}:){5}[0-9A-F]{2}/, `=BC:24:12:00:${(vmid & 255).toString(16).toUpperCase().padStart(2, '0')}:01`);
      this.vms.set(vmid, { vmid, node, template: false, status: 'stopped', usedBytes: 3 * GIB, config });
    });
  }

  /** [V] #/nodes/{node}/qemu/{vmid}/config: the options the storefront sets, each in its documented format. */
  private checkOptions(params: Record<string, string>): void {
    only(params, ['name', 'cores', 'memory', 'agent', 'ciuser', 'cipassword', 'tags', 'description', 'delete', 'digest', 'boot', 'ostype'], [/^net\d$/, /^ipconfig\d$/]);
    if (params.name !== undefined && !DNS_NAME.test(params.name)) throw bad('name', 'value does not look like a valid DNS name');
    if (params.cores !== undefined && !(/^\d+$/.test(params.cores) && Number(params.cores) >= 1)) throw bad('cores', 'value must have a minimum value of 1');
    if (params.memory !== undefined && !(/^\d+$/.test(params.memory) && Number(params.memory) >= 16)) throw bad('memory', 'value must have a minimum value of 16');
    if (params.agent !== undefined && !/^(0|1|enabled=[01].*)$/.test(params.agent)) throw bad('agent', 'invalid format');
    if (params.tags !== undefined && !TAGS.test(params.tags)) throw bad('tags', 'invalid format - invalid tag');
    if (params.description !== undefined && params.description.length > 8192) throw bad('description', 'value may only be 8192 characters long');
    for (const [key, value] of Object.entries(params)) {
      if (/^net\d$/.test(key) && (!NET.test(value) || !this.bridges.has(/bridge=([^,]+)/.exec(value)?.[1] ?? ''))) throw bad(key, `invalid format or unknown bridge - ${value}`);
      if (/^ipconfig\d$/.test(key) && !IPCONFIG.test(value)) throw bad(key, 'invalid format');
    }
  }

  private config(method: string, vm: FakeVm, params: Record<string, string>): unknown {
    if (method === 'GET') {
      only(params, ['current', 'snapshot']);
      const { cipassword, ...shown } = vm.config;
      return { ...shown, ...(cipassword ? { cipassword: '**********' } : {}), digest: 'd1' }; // [Q] masked
    }
    // [V] #/nodes/{node}/qemu/{vmid}/config offers GET, POST (async) and PUT (sync) only: any other method is pveproxy's 501.
    if (method !== 'POST' && method !== 'PUT') throw new Refusal(501, 'not implemented');
    this.checkOptions(params);
    if (vm.config.lock) throw new Refusal(500, `VM is locked (${vm.config.lock})`);
    const { delete: toDelete, digest: _digest, ...set } = params;
    // [Q] a NIC given without its MAC address gets a new one (PVE::QemuServer::add_random_macs).
    for (const key of Object.keys(set).filter((k) => /^net\d$/.test(k))) {
      if (!/^[a-z0-9]+=/.test(set[key]!)) set[key] = set[key]!.replace(/^([a-z0-9]+)/, `$1=BC:24:13:${[vm.vmid >> 8, vm.vmid & 255, Number(key.slice(3))].map((n) => n.toString(16).toUpperCase().padStart(2, '0')).join(':')}`);
    }
    const apply = () => {
      Object.assign(vm.config, set);
      for (const key of (toDelete ?? '').split(',').filter(Boolean)) delete vm.config[key];
    };
    if (method === 'PUT') {
      apply();
      return null;
    }
    return this.task(vm.node, 'qmconfig', vm.vmid, apply); // [V] POST: asynchronous, a UPID
  }

  /** [V] #/nodes/{node}/qemu/{vmid}/resize PUT: disk, size `\+?\d+(\.\d+)?[KMGT]?`; [Q] never smaller. PVE 8 answers a UPID. */
  private resize(vm: FakeVm, params: Record<string, string>): string {
    only(params, ['disk', 'size', 'digest', 'skiplock']);
    if (!params.disk || !vm.config[params.disk]) throw bad('disk', 'no such disk');
    const sizeMatch = /^(\+)?(\d+(?:\.\d+)?)([KMGT])?$/.exec(params.size ?? '');
    if (!sizeMatch) throw bad('size', 'value does not match the regex pattern');
    const toGb = (value: number, unit: string | undefined) => value * ({ K: 1 / 1024 ** 2, M: 1 / 1024, G: 1, T: 1024 }[unit ?? ''] ?? 1 / GIB);
    const current = Number(/size=(\d+)G/.exec(vm.config[params.disk]!)?.[1] ?? 0);
    const wanted = (sizeMatch[1] ? current : 0) + toGb(Number(sizeMatch[2]), sizeMatch[3]);
    if (wanted < current) throw new Refusal(500, 'shrinking disks is not supported');
    return this.task(vm.node, 'resize', vm.vmid, () => {
      vm.config[params.disk!] = vm.config[params.disk!]!.replace(/size=[^,]+/, `size=${wanted}G`);
    });
  }

  /** [V] #/nodes/{node}/qemu/{vmid}/move_disk POST: disk, storage, delete. */
  private moveDisk(vm: FakeVm, params: Record<string, string>): string {
    only(params, ['disk', 'storage', 'delete', 'format', 'bwlimit', 'digest', 'target-vmid', 'target-disk']);
    if (!params.disk || !vm.config[params.disk]) throw bad('disk', 'no such disk');
    if (!params.storage) throw bad('storage', 'property is missing and it is not optional');
    this.storage('storage', params.storage);
    bool(params, 'delete');
    return this.task(vm.node, 'qmmove', vm.vmid, () => {
      vm.config[params.disk!] = vm.config[params.disk!]!.replace(/^[^:]+:/, `${params.storage}:`);
    });
  }

  /** [V] #/nodes/{node}/qemu/{vmid}/status/{start,stop,shutdown,reboot}. */
  private power(vm: FakeVm, action: string, params: Record<string, string>): string {
    const allowed: Record<string, string[]> = { start: ['skiplock', 'timeout', 'machine'], stop: ['skiplock', 'timeout', 'keepActive'], shutdown: ['forceStop', 'timeout', 'keepActive', 'skiplock'], reboot: ['timeout'] };
    only(params, allowed[action]!);
    if (params.timeout !== undefined && !/^\d+$/.test(params.timeout)) throw bad('timeout', 'type check failed');
    if (vm.template) throw new Refusal(500, 'you cannot start a VM template');
    if (vm.config.lock) throw new Refusal(500, `VM is locked (${vm.config.lock})`);
    if (action === 'reboot' && vm.status !== 'running') throw new Refusal(500, `VM ${vm.vmid} not running`);
    const type = { start: 'qmstart', stop: 'qmstop', shutdown: 'qmshutdown', reboot: 'qmreboot' }[action]!;
    return this.task(vm.node, type, vm.vmid, () => {
      vm.status = action === 'start' || action === 'reboot' ? 'running' : 'stopped';
    });
  }

  /** [Q] the guest agent answers only on a running VM with the agent enabled; [X] one address per NIC. */
  private agent(vm: FakeVm, command: string): unknown {
    if (vm.status !== 'running' || !/^(1|enabled=1)/.test(vm.config.agent ?? '')) throw new Refusal(500, 'QEMU guest agent is not running');
    if (command === 'get-fsinfo') return { result: [{ name: 'sda1', mountpoint: '/', type: 'ext4', 'used-bytes': vm.usedBytes, 'total-bytes': 100 * GIB }] };
    const nics = Object.keys(vm.config).filter((key) => /^net\d$/.test(key)).sort();
    return {
      result: [
        { name: 'lo', 'hardware-address': '00:00:00:00:00:00', 'ip-addresses': [{ 'ip-address-type': 'ipv4', 'ip-address': '127.0.0.1', prefix: 8 }] },
        ...nics.map((key, i) => ({ name: `eth${i}`, 'hardware-address': (/=([0-9A-F:]{17})/.exec(vm.config[key]!)?.[1] ?? '').toLowerCase(), 'ip-addresses': [{ 'ip-address-type': 'ipv4', 'ip-address': `10.10.${vm.vmid % 256}.${10 + i}`, prefix: 24 }] })),
      ],
    };
  }

  /** [V] #/nodes/{node}/vzdump POST: vmid, storage, mode (snapshot, suspend, stop), compress (0, 1, gzip, lzo, zstd), notes-template. */
  private vzdump(node: string, params: Record<string, string>): string {
    only(params, ['vmid', 'storage', 'mode', 'compress', 'notes-template', 'remove', 'protected', 'all', 'bwlimit']);
    if (params.mode !== undefined && !['snapshot', 'suspend', 'stop'].includes(params.mode)) throw bad('mode', 'value not in enum');
    if (params.compress !== undefined && !['0', '1', 'gzip', 'lzo', 'zstd'].includes(params.compress)) throw bad('compress', 'value not in enum');
    this.storage('storage', params.storage);
    const vm = this.vm(node, params.vmid ?? '');
    const storage = params.storage ?? 'local';
    return this.task(node, 'vzdump', vm.vmid, () => {
      const ctime = Math.floor(Date.now() / 1000) - 1;
      this.archives.push({ volid: `${storage}:backup/vzdump-qemu-${vm.vmid}-${this.archives.length}.vma.zst`, vmid: vm.vmid, ctime, size: Math.round(vm.usedBytes * 0.6) + GIB, storage, config: { ...vm.config } });
    });
  }
}
