import { z } from 'zod';
import { BILLING_TERMS, LIMITS } from './catalogue';
import { CLOUD_SERVER_PACKAGES } from './packages';
import {
  CLOUD_OS_KEYS,
  CLOUD_REGIONS,
  CLOUD_SERVER_ADDONS,
  CLOUD_SERVER_ADDON_KEYS,
  CLOUD_SERVER_LINE_KEYS,
  CLOUD_SERVER_MESSAGES,
  CLOUD_SERVER_SOURCES,
  CLOUD_STORAGE_TYPES,
  CLOUD_UPDATE_KINDS,
  SERVER_NAME_MESSAGES,
  SERVER_NAME_PATTERN,
  type CloudServerAddonKey,
} from './cloud-server';
import { formatMessage } from './errors';

const addonQuantity = (key: CloudServerAddonKey) => {
  const { min, max, step } = CLOUD_SERVER_ADDONS[key];
  const message = formatMessage(CLOUD_SERVER_MESSAGES.quantity, { addon: key, min, max });
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((value) => value % step === 0, { error: message })
    .optional();
};

export const cloudServerAddonsSchema = z
  .strictObject({
    'cs-cpu': addonQuantity('cs-cpu'),
    'cs-ram': addonQuantity('cs-ram'),
    'cs-bandwidth': addonQuantity('cs-bandwidth'),
    'cs-additional-ip': addonQuantity('cs-additional-ip'),
    'cs-more-storage': addonQuantity('cs-more-storage'),
  })
  .default({});

export const serverNameSchema = z
  .string({ error: SERVER_NAME_MESSAGES.required })
  .trim()
  .min(1, { error: SERVER_NAME_MESSAGES.required })
  .max(LIMITS.serverNameMax, { error: SERVER_NAME_MESSAGES.max })
  .regex(SERVER_NAME_PATTERN, { error: SERVER_NAME_MESSAGES.invalid });

const configurationFields = {
  region: z.enum(CLOUD_REGIONS),
  package: z.enum(CLOUD_SERVER_PACKAGES, { error: CLOUD_SERVER_MESSAGES.unknownPackage }),
  os: z.enum(CLOUD_OS_KEYS as [string, ...string[]], { error: CLOUD_SERVER_MESSAGES.unknownOs }),
  storageType: z.enum(CLOUD_STORAGE_TYPES).default('ssd'),
  addons: cloudServerAddonsSchema,
  source: z.enum(Object.keys(CLOUD_SERVER_SOURCES) as ['NEW', 'BACKUP']).default('NEW'),
  /** The backup restored when source is BACKUP. */
  backupId: z.string().min(1).max(64).nullable().optional(),
  serverName: serverNameSchema,
  months: z.literal(BILLING_TERMS['cloud-server'].terms).default(BILLING_TERMS['cloud-server'].initial),
};

const backupChosen = (config: { source: string; backupId?: string | null }) => config.source === 'NEW' || Boolean(config.backupId);
const backupRule = { error: CLOUD_SERVER_MESSAGES.backupRequired, path: ['backupId'] };

/**
 * A cloud server's configuration (PUT /api/cart/items/cloud-server, PATCH of its cart item); its output, defaults
 * applied, is `CloudServerConfiguration`.
 */
export const cloudServerConfigurationSchema = z.object(configurationFields).refine(backupChosen, backupRule);

/** The cart's item of a cloud server: its configuration, tagged with its type (PUT /api/cart/items takes it too). */
export const cloudServerCartItemInput = z.object({ type: z.literal('cloud-server'), ...configurationFields }).refine(backupChosen, backupRule);

/** The pricing call prices a configuration before it has a name: the name is not needed (nor checked) there. */
export const cloudServerQuoteBodySchema = z.object({ ...configurationFields, serverName: z.string().max(200).optional() }).refine(backupChosen, backupRule);

export const cloudServerEditParamsSchema = z.object({ type: z.string().min(1).max(32), key: z.string().min(1).max(64) });

const cents = z.number().int();
/** One line of a price: a §3 key, the quantity it counts and its monthly amount in cents. */
const lineSchema = z.object({
  key: z.enum(CLOUD_SERVER_LINE_KEYS),
  quantity: z.number(),
  unit: z.string(),
  /** Cents per month. */
  amount: cents,
});

/** Each billing cycle as the configurator offers it: what a month costs on it, and the saving against monthly. */
const cyclePriceSchema = z.object({
  months: z.number().int(),
  monthly: cents,
  total: cents,
  /** Cents saved on the cycle against paying monthly for as long. */
  saving: cents,
  savingPercent: z.number(),
  bonusMonths: z.number().int(),
});

/** The answer of the pricing call (POST /api/products/cloud-server/price): every amount in integer cents. */
export const cloudServerQuoteSchema = z.object({
  package: z.string(),
  lines: z.array(lineSchema),
  /** The configuration's monthly price before any cycle discount. */
  monthly: cents,
  months: z.number().int(),
  cycles: z.array(cyclePriceSchema),
  /** What is paid when: today, at the first renewal and after the promotion (bonus months) ends. */
  timeline: z.object({
    today: z.object({ amount: cents, months: z.number().int(), bonusMonths: z.number().int(), effectiveMonthly: cents }),
    firstRenewal: z.object({ afterMonths: z.number().int(), amount: cents, months: z.number().int() }),
    afterPromotion: z.object({ effectiveMonthly: cents }),
  }),
});

