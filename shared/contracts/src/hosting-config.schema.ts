import { z } from 'zod';
import { BILLING_TERMS } from './catalogue';
import { cloudServerUpgradeQuoteSchema } from './cloud-server.schema';
import {
  DOMAIN_CONNECTION_KINDS,
  HOSTING_ADDONS,
  HOSTING_CONFIG_TYPES,
  HOSTING_MESSAGES,
  HOSTING_REGIONS,
  hostingAddonProblem,
  subdomainProblem,
  thirdPartyDomainProblem,
  websiteNameProblem,
  WORDPRESS_MAX_PLUGINS,
  type HostingAddonKey,
} from './hosting-config';
import { domainNameSchema } from './validation.schema';

const addonSchema = (key: HostingAddonKey) =>
  z
    .number()
    .int()
    .default(HOSTING_ADDONS[key].min)
    .superRefine((value, ctx) => {
      const problem = hostingAddonProblem(key, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const hostingAddonsSchema = z
  .object({ fileStorage: addonSchema('fileStorage'), databaseStorage: addonSchema('databaseStorage'), additionalIp: addonSchema('additionalIp') })
  .default({ fileStorage: 0, databaseStorage: 0, additionalIp: 0 });

const checked = (problemOf: (value: string) => string | null) =>
  z
    .string({ error: HOSTING_MESSAGES.completeDomainConfig })
    .trim()
    .superRefine((value, ctx) => {
      const problem = problemOf(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** The domain connection (§3): one domain per plan; each kind with its §5 rule. */
export const domainConnectionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('existing'), domain: domainNameSchema }),
    z.object({ kind: z.literal('new'), domain: domainNameSchema }),
    z.object({ kind: z.literal('thirdParty'), domain: checked(thirdPartyDomainProblem).transform((value) => value.toLowerCase()) }),
    z.object({ kind: z.literal('subdomain'), subdomain: checked(subdomainProblem).transform((value) => value.toLowerCase()) }),
    z.object({ kind: z.literal('inCart'), domain: domainNameSchema }),
  ],
  { error: HOSTING_MESSAGES.completeDomainConfig },
);
export const domainConnectionKindSchema = z.enum(DOMAIN_CONNECTION_KINDS);

export const websiteNameSchema = z.string({ error: HOSTING_MESSAGES.websiteNameRequired }).trim().superRefine((value, ctx) => {
  const problem = websiteNameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const months = z.literal(BILLING_TERMS['shared-hosting'].terms).default(BILLING_TERMS['shared-hosting'].initial);

/**
 * The configuration fields of a shared, cloud or WordPress hosting item (§3 hosting item fields): website name,
 * package, payment plan (months), add-ons, the domain connection, and for WordPress the region, theme and plugins.
 * On PUT /cart/items they are optional (a plan added by its package alone); PUT /cart/items/{type} requires the name
 * and the domain ('Please complete domain config').
 */
export const hostingConfigurationFields = {
  websiteName: websiteNameSchema.optional(),
  addons: hostingAddonsSchema,
  domain: domainConnectionSchema.optional(),
  region: z.enum(HOSTING_REGIONS).optional(),
  theme: z.string().min(1).max(64).optional(),
  plugins: z.array(z.string().min(1).max(64)).max(WORDPRESS_MAX_PLUGINS, { error: HOSTING_MESSAGES.tooManyPlugins }).default([]),
};

/** PUT /api/cart/items/{shared-hosting|cloud-hosting|wordpress-hosting} and POST /api/products/{type}/price. */
export const hostingConfigurationSchema = z.object({
  package: z.string().min(1).max(64),
  months,
  ...hostingConfigurationFields,
  websiteName: websiteNameSchema,
  domain: domainConnectionSchema,
});
export type HostingConfiguration = z.output<typeof hostingConfigurationSchema>;
export type HostingConfigurationInput = z.input<typeof hostingConfigurationSchema>;

/** The price call takes a configuration being built: the name and the domain may still be missing. */
export const hostingQuoteBodySchema = z.object({
  package: z.string().min(1).max(64),
  months,
  ...hostingConfigurationFields,
  websiteName: z.string().max(200).optional(),
  /** The cart item being edited (the basket's "Edit"): its own domain is not "another hosting's". */
  editing: z.string().min(1).max(64).optional(),
});

export const hostingTypeParamsSchema = z.object({ type: z.enum(HOSTING_CONFIG_TYPES) });

/** POST /api/user/hosting/{id}/plan/price: the plan of its kind one of my hosting accounts would move to. */
export const hostingPlanChangeBodySchema = z.object({ package: z.string().min(1).max(64) });

/** PUT /api/cart/items/hosting-plan: that change, for one of my hosting accounts. */
export const hostingPlanChangeItemSchema = hostingPlanChangeBodySchema.extend({ serviceId: z.uuid() });

export const hostingServiceParamsSchema = z.object({ id: z.uuid() });

const planSchema = z.object({ package: z.string(), name: z.string() });

/**
 * The price of moving a hosting account to another plan of its kind, in cents: the renewal's difference (the plans'
 * monthly prices for the account's own term) for the days left of the term, rounded once; 0 for a downgrade — the
 * server upgrade's price (renewal now and after, days left of the term's days, the fee and its line), with the
 * plans in place of the resources.
 */
export const hostingPlanChangeQuoteSchema = cloudServerUpgradeQuoteSchema.omit({ kind: true, current: true, next: true }).extend({ current: planSchema, next: planSchema });

/** POST /products/wordpress-hosting/themes and /plugins: an optional category and search words. */
export const wordpressExtrasQuerySchema = z.object({ category: z.string().max(40).optional(), search: z.string().max(60).optional() });

/** A theme or plugin of the WordPress catalogue (POST /products/wordpress-hosting/themes and /plugins). */
export const wordpressExtraSchema = z.object({
  key: z.string(),
  kind: z.enum(['theme', 'plugin']),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Cents a month; 0 = free. */
  monthlyPrice: z.number().int(),
  /** A generated preview: two colours and a layout the browser draws (no external image). */
  preview: z.object({ primary: z.string(), accent: z.string(), layout: z.enum(['blog', 'shop', 'portfolio', 'business', 'landing', 'tool']) }),
});

/** POST /api/products/{type}/price: the configuration's price, computed by the api. */
export const hostingQuoteSchema = z.object({
  type: z.enum(HOSTING_CONFIG_TYPES),
  package: z.string(),
  months: z.number().int(),
  /** The plan and its add-ons for one month. */
  monthly: z.number().int(),
  /** Each priced line of the configuration, in cents for the whole term. */
  lines: z.array(z.object({ key: z.enum(['package', 'fileStorage', 'databaseStorage', 'additionalIp', 'theme', 'plugins', 'domain']), label: z.string(), amount: z.number().int() })),
  /** What is paid today for the term (the domain's first year included). */
  total: z.number().int(),
  /** Free months added to the first term (§9). */
  bonusMonths: z.number().int(),
  /** The connected domain: its first-year price, whether it is free, and its yearly renewal price. */
  domain: z
    .object({ name: z.string(), kind: domainConnectionKindSchema, amount: z.number().int(), free: z.boolean(), renewal: z.number().int().nullable() })
    .nullable(),
  /** What the next term of the same length costs (no bonus, the domain at its renewal price). */
  renewal: z.number().int(),
});

/** GET /api/products/shared-hosting/demo: the demo control panel a visitor can look at. */
export const hostingDemoSchema = z.object({
  /** The control panel's public demo (opens in a new tab); no credentials are needed there. */
  url: z.string(),
  panel: z.string(),
  /** What a shared plan's panel does, in the x-locale language. */
  features: z.array(z.string()),
});

/** GET /api/domains/search/connecting: the customer's own names a plan can connect, and whether one is taken by another plan. */
export const connectableDomainSchema = z.object({ domain: z.string(), expiresAt: z.string(), connected: z.boolean() });

/** GET /api/domains/search/cloud-hosting and /domains/wordpress-free-domain: names to buy with a plan. */
export const hostingDomainOfferSchema = z.object({
  domain: z.string(),
  available: z.boolean(),
  premium: z.boolean(),
  /** First-year price in cents (before the free-domain rule). */
  price: z.number().int(),
  renewal: z.number().int(),
  /** Free for the first year with an annual plan of the type asked for. */
  freeWithAnnualPlan: z.boolean(),
});

/** GET /domains/search/cloud-hosting?keyword=&type= and /domains/wordpress-free-domain?name= */
export const hostingDomainSearchQuerySchema = z.object({
  keyword: z.string().trim().toLowerCase().min(1).max(63),
  type: z.enum(HOSTING_CONFIG_TYPES).default('cloud-hosting'),
});
export const wordpressFreeDomainQuerySchema = z.object({ name: z.string().trim().toLowerCase().min(1).max(63) });
