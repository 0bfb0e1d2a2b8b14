/**
 * The settings of cloud servers built on Proxmox VE (ADR 0014), read with the helpers every real party's settings share (party-settings.ts)
 * when PROVISIONING_PROVIDER_CLOUD_SERVER=proxmox: every required setting missing is named at once, in production as
 * anywhere (a paid server could not be built); https in production.
 *
 * PROXMOX_BASE_URL       https://host:8006 (the API's origin; /api2/json is added by proxmox-api)
 * PROXMOX_TOKEN_ID       USER@REALM!TOKENID (Datacenter → Permissions → API Tokens)
 * PROXMOX_TOKEN_SECRET   the token's secret (a UUID); never logged
 * PROXMOX_NODE           the node the servers are built on
 * PROXMOX_TEMPLATES      operating system key → template vmid, e.g. ubuntu-24.04=9000,debian-11=9001 (the keys of spec §3)
 * PROXMOX_STORAGE_SSD    the storage a server's disk is cloned to for SSD
 * PROXMOX_STORAGE_HDD    … for HDD
 * PROXMOX_BRIDGE         the bridge every NIC joins (vmbr0)
 * PROXMOX_STORAGE_BACKUP optional: the storage vzdump writes backups to (default `local`)
 * PROXMOX_RATE_MB_PER_TB optional: the NIC speed limit (Proxmox `rate`, MB/s) per TB of the server's monthly bandwidth (default 12.5, 100 Mbit/s a TB; 0: no limit)
 * PROXMOX_CA             optional: a PEM certificate (or a path to one) to trust for the API's TLS (a self-signed cluster)
 * PROXMOX_TIMEOUT_MS     optional: one request's limit (default 8000)
 * PROXMOX_TASK_TIMEOUT_MS optional: how long a long operation (clone, restore, backup) is followed (default 900000)
 */
import { readFileSync } from 'node:fs';
import { CLOUD_OS_KEYS } from '@storefront/contracts';
import { chosenParty, partyCredentials, partyOrigin, partyTimeout, type Env } from '../../party-settings';

export interface ProxmoxConfig {
  baseUrl: string;
  tokenId: string;
  tokenSecret: string;
  node: string;
  /** Operating system key (ubuntu-24.04) → the vmid of its template. */
  templates: Record<string, number>;
  storage: { ssd: string; hdd: string; backup: string };
  bridge: string;
  /** MB/s of NIC rate per TB of monthly bandwidth (0: no rate limit). */
  rateMbPerTb: number;
  ca: string | null;
  timeoutMs: number;
  taskTimeoutMs: number;
  /** Milliseconds between two looks at a running task (tests make it small). */
  pollIntervalMs: number;
}

const REQUIRED = ['PROXMOX_TOKEN_ID', 'PROXMOX_TOKEN_SECRET', 'PROXMOX_NODE', 'PROXMOX_TEMPLATES', 'PROXMOX_STORAGE_SSD', 'PROXMOX_STORAGE_HDD', 'PROXMOX_BRIDGE'] as const;

/** The variable that chooses the cloud servers' party (its default, `sandbox`, is the built-in one). */
export const CLOUD_SERVER_PROVIDER_VARIABLE = 'PROVISIONING_PROVIDER_CLOUD_SERVER';

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

function positive(env: Env, name: string, fallback: number, allowZero = false): number {
  const value = nonEmpty(env[name]);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || (!allowZero && parsed === 0)) throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

/** PROXMOX_TEMPLATES: `os-key=vmid` pairs by commas; each key one of spec §3's operating systems, each vmid a template's (≥ 100). */
export function parseTemplates(value: string): Record<string, number> {
  const templates: Record<string, number> = {};
  for (const pair of value.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const [key, vmid] = pair.split('=').map((part) => part.trim());
    if (!key || !vmid || !/^\d+$/.test(vmid) || Number(vmid) < 100) throw new Error(`PROXMOX_TEMPLATES: "${pair}" is not os-key=vmid (e.g. ubuntu-24.04=9000)`);
    if (!CLOUD_OS_KEYS.includes(key.toLowerCase())) throw new Error(`PROXMOX_TEMPLATES: "${key}" is not an operating system of the catalogue (known: ${CLOUD_OS_KEYS.join(', ')})`);
    templates[key.toLowerCase()] = Number(vmid);
  }
  if (!Object.keys(templates).length) throw new Error('PROXMOX_TEMPLATES names no template');
  return templates;
}

/** PROVISIONING_PROVIDER_CLOUD_SERVER=proxmox: the settings (every missing one named); else null (the sandbox builds cloud servers). */
export function proxmoxSettings(env: Env, production: boolean, variable = CLOUD_SERVER_PROVIDER_VARIABLE): ProxmoxConfig | null {
  return chosenParty(env, variable, 'proxmox') ? readProxmoxConfig(env, production, `${variable}=proxmox`) : null;
}

export function readProxmoxConfig(env: Env, production: boolean, choice = `${CLOUD_SERVER_PROVIDER_VARIABLE}=proxmox`): ProxmoxConfig {
  const values = partyCredentials(env, choice, ['PROXMOX_BASE_URL', ...REQUIRED], 'an API token of the cluster, the node, the templates and storages to build on, the bridge');
  const baseUrl = partyOrigin({ PROXMOX_BASE_URL: values.PROXMOX_BASE_URL.replace(/\/+$/, '').replace(/\/api2\/json$/, '') }, 'PROXMOX_BASE_URL', '', 'https://pve.example.com:8006', production);
  // proxmox-api's own check of a token id (USER@REALM!TOKENID).
  if (!/^[^@\s]+@[^!\s]+![^\s=]+$/.test(values.PROXMOX_TOKEN_ID)) throw new Error('PROXMOX_TOKEN_ID must look like USER@REALM!TOKENID (e.g. storefront@pve!provisioning)');
  const caValue = nonEmpty(env.PROXMOX_CA);
  const ca = caValue === undefined ? null : caValue.includes('-----BEGIN') ? caValue.replace(/\\n/g, '\n') : readFileSync(caValue, 'utf8');
  return {
    baseUrl,
    tokenId: values.PROXMOX_TOKEN_ID,
    tokenSecret: values.PROXMOX_TOKEN_SECRET,
    node: values.PROXMOX_NODE,
    templates: parseTemplates(values.PROXMOX_TEMPLATES),
    storage: { ssd: values.PROXMOX_STORAGE_SSD, hdd: values.PROXMOX_STORAGE_HDD, backup: nonEmpty(env.PROXMOX_STORAGE_BACKUP) ?? 'local' },
    bridge: values.PROXMOX_BRIDGE,
    rateMbPerTb: positive(env, 'PROXMOX_RATE_MB_PER_TB', 12.5, true),
    ca,
    timeoutMs: partyTimeout(env, 'PROXMOX_TIMEOUT_MS'),
    taskTimeoutMs: positive(env, 'PROXMOX_TASK_TIMEOUT_MS', 900_000),
    pollIntervalMs: 2000,
  };
}
