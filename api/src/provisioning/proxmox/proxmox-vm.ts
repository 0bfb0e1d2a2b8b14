import { createHash, createHmac } from 'node:crypto';
import { CLOUD_OPERATING_SYSTEMS, type CloudServerSpec } from '@storefront/contracts';
import { ProvisioningError } from '../provisioner';

/**
 * What the storefront keeps on a VM it built, so that nothing about a server lives only in a job that may stop
 * halfway: a deterministic identity (name until configured, then a tag) found again by GET /cluster/resources, and a
 * marker line in the VM's description (its notes in the Proxmox VE UI) with the service id, how far the build got,
 * what it was built with and the resize changes already made. No secret is ever written there.
 */
export interface VmMarker {
  service: string;
  /** placeholder (an empty VM a backup is restored into) → restored | cloned → built (configured, resized, started). */
  stage: 'placeholder' | 'restored' | 'cloned' | 'built';
  os: string;
  plan: CloudServerSpec;
  /** The storage type the disk is on now (follows a move to SSD). */
  storageType: 'hdd' | 'ssd';
  /** Resize changes already applied (their ids), the last 20. */
  changes: string[];
}

const MARKER_PREFIX = 'storefront-server: ';

export const PROXMOX_EXTERNAL_PREFIX = 'proxmox:';

/** The external id handed out: `proxmox:<node>:<vmid>` (the composite provisioner routes later calls by the prefix). */
export const externalIdOf = (node: string, vmid: number) => `${PROXMOX_EXTERNAL_PREFIX}${node}:${vmid}`;

export function parseExternalId(externalId: string): { node: string; vmid: number } {
  const match = /^proxmox:([A-Za-z0-9.-]+):(\d+)$/.exec(externalId);
  if (!match) throw new ProvisioningError(`${externalId} is not a Proxmox VE server (proxmox:<node>:<vmid>)`, false);
  return { node: match[1]!, vmid: Number(match[2]) };
}

/** The identity of a service's VM: its name while it is being built (a DNS name), and the tag it keeps afterwards. */
export function identityOf(serviceId: string): { name: string; tag: string } {
  const hash = createHash('sha256').update(serviceId).digest('hex').slice(0, 16);
  return { name: `sf-${hash}`, tag: `sf-${hash}` };
}

export function printMarker(marker: VmMarker, note = 'Cloud server of the storefront: the next line is the storefront\'s own, keep it.'): string {
  return `${note}\n${MARKER_PREFIX}${JSON.stringify(marker)}`;
}

export function parseMarker(description: unknown): VmMarker | null {
  if (typeof description !== 'string') return null;
  const line = description.split('\n').find((entry) => entry.startsWith(MARKER_PREFIX));
  if (!line) return null;
  try {
    const marker = JSON.parse(line.slice(MARKER_PREFIX.length)) as VmMarker;
    return typeof marker.service === 'string' && typeof marker.stage === 'string' ? marker : null;
  } catch {
    return null;
  }
}

/** `ubuntu-24.04` from a key or a name (`Ubuntu 24.04`), as the order item may hold either. */
export const osKeyOf = (os: string | null | undefined) => (os ?? 'ubuntu-24.04').trim().toLowerCase().replace(/\s+/g, '-');
export const osNameOf = (key: string) => CLOUD_OPERATING_SYSTEMS.find((os) => os.key === key)?.name ?? key;
export const isWindows = (key: string) => key.startsWith('windows');

/**
 * The server's first password, derived (HMAC-SHA256 keyed by the API token's secret) from the service id: a job that
 * stopped after setting it, or an answer that was lost, gives the same password when it runs again, and none is kept
 * anywhere but in the customer's one-time credentials link. Letters of both cases, digits and a symbol (Windows' rule).
 */
export function initialPassword(secret: string, serviceId: string): string {
  const digest = createHmac('sha256', secret).update(`storefront-cipassword:${serviceId}`).digest('base64url').replace(/[-_]/g, '');
  return `${digest.slice(0, 16)}-Aa9`;
}

export const usernameOf = (osKey: string) => (isWindows(osKey) ? 'Administrator' : 'root');

const GIB = 1024 ** 3;
/** A size as Proxmox VE writes it in a drive (`size=32G`, `512M`) in GB. */
export function sizeGbOf(drive: string | undefined): number {
  const match = /(?:^|,)size=(\d+(?:\.\d+)?)([KMGT]?)/.exec(drive ?? '');
  if (!match) return 0;
  const factor = { '': 1 / GIB, K: 1 / 1024 ** 2, M: 1 / 1024, G: 1, T: 1024 }[match[2] as '' | 'K' | 'M' | 'G' | 'T'];
  return Math.round(Number(match[1]) * factor * 100) / 100;
}

export const bytesToGb = (bytes: number) => Math.ceil(bytes / GIB);

/** The boot disk: the first disk of the boot order that is not a CD-ROM or the cloud-init drive, else the first such disk. */
export function bootDiskOf(config: Record<string, unknown>): string | null {
  const isDisk = (key: string) => /^(scsi|virtio|sata|ide)\d+$/.test(key) && typeof config[key] === 'string' && !/media=cdrom|cloudinit/.test(config[key] as string);
  const order = /order=([^,]+)/.exec(String(config.boot ?? ''))?.[1]?.split(';') ?? [];
  return order.find(isDisk) ?? ['scsi0', 'virtio0', 'sata0', 'ide0'].find(isDisk) ?? Object.keys(config).filter(isDisk).sort()[0] ?? null;
}

/** The NICs in order (net0, net1 …) with their MAC address. */
export function nicsOf(config: Record<string, unknown>): { key: string; mac: string | null; value: string }[] {
  return Object.keys(config)
    .filter((key) => /^net\d+$/.test(key))
    .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
    .map((key) => {
      const value = String(config[key]);
      const mac = /(?:^|,)(?:virtio|e1000|rtl8139|vmxnet3|macaddr)=([0-9A-Fa-f:]{17})/.exec(value)?.[1]?.toUpperCase() ?? null;
      return { key, mac, value };
    });
}
