import { randomUUID } from 'node:crypto';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Db } from '../src/db/connect';
import { ProvisioningError } from '../src/provisioning/provisioner';
import { ProxmoxProvisioner } from '../src/provisioning/proxmox/proxmox-provisioner';
import type { ProxmoxConfig } from '../src/provisioning/proxmox/proxmox-config';
import { ProxmoxFake } from './fakes/proxmox-fake';
import { openTestDb } from './helpers/db';
import { requestFor } from './provisioning-contract/cloud-server-kit';
import { proxmoxConfigFor } from './provisioning-contract/proxmox-cloud-server-driver';

/**
 * What is Proxmox VE's own in the adapter (the contract kit covers the rest): the token header, the clone and its
 * parameters, the template per operating system, the config a server is built with, tasks followed to their end
 * (a failure, a task that does not end), the node unanswering, metrics converted, backup and restore, and never
 * touching a VM the storefront did not build.
 */
describe('Proxmox VE cloud servers', () => {
  let fake: ProxmoxFake;
  let test: Db;
  const provisioner = (overrides: Partial<ProxmoxConfig> = {}) => new ProxmoxProvisioner(proxmoxConfigFor(fake, overrides));
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ProvisioningError);
    return error as ProvisioningError;
  };

  before(async () => {
    test = await openTestDb();
  });
  after(() => test.close());
  beforeEach(async () => {
    fake = await new ProxmoxFake().start();
  });
  afterEach(async () => {
    await fake.stop();
  });

  it('sends the API token as PVEAPIToken=USER@REALM!TOKENID=SECRET; a wrong one is refused for good, the secret in no message', async () => {
    await provisioner().create(requestFor(), test.db);
    expect(fake.problems).toEqual([]);
    const refused = await refusal(provisioner({ tokenSecret: 'f00dfeed-0000-4000-8000-000000000000' }).create(requestFor(), test.db));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toMatch(/401/);
    expect(refused.message).not.toContain('f00dfeed');
    expect(refused.message).not.toContain(fake.tokenSecret);
    fake.problems.length = 0;
  });

  it('clones the template of the operating system asked, in full, onto the storage of its type, as the next free vmid', async () => {
    const request = requestFor({ os: 'Debian 11', server: { vcpu: 1, ramGb: 2, storageGb: 20, storageType: 'hdd', bandwidthTb: 1, ipCount: 1 } });
    const built = await provisioner().create(request, test.db);
    const [clone] = fake.callsTo('POST', /\/clone$/);
    expect(clone!.path).toBe('/api2/json/nodes/pve1/qemu/9001/clone');
    expect(clone!.params).toMatchObject({ newid: '100', full: '1', storage: 'hdd-pool', name: expect.stringMatching(/^sf-[0-9a-f]{16}$/) });
    expect(built.externalId).toBe('proxmox:pve1:100');
    const windows = await provisioner().create(requestFor({ os: 'windows-server-2019' }), test.db);
    expect(fake.callsTo('POST', /\/clone$/)[1]!.path).toBe('/api2/json/nodes/pve1/qemu/9002/clone');
    expect(fake.vms.get(Number(windows.externalId.split(':')[2]))!.config.ciuser).toBe('Administrator');
    expect(fake.problems).toEqual([]);
  });

  it('refuses for good an operating system without a template, and anything but a cloud server', async () => {
    const noTemplate = await refusal(provisioner().create(requestFor({ os: 'centos-7' }), test.db));
    expect(noTemplate).toMatchObject({ retryable: false, message: expect.stringContaining('PROXMOX_TEMPLATES') });
    expect((await refusal(provisioner().create(requestFor({ kind: 'shared-hosting' }), test.db))).retryable).toBe(false);
    expect(fake.servers()).toHaveLength(0);
  });

  it('configures vCPU, RAM, the cloud-init login, a NIC and DHCP per IPv4 address at the rate of its bandwidth, grows the disk and starts it', async () => {
    const request = requestFor();
    const { externalId } = await provisioner().create(request, test.db);
    const vm = fake.vms.get(Number(externalId.split(':')[2]))!;
    expect(vm.config).toMatchObject({ name: 'web-1', cores: '2', memory: '4096', agent: '1', ciuser: 'root', ipconfig0: 'ip=dhcp', ipconfig1: 'ip=dhcp', scsi0: 'ssd-pool:vm-100-disk-0,size=40G' });
    expect(vm.config.net0).toMatch(/^virtio=BC:24:11:00:64:00,bridge=vmbr0,rate=25$/);
    expect(vm.config.net1).toMatch(/^virtio=[0-9A-F:]{17},bridge=vmbr0,rate=25$/);
    expect(vm.config.tags).toMatch(/^storefront;sf-[0-9a-f]{16}$/);
    expect(vm.status).toBe('running');
    expect(fake.callsTo('PUT', /\/resize$/)[0]!.params).toEqual({ disk: 'scsi0', size: '40G' });
    // The first password: the same on every try (derived), given with the ready status, never in the VM's answer.
    const ready = await provisioner().status(externalId, test.db);
    expect(ready.credentials!.password).toBe(vm.config.cipassword);
    expect(JSON.stringify(fake.calls.filter((call) => call.method === 'GET'))).not.toContain(vm.config.cipassword!);
    expect(fake.problems).toEqual([]);
  });

  it('follows each task to its end: nothing is configured before the clone stopped, and a clone that failed is cloned again on the next try', async () => {
    fake.taskPolls = 4;
    fake.failNextTask('qmclone', "clone failed: storage 'ssd-pool' is full");
    const refused = await refusal(provisioner().create(requestFor(), test.db));
    expect(refused).toMatchObject({ retryable: true, message: expect.stringContaining("storage 'ssd-pool' is full") });
    expect(fake.servers()).toHaveLength(0);
    expect(fake.callsTo('POST', /\/config$/)).toHaveLength(0);

    const request = requestFor();
    const { externalId } = await provisioner().create(request, test.db);
    const vmid = externalId.split(':')[2];
    const lastCloneLook = fake.calls.map((call) => call.path).lastIndexOf(fake.calls.map((call) => call.path).filter((path) => /qmclone/.test(path)).at(-1)!);
    const firstConfig = fake.calls.findIndex((call) => call.method === 'POST' && call.path === `/api2/json/nodes/pve1/qemu/${vmid}/config`);
    expect(firstConfig).toBeGreaterThan(lastCloneLook);
    expect(fake.servers()).toHaveLength(1);
  });

  it('a task that does not end in the time allowed is retryable, and the next try goes on with the same VM', async () => {
    fake.taskPolls = Number.MAX_SAFE_INTEGER;
    const request = requestFor();
    const refused = await refusal(provisioner({ taskTimeoutMs: 30 }).create(request, test.db));
    expect(refused).toMatchObject({ retryable: true, message: expect.stringContaining('still working') });
    fake.taskPolls = 2;
    await provisioner().create(request, test.db);
    expect(fake.servers()).toHaveLength(1);
  });

  it('a node that never answers, or refuses the connection, is retryable', async () => {
    fake.mode = 'hang';
    expect(await refusal(provisioner({ timeoutMs: 100 }).create(requestFor(), test.db))).toMatchObject({ retryable: true, message: expect.stringContaining('did not answer') });
    fake.mode = 'up';
    await fake.offline();
    expect(await refusal(provisioner().create(requestFor(), test.db))).toMatchObject({ retryable: true, message: expect.stringContaining('ECONNREFUSED') });
    await fake.online();
  });

  it('reads the last day of use an hour a sample: cpu as a percent of its vCPUs, RAM in MB, traffic in MB an hour', async () => {
    const { externalId } = await provisioner().create(requestFor(), test.db);
    const hour = 3600;
    const base = Math.floor(Date.parse('2026-12-03T10:00:00Z') / 1000);
    fake.rrd.set(Number(externalId.split(':')[2]), [
      { time: base - 2 * hour, cpu: 0.9, mem: 1, netin: 1, netout: 1 },
      { time: base - hour + 60 },
      { time: base, cpu: 0.2, mem: 1024 ** 3, netin: 1000, netout: 2000 },
      { time: base + 1800, cpu: 0.3, mem: 2 * 1024 ** 3, netin: 3000, netout: 4000 },
    ]);
    const samples = await provisioner().metrics(externalId, { to: new Date('2026-12-03T10:59:00Z'), hours: 2 }, test.db);
    expect(samples).toEqual([{ at: new Date('2026-12-03T10:00:00Z'), cpuPercent: 25, ramUsedMb: 1536, netInMb: 6.9, netOutMb: 10.3 }]);
    expect(fake.callsTo('GET', /\/rrddata$/)[0]!.params).toEqual({ timeframe: 'day', cf: 'AVERAGE' });
  });

  it('backs up with vzdump to the backup storage and a new server is restored from it onto its own VM', async () => {
    const { externalId } = await provisioner().create(requestFor(), test.db);
    fake.vms.get(Number(externalId.split(':')[2]))!.usedBytes = 5 * 1024 ** 3;
    expect(await provisioner().usage(externalId, test.db)).toEqual({ storageUsedGb: 5 });
    const { sizeGb } = await provisioner().backup(externalId, test.db);
    expect(sizeGb).toBe(4); // the fake's archive: 60% of what the disk holds, plus 1 GB
    expect(fake.callsTo('POST', /\/vzdump$/)[0]!.params).toMatchObject({ vmid: externalId.split(':')[2], storage: 'local', mode: 'snapshot', compress: 'zstd' });

    const userId = randomUUID();
    const serviceId = randomUUID();
    const backupId = randomUUID();
    const now = new Date();
    await test.db
      .insertInto('users')
      .values({ id: userId, email: `${userId}@example.test`, username: null, password_hash: null, first_name: 'P', last_name: 'Test', phone_number: null, role: 'customer', locale_code: 'en', email_verified: true, banned: false, created_at: now, password_changed_at: null, two_factor_secret: null, two_factor_pending_secret: null, two_factor_last_step: null, google_subject: null, referral_code: null })
      .execute();
    await test.db
      .insertInto('services')
      .values({ id: serviceId, user_id: userId, order_id: null, order_item_id: null, kind: 'cloud-server', product_key: 'cs-basic-cloud-1', title: 'Cloud server', name: 'web-1', status: 'active', provisioning: 'ready', period: 1, period_unit: 'month', renew_price: 899, starts_at: now, expires_at: now, details: JSON.stringify({ externalId }), created_at: now, updated_at: now })
      .execute();
    await test.db.insertInto('service_backups').values({ id: backupId, service_id: serviceId, label: 'before upgrade', size_gb: sizeGb, created_at: new Date(Date.now() + 1000) }).execute();

    const restored = await provisioner().create(requestFor({ name: 'web-2', restoreFrom: backupId }), test.db);
    const [placeholder, restore] = fake.callsTo('POST', /\/nodes\/pve1\/qemu$/);
    expect(placeholder!.params).toMatchObject({ vmid: '101', name: expect.stringMatching(/^sf-/) });
    expect(restore!.params).toMatchObject({ vmid: '101', archive: 'local:backup/vzdump-qemu-100-0.vma.zst', storage: 'ssd-pool', force: '1', unique: '1' });
    expect(restored.externalId).toBe('proxmox:pve1:101');
    const vm = fake.vms.get(101)!;
    expect(vm.config).toMatchObject({ name: 'web-2', cores: '2', tags: expect.stringMatching(/^storefront;sf-/) });
    expect(vm.config.description).toContain('"stage":"built"');
    expect(vm.status).toBe('running');
    expect(vm.config.net0).not.toBe(fake.vms.get(100)!.config.net0);
    expect(fake.problems).toEqual([]);
  });

  it('resizes with config, resize and move_disk, reboots a running server for its new vCPU and RAM, and makes a change once', async () => {
    const { externalId } = await provisioner().create(requestFor({ server: { vcpu: 2, ramGb: 4, storageGb: 40, storageType: 'hdd', bandwidthTb: 2, ipCount: 1 } }), test.db);
    const vmid = externalId.split(':')[2];
    const change = { changeId: randomUUID(), vcpu: 4, ramGb: 8, storageGb: 80, storageType: 'ssd' as const };
    const before = fake.calls.length;
    await provisioner().resize(externalId, change, test.db);
    const made = fake.calls.slice(before).filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path.replace(`/api2/json/nodes/pve1/qemu/${vmid}`, '')} ${JSON.stringify(call.params)}`);
    expect(made).toEqual([
      'POST /config {"cores":"4","memory":"8192"}',
      'PUT /resize {"disk":"scsi0","size":"80G"}',
      'POST /move_disk {"disk":"scsi0","storage":"ssd-pool","delete":"1"}',
      'POST /status/reboot {}',
      expect.stringMatching(/^PUT \/config \{"description":.*\\"changes\\":\[\\"[0-9a-f-]{36}\\"\]/),
    ]);
    expect(fake.vms.get(Number(vmid))!.config.scsi0).toBe(`ssd-pool:vm-${vmid}-disk-0,size=80G`);
    const again = fake.calls.length;
    await provisioner().resize(externalId, change, test.db);
    expect(fake.calls.slice(again).filter((call) => call.method !== 'GET')).toEqual([]);
    // Proxmox VE never shrinks a disk: refused for good, nothing changed.
    const smaller = await refusal(provisioner().resize(externalId, { changeId: randomUUID(), vcpu: 2, ramGb: 4, storageGb: 50, storageType: 'ssd' }, test.db));
    expect(smaller).toMatchObject({ retryable: false, message: expect.stringContaining('cannot shrink') });
    expect(fake.vms.get(Number(vmid))!.config.cores).toBe('4');
    expect(fake.problems).toEqual([]);
  });

  it('never stops, resizes or destroys a VM the storefront did not build', async () => {
    fake.vms.set(500, { vmid: 500, node: 'pve1', template: false, status: 'running', usedBytes: 0, config: { name: 'staff-db', scsi0: 'local-lvm:vm-500-disk-0,size=100G', cores: '8', memory: '32768' } });
    expect((await refusal(provisioner().destroy('proxmox:pve1:500', test.db))).retryable).toBe(false);
    expect((await refusal(provisioner().suspend('proxmox:pve1:500', test.db))).retryable).toBe(false);
    expect(fake.vms.get(500)!.status).toBe('running');
    expect((await refusal(provisioner().status('sbx-0011223344556677', test.db))).retryable).toBe(false);
  });
});
