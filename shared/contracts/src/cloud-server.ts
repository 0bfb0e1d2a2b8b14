/**
 * The cloud server configurator (spec §2 /cloud, §3 cloud server keys, §5 server name, §9 limits and bonus
 * offers): the keys, choices and limits, said once here and read by the api (validation, pricing) and the
 * configurator. Prices are never here: they live in the database (seeded by the api) and the api prices.
 */
import { LIMITS, OPERATING_SYSTEMS } from './catalogue';
import type { CLOUD_SERVER_PACKAGES } from './packages';
import type { z } from 'zod';
import type {
  babyCloudUsageSchema,
  cloudRestorePointSchema,
  cloudServerConfigurationSchema,
  cloudServerOptionsSchema,
  cloudServerQuoteSchema,
  cloudServerResourcesViewSchema,
  cloudServerSpecSchema,
  cloudServerUpgradeQuoteSchema,
} from './cloud-server.schema';

export const CLOUD_REGIONS = ['cambodia', 'thailand'] as const;
export type CloudRegion = (typeof CLOUD_REGIONS)[number];

export const CLOUD_STORAGE_TYPES = ['hdd', 'ssd'] as const;
export type CloudStorageType = (typeof CLOUD_STORAGE_TYPES)[number];

/** Source of a server (§3): NEW (value 0, buy new) or BACKUP (value 1, from one of the customer's backups). */
export const CLOUD_SERVER_SOURCES = { NEW: 0, BACKUP: 1 } as const;
export type CloudServerSource = keyof typeof CLOUD_SERVER_SOURCES;

export type CloudServerPackage = (typeof CLOUD_SERVER_PACKAGES)[number];
/** The baby packages, counted by the limit of §5/§9 (LIMITS.activeBabyCloudServers). */
export const BABY_CLOUD_PACKAGES = ['cs-baby-cloud-1', 'cs-baby-cloud-2'] as const satisfies readonly CloudServerPackage[];
export const isBabyCloudPackage = (key: string): boolean => (BABY_CLOUD_PACKAGES as readonly string[]).includes(key);

/** The line-item keys of a cloud server's price (§3). */
export const CLOUD_SERVER_LINE_KEYS = ['cpu', 'ram', 'storage', 'additionalStorage', 'bandwidth', 'additionalIp', 'os', 'extendStorage', 'upgradeFee', 'extendFee'] as const;
export type CloudServerLineKey = (typeof CLOUD_SERVER_LINE_KEYS)[number];

/** The add-ons a new server can take (§3 add-on keys), each with its unit and the quantities allowed. */
export const CLOUD_SERVER_ADDONS = {
  'cs-cpu': { line: 'cpu', unit: 'vCPU', min: 0, max: 8, step: 1 },
  'cs-ram': { line: 'ram', unit: 'GB', min: 0, max: 32, step: 1 },
  'cs-bandwidth': { line: 'bandwidth', unit: 'TB', min: 0, max: 10, step: 1 },
  'cs-additional-ip': { line: 'additionalIp', unit: 'IP', min: 0, max: 4, step: 1 },
  /** Priced per 10 GB at the server's storage type. */
  'cs-more-storage': { line: 'additionalStorage', unit: 'GB', min: 0, max: 1000, step: 10 },
} as const satisfies Record<string, { line: CloudServerLineKey; unit: string; min: number; max: number; step: number }>;
export type CloudServerAddonKey = keyof typeof CLOUD_SERVER_ADDONS;
export const CLOUD_SERVER_ADDON_KEYS = Object.keys(CLOUD_SERVER_ADDONS) as CloudServerAddonKey[];

/** An operating system of §3 as a key (`ubuntu-22.04`), its family and version. */
export interface CloudOsChoice {
  key: string;
  name: string;
  family: string;
  version: string;
  windows: boolean;
}

const osKey = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/** The 15 operating systems (§3), by family and version, in the spec's order. */
export const CLOUD_OPERATING_SYSTEMS: readonly CloudOsChoice[] = OPERATING_SYSTEMS.map((name) => {
  const split = name.lastIndexOf(' ');
  return { key: osKey(name), name, family: name.slice(0, split), version: name.slice(split + 1), windows: name.startsWith('Windows') };
});
export const CLOUD_OS_KEYS = CLOUD_OPERATING_SYSTEMS.map((os) => os.key);

