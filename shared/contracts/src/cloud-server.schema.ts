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
  backupId: z.string().min(1).max(64).nullable().optional(),
  serverName: serverNameSchema,
  months: z.literal(BILLING_TERMS['cloud-server'].terms).default(BILLING_TERMS['cloud-server'].initial),
};

const backupChosen = (config: { source: string; backupId?: string | null }) => config.source === 'NEW' || Boolean(config.backupId);
const backupRule = { error: CLOUD_SERVER_MESSAGES.backupRequired, path: ['backupId'] };

/** A cloud server's configuration (PUT /api/cart/items/cloud-server, PATCH of its cart item). */
export const cloudServerConfigurationSchema = z.object(configurationFields).refine(backupChosen, backupRule);

/** The cart's item of a cloud server: its configuration, tagged with its type (PUT /api/cart/items takes it too). */
export const cloudServerCartItemInput = z.object({ type: z.literal('cloud-server'), ...configurationFields }).refine(backupChosen, backupRule);

/** The pricing call prices a configuration before it has a name: the name is not needed (nor checked) there. */
export const cloudServerQuoteBodySchema = z.object({ ...configurationFields, serverName: z.string().max(200).optional() }).refine(backupChosen, backupRule);

export const cloudServerEditParamsSchema = z.object({ type: z.string().min(1).max(32), key: z.string().min(1).max(64) });

const cents = z.number().int();
const lineSchema = z.object({ key: z.enum(CLOUD_SERVER_LINE_KEYS), quantity: z.number(), unit: z.string(), amount: cents });

export const cloudServerQuoteSchema = z.object({
  package: z.string(),
  lines: z.array(lineSchema),
  monthly: cents,
  months: z.number().int(),
  cycles: z.array(z.object({ months: z.number().int(), monthly: cents, total: cents, saving: cents, savingPercent: z.number(), bonusMonths: z.number().int() })),
  timeline: z.object({
    today: z.object({ amount: cents, months: z.number().int(), bonusMonths: z.number().int(), effectiveMonthly: cents }),
    firstRenewal: z.object({ afterMonths: z.number().int(), amount: cents, months: z.number().int() }),
    afterPromotion: z.object({ effectiveMonthly: cents }),
  }),
});

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

export const babyCloudUsageSchema = z.object({ owned: z.number().int(), inCart: z.number().int(), used: z.number().int(), limit: z.number().int() });

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

const resourcesSchema = z.object({ vcpu: z.number().int(), ramGb: z.number().int(), storageGb: z.number().int(), storageType: z.enum(CLOUD_STORAGE_TYPES) });

/** A server's build: its resources, bandwidth and number of IPv4 addresses (CloudServerSpec). */
export const cloudServerSpecSchema = resourcesSchema.extend({ bandwidthTb: z.number().int(), ipCount: z.number().int() });

export const cloudServerResourcesViewSchema = z.object({
  serviceId: z.string(),
  package: z.string(),
  resources: resourcesSchema,
  addons: z.object({ 'cs-cpu': z.number().int().optional(), 'cs-ram': z.number().int().optional(), 'cs-more-storage': z.number().int().optional() }),
  usedStorageGb: z.number().int(),
  resizing: z.boolean(),
});

export const cloudServerUpgradeQuoteSchema = z.object({
  kind: z.enum(CLOUD_UPDATE_KINDS),
  current: resourcesSchema,
  next: resourcesSchema,
  currentRenewal: z.number().int(),
  renewal: z.number().int(),
  remainingDays: z.number().int(),
  termDays: z.number().int(),
  fee: z.number().int(),
  lines: z.array(z.object({ key: z.literal('upgradeFee'), amount: z.number().int() })),
  downgrade: z.boolean(),
});
