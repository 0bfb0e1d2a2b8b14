import type { Proxmox } from 'proxmox-api';
import type { Db } from '../../db/database';
import type { ServiceDetails } from '../../db/tables/services';
import { ProvisioningError, type ProvisionRequest } from '../provisioner';
import type { ProxmoxConfig } from './proxmox-config';
import { followTask, waitUnlocked, type Following } from './proxmox-tasks';
import { ProxmoxApiError } from './proxmox-transport';
import { bootDiskOf, identityOf, initialPassword, nicsOf, osKeyOf, parseExternalId, parseMarker, printMarker, sizeGbOf, usernameOf, type VmMarker } from './proxmox-vm';

export interface BuildContext {
  api: Proxmox.Api;
  config: ProxmoxConfig;
  following: Following;
}

export interface VmRef {
  node: string;
  vmid: number;
}

/** The VM made for this service, if an earlier try made one: by its identity name (while built) or its tag (after). */
export async function findVm(ctx: BuildContext, serviceId: string): Promise<VmRef | null> {
  const { name, tag } = identityOf(serviceId);
  const resources = await ctx.api.cluster.resources.$get({ type: 'vm' });
  const found = resources.find((r) => r.type === 'qemu' && !r.template && (r.name === name || String(r.tags ?? '').split(/[;, ]+/).includes(tag)));
  return found ? { node: String(found.node), vmid: Number(found.vmid) } : null;
}

const nextVmid = async (ctx: BuildContext) => Number(await ctx.api.cluster.nextid.$get());

function markerOf(request: ProvisionRequest, stage: VmMarker['stage']): VmMarker {
  const plan = request.server!;
  return { service: request.serviceId, stage, os: osKeyOf(request.os), plan, storageType: plan.storageType, changes: [] };
}

/** A new server from its operating system's template: a full clone (a new vmid from /cluster/nextid) onto the storage of its type. */
async function cloneNew(ctx: BuildContext, request: ProvisionRequest, template: number): Promise<VmRef> {
  const node = ctx.config.node;
  const newid = await nextVmid(ctx);
  const upid = await ctx.api.nodes
    .$(node)
    .qemu.$(template)
    .clone.$post({ newid, name: identityOf(request.serviceId).name, description: printMarker(markerOf(request, 'cloned')), full: true, storage: ctx.config.storage[request.server!.storageType] });
  await followTask(ctx.api, node, upid, `clone template ${template} into VM ${newid}`, ctx.following);
  return { node, vmid: newid };
}

/**
 * A server rebuilt from one of the customer's backups (the configurator's BACKUP source): an empty VM carrying the
 * service's identity first (so a try that stops during the restore finds it), then the archive restored into it
 * (POST /nodes/{node}/qemu with `archive`, `force` over the placeholder, `unique` for new MAC addresses).
 */
async function restoreInto(ctx: BuildContext, ref: VmRef, request: ProvisionRequest, db: Db): Promise<void> {
  const archive = await archiveOf(ctx, request.restoreFrom!, db);
  const { name, tag } = identityOf(request.serviceId);
  const upid = await ctx.api.nodes.$(ref.node).qemu.$post({
    vmid: ref.vmid,
    archive,
    storage: ctx.config.storage[request.server!.storageType],
    force: true,
    unique: true,
    name,
    tags: tag,
    description: printMarker(markerOf(request, 'restored')),
  });
  await followTask(ctx.api, ref.node, upid, `restore ${archive} into VM ${ref.vmid}`, ctx.following);
}

async function placeholderFor(ctx: BuildContext, request: ProvisionRequest): Promise<VmRef> {
  const node = ctx.config.node;
  const vmid = await nextVmid(ctx);
  const { name, tag } = identityOf(request.serviceId);
  const upid = await ctx.api.nodes.$(node).qemu.$post({ vmid, name, tags: tag, description: printMarker(markerOf(request, 'placeholder')) });
  await followTask(ctx.api, node, upid, `create VM ${vmid} to restore into`, ctx.following);
  return { node, vmid };
}

/**
 * The vzdump archive of a backup the storefront recorded (service_backups): the newest archive of the backed-up
 * server's VM on the backup storage made no later than the backup was recorded (its row is written once vzdump ended).
 */
export async function archiveOf(ctx: BuildContext, backupId: string, db: Db): Promise<string> {
  const row = await db
    .selectFrom('service_backups')
    .innerJoin('services', 'services.id', 'service_backups.service_id')
    .select(['service_backups.created_at', 'services.details'])
    .where('service_backups.id', '=', backupId)
    .executeTakeFirst();
  const source = (row?.details as ServiceDetails | undefined)?.externalId;
  if (!row || !source?.startsWith('proxmox:')) throw new ProvisioningError(`Backup ${backupId} is not a backup of a Proxmox VE server`, false);
  const { node, vmid } = parseExternalId(source);
  const recordedAt = new Date(row.created_at).getTime() / 1000;
  const archives = await ctx.api.nodes.$(node).storage.$(ctx.config.storage.backup).content.$get({ content: 'backup', vmid });
  const made = archives.filter((archive) => (archive.ctime ?? 0) <= recordedAt + 60).sort((a, b) => (b.ctime ?? 0) - (a.ctime ?? 0));
  if (!made[0]) throw new ProvisioningError(`No vzdump archive of VM ${vmid} on ${ctx.config.storage.backup} for backup ${backupId}`, false);
  return made[0].volid;
}