/** Server name (§5, §9): required, at most 40 characters, hostname-safe (letters, digits, hyphens; labels by dots). */
export const SERVER_NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
export const SERVER_NAME_MESSAGES = {
  required: 'Server name field is required',
  max: `Server name must be shorter than or equal to ${LIMITS.serverNameMax} characters`,
  invalid: 'Server name is invalid',
} as const;

/** The §5 message a server name breaks, or null. */
export function serverNameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return SERVER_NAME_MESSAGES.required;
  if (name.length > LIMITS.serverNameMax) return SERVER_NAME_MESSAGES.max;
  if (!SERVER_NAME_PATTERN.test(name)) return SERVER_NAME_MESSAGES.invalid;
  return null;
}

/** The messages of the configurator's own rules (§8 codes carry them). */
export const CLOUD_SERVER_MESSAGES = {
  unknownPackage: 'Unknown cloud server package',
  unknownOs: 'Unknown operating system',
  quantity: '{addon} must be from {min} to {max}',
  backupRequired: 'Please choose a backup to restore',
  babyLimit: `You can have at most ${LIMITS.activeBabyCloudServers} active baby cloud servers`,
} as const;

/** One configuration of a cloud server, as PUT /api/cart/items/cloud-server and the pricing call take it (defaults applied). */
export type CloudServerConfiguration = z.infer<typeof cloudServerConfigurationSchema>;

/** One line of a price: a §3 key, the quantity it counts and its monthly amount in cents. */
export type CloudServerPriceLine = CloudServerQuote['lines'][number];

/** Each billing cycle as the configurator offers it: what a month costs on it, and the saving against monthly. */
export type CloudServerCyclePrice = CloudServerQuote['cycles'][number];

/** What is paid when: today, at the first renewal and after the promotion (bonus months) ends. */
export type CloudServerTimeline = CloudServerQuote['timeline'];

/** The answer of the pricing call (POST /api/products/cloud-server/price): every amount in integer cents. */
export type CloudServerQuote = z.infer<typeof cloudServerQuoteSchema>;

/** The option catalogue the configurator shows (GET /api/products/cloud-server/options), in the x-locale language. */
export type CloudServerOptions = z.infer<typeof cloudServerOptionsSchema>;

/** GET /api/cloud-servers/baby-usage: how many of the limit are used (owned and active, and in the cart). */
export type BabyCloudUsage = z.infer<typeof babyCloudUsageSchema>;

/** A backup the customer can restore a new server from. */
export type CloudRestorePoint = z.infer<typeof cloudRestorePointSchema>;

/**
 * A cloud server the customer owns, changed (spec §3 update kinds, issue 16): `update` sets more or less cpu, ram
 * or storage; `ssd` moves its storage from HDD to SSD. Only these add-ons change a running server.
 */
export const CLOUD_UPDATE_KINDS = ['update', 'ssd'] as const;
export type CloudUpdateKind = (typeof CLOUD_UPDATE_KINDS)[number];
export const CLOUD_UPGRADE_ADDON_KEYS = ['cs-cpu', 'cs-ram', 'cs-more-storage'] as const satisfies readonly CloudServerAddonKey[];
export type CloudUpgradeAddonKey = (typeof CLOUD_UPGRADE_ADDON_KEYS)[number];

/** What a server is made of: its package's cpu, ram and disk plus its add-ons. */
export type CloudServerResources = CloudServerResourcesView['resources'];

/**
 * What a new server is built with (issue 28.8): its package's resources plus every paid add-on, its monthly bandwidth
 * and its IPv4 addresses (cloudServerSpecSchema says which).
 */
export type CloudServerSpec = z.infer<typeof cloudServerSpecSchema>;

/** GET /api/user/cloud-servers/{id}/resources: the server now, what its disk holds, and whether a change is being applied. */
export type CloudServerResourcesView = z.infer<typeof cloudServerResourcesViewSchema>;

/** The price of a change (POST /api/user/cloud-servers/{id}/upgrade/price), in cents, computed by the api. */
export type CloudServerUpgradeQuote = z.infer<typeof cloudServerUpgradeQuoteSchema>;

/** The upgrade's refusals (§5/§8 style: BAD_REQUEST with the rule's words). */
export const CLOUD_UPGRADE_MESSAGES = {
  nothingChanged: 'Choose more or less CPU, RAM or storage to change',
  alreadySsd: 'This server already has SSD storage',
  notRunning: 'The server must be running to change its resources',
  termEnded: 'Renew the server before changing its resources',
  storageBelowUsed: 'The server holds {used} GB: its storage cannot be smaller than that ({size} GB chosen)',
  changed: 'The server was changed since this upgrade was priced: please price it again',
} as const;