/** The option catalogue the configurator shows (GET /api/products/cloud-server/options), in the x-locale language. */
export const cloudServerOptionsSchema = z.object({
  regions: z.array(z.enum(CLOUD_REGIONS)),
  packages: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      bestSeller: z.boolean(),
      baby: z.boolean(),
      vcpu: z.number(),
      ramGb: z.number(),
      storageGb: z.number(),
      bandwidthTb: z.number(),
      /** Cents per month with SSD storage; with HDD storage. */
      price: cents,
      hddPrice: cents,
    }),
  ),
  operatingSystems: z.array(
    z.object({ key: z.string(), name: z.string(), family: z.string(), version: z.string(), windows: z.boolean(), description: z.string(), licencePrice: cents }),
  ),
  storageTypes: z.array(z.enum(CLOUD_STORAGE_TYPES)),
  addons: z.array(
    z.object({ key: z.enum(CLOUD_SERVER_ADDON_KEYS as [CloudServerAddonKey, ...CloudServerAddonKey[]]), line: z.enum(CLOUD_SERVER_LINE_KEYS), unit: z.string(), min: z.number(), max: z.number(), step: z.number(), price: cents, hddPrice: cents.nullable() }),
  ),
  cycles: z.array(z.object({ months: z.number().int(), discountPercent: z.number() })),
});

/** GET /api/cloud-servers/baby-usage: how many of the limit are used (owned and active, and in the cart). */
export const babyCloudUsageSchema = z.object({ owned: z.number().int(), inCart: z.number().int(), used: z.number().int(), limit: z.number().int() });

/** A backup the customer can restore a new server from. */
export const cloudRestorePointSchema = z.object({
  id: z.string(),
  serverName: z.string(),
  label: z.string(),
  sizeGb: z.number(),
  createdAt: z.string(),
  available: z.boolean(),
});

/** The change asked of an owned server: the kind (§3 update kinds) and the cpu, ram and extra storage it should have. */
export const cloudServerUpgradeBodySchema = z.object({
  kind: z.enum(CLOUD_UPDATE_KINDS),
  addons: z
    .strictObject({ 'cs-cpu': addonQuantity('cs-cpu'), 'cs-ram': addonQuantity('cs-ram'), 'cs-more-storage': addonQuantity('cs-more-storage') })
    .default({}),
});

/** PUT /api/cart/items/upgrade: the change, for one of the customer's servers. */
export const cloudServerUpgradeItemSchema = cloudServerUpgradeBodySchema.extend({ serviceId: z.uuid() });

export const cloudServerIdParamsSchema = z.object({ id: z.uuid() });

/** What a server is made of: its package's cpu, ram and disk plus its add-ons. */
const resourcesSchema = z.object({ vcpu: z.number().int(), ramGb: z.number().int(), storageGb: z.number().int(), storageType: z.enum(CLOUD_STORAGE_TYPES) });

/**
 * What a new server is built with (issue 28.8): its package's resources plus every paid add-on — more vCPU, RAM
 * and storage, its monthly bandwidth (the package's TB plus cs-bandwidth) and its IPv4 addresses (one, plus each
 * cs-additional-ip). The provisioner is asked for exactly this; the account and the ready email show it.
 */
export const cloudServerSpecSchema = resourcesSchema.extend({ bandwidthTb: z.number().int(), ipCount: z.number().int() });

/** GET /api/user/cloud-servers/{id}/resources: the server now, what its disk holds, and whether a change is being applied. */
export const cloudServerResourcesViewSchema = z.object({
  serviceId: z.string(),
  package: z.string(),
  resources: resourcesSchema,
  addons: z.object({ 'cs-cpu': z.number().int().optional(), 'cs-ram': z.number().int().optional(), 'cs-more-storage': z.number().int().optional() }),
  /** The GB its disk holds now (the control panel's figure): storage cannot go below it. */
  usedStorageGb: z.number().int(),
  /** A paid change not yet applied by the control panel. */
  resizing: z.boolean(),
});

/** The price of a change (POST /api/user/cloud-servers/{id}/upgrade/price), in cents, computed by the api. */
export const cloudServerUpgradeQuoteSchema = z.object({
  kind: z.enum(CLOUD_UPDATE_KINDS),
  current: resourcesSchema,
  next: resourcesSchema,
  /** The server's renewal now and after the change (its own term, at its cycle's discount). */
  currentRenewal: z.number().int(),
  renewal: z.number().int(),
  /** Days left of the term the fee covers, of the term's days. */
  remainingDays: z.number().int(),
  termDays: z.number().int(),
  /** The upgrade fee today: the renewal's difference for the days left, rounded to the cent; 0 for a downgrade. */
  fee: z.number().int(),
  lines: z.array(z.object({ key: z.literal('upgradeFee'), amount: z.number().int() })),
  downgrade: z.boolean(),
});