/** The config a server is built with: name, vCPU, RAM, the cloud-init login, one NIC (DHCP) per IPv4 address, each at the bandwidth's rate. */
function buildConfig(ctx: BuildContext, request: ProvisionRequest, current: Record<string, unknown>, marker: VmMarker): Record<string, string | number> {
  const plan = request.server!;
  const osKey = osKeyOf(request.os);
  const rate = ctx.config.rateMbPerTb > 0 ? Math.round(plan.bandwidthTb * ctx.config.rateMbPerTb * 10) / 10 : 0;
  const nics = nicsOf(current);
  const params: Record<string, string | number> = {
    name: request.name,
    cores: plan.vcpu,
    memory: plan.ramGb * 1024,
    agent: '1',
    ciuser: usernameOf(osKey),
    cipassword: initialPassword(ctx.config.tokenSecret, request.serviceId),
    tags: `storefront;${identityOf(request.serviceId).tag}`,
    description: printMarker(marker),
  };
  const count = Math.max(1, plan.ipCount);
  for (let i = 0; i < count; i += 1) {
    const mac = nics.find((nic) => nic.key === `net${i}`)?.mac;
    params[`net${i}`] = [`virtio${mac ? `=${mac}` : ''}`, `bridge=${ctx.config.bridge}`, ...(rate > 0 ? [`rate=${rate}`] : [])].join(',');
    params[`ipconfig${i}`] = 'ip=dhcp';
  }
  // A restored server may have had more NICs than this one pays for: those go.
  const extra = nics.filter((nic) => Number(nic.key.slice(3)) >= count).flatMap((nic) => [nic.key, ...(`ipconfig${nic.key.slice(3)}` in current ? [`ipconfig${nic.key.slice(3)}`] : [])]);
  if (extra.length) params.delete = extra.join(',');
  return params;
}

/**
 * Carries a found or new VM to the end of its build, each step only if it is not made yet, each task followed:
 * the restore (a placeholder), the config (POST …/config), the disk grown to the size bought (PUT …/resize), the
 * start (POST …/status/start), then the marker says `built`.
 */
export async function finishBuild(ctx: BuildContext, ref: VmRef, request: ProvisionRequest, db: Db): Promise<void> {
  const vm = ctx.api.nodes.$(ref.node).qemu.$(ref.vmid);
  let config = await waitUnlocked(ctx.api, ref.node, ref.vmid, ctx.following);
  let marker = parseMarker(config.description);
  if (!marker || marker.service !== request.serviceId) throw new ProvisioningError(`VM ${ref.vmid} carries the identity of service ${request.serviceId} but not its marker`, false);
  if (marker.stage === 'built') return;
  if (marker.stage === 'placeholder') {
    await restoreInto(ctx, ref, request, db);
    config = await waitUnlocked(ctx.api, ref.node, ref.vmid, ctx.following);
    marker = parseMarker(config.description) ?? markerOf(request, 'restored');
  }
  const upid = await vm.config.$post(buildConfig(ctx, request, config, marker) as never);
  await followTask(ctx.api, ref.node, upid, `configure VM ${ref.vmid}`, ctx.following);

  config = (await vm.config.$get()) as Record<string, unknown>;
  const disk = bootDiskOf(config);
  if (!disk) throw new ProvisioningError(`VM ${ref.vmid} has no disk to boot from (its template ${config.name ?? ''} has none)`, false);
  const wanted = request.server!.storageGb;
  if (sizeGbOf(config[disk] as string) < wanted) {
    const resized = await vm.resize.$put({ disk: disk as never, size: `${wanted}G` });
    await followTask(ctx.api, ref.node, resized, `grow the disk of VM ${ref.vmid} to ${wanted} GB`, ctx.following);
  }
  const current = await vm.status.current.$get();
  if (current.status !== 'running') await followTask(ctx.api, ref.node, await vm.status.start.$post(), `start VM ${ref.vmid}`, ctx.following);
  await vm.config.$put({ description: printMarker({ ...marker, stage: 'built' }) });
}

/** A new server, or the one an earlier try began: found by its identity, else cloned (or a placeholder made to restore into). */
export async function buildServer(ctx: BuildContext, request: ProvisionRequest, db: Db): Promise<VmRef> {
  const template = ctx.config.templates[osKeyOf(request.os)];
  let ref = await findVm(ctx, request.serviceId);
  if (!ref) {
    if (request.restoreFrom) ref = await placeholderFor(ctx, request);
    else if (template === undefined) throw new ProvisioningError(`No Proxmox VE template for ${osKeyOf(request.os)} (PROXMOX_TEMPLATES)`, false);
    else ref = await cloneNew(ctx, request, template);
  }
  try {
    await finishBuild(ctx, ref, request, db);
  } catch (error) {
    if (error instanceof ProxmoxApiError && error.notFound) throw new ProvisioningError(`VM ${ref.vmid} went away while it was built: ${error.message}`);
    throw error;
  }
  return ref;
}
