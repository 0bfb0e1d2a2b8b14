import { LIMITS } from './catalogue';
import { CLOUD_HOSTING_PACKAGES, SHARED_HOSTING_PACKAGES, WORDPRESS_PACKAGES } from './packages';
import { DOMAIN_MESSAGES } from './domain-rules';
import { isDomainName, MESSAGES, PATTERNS } from './validation';
import type { z } from 'zod';
import type { connectableDomainSchema, domainConnectionSchema, hostingDemoSchema, hostingDomainOfferSchema, hostingPlanChangeQuoteSchema, hostingQuoteSchema, wordpressExtraSchema } from './hosting-config.schema';

/**
 * The hosting configurator (spec §2 hosting pages and WordPress config page, §3 hosting item fields, §5, §9):
 * constants and rules shared by the forms and the api. Prices live in the database (api seed), never here.
 */

/** The hosting types configured here (a cloud server has its own configurator: cloud-server.ts). */
export const HOSTING_CONFIG_TYPES = ['shared-hosting', 'cloud-hosting', 'wordpress-hosting'] as const;
export type HostingConfigType = (typeof HOSTING_CONFIG_TYPES)[number];

export const HOSTING_PACKAGES_OF = {
  'shared-hosting': SHARED_HOSTING_PACKAGES,
  'cloud-hosting': CLOUD_HOSTING_PACKAGES,
  'wordpress-hosting': WORDPRESS_PACKAGES,
} as const satisfies Record<HostingConfigType, readonly string[]>;

/** The configurator's page of each type, under the locale root (spec §2 routes). */
export const HOSTING_PAGES = {
  'shared-hosting': '/hosting/shared',
  'cloud-hosting': '/hosting/cloud',
  'wordpress-hosting': '/hosting/wordpress',
} as const satisfies Record<HostingConfigType, string>;

/**
 * The configurator of each configurable cart item kind (spec §7 PATCH /cart/items/{type}/{key}): the basket's
 * "Edit" opens it with the item loaded (?item=<key>), and it saves the item back.
 */
export const CONFIGURATOR_PAGES = {
  'cloud-server': '/cloud',
  'shared-hosting': '/hosting/shared/configure',
  'cloud-hosting': '/hosting/cloud/configure',
  'wordpress-hosting': '/hosting/wordpress/configure',
} as const;

/** Where a cart item is edited (its configurator with the item), or null for a kind that is not configured. */
export function configuratorPathOf(item: { type: string; key: string }): string | null {
  const page = Object.hasOwn(CONFIGURATOR_PAGES, item.type) ? CONFIGURATOR_PAGES[item.type as keyof typeof CONFIGURATOR_PAGES] : null;
  return page ? `${page}?item=${encodeURIComponent(item.key)}` : null;
}

export function isHostingConfigType(value: string): value is HostingConfigType {
  return (HOSTING_CONFIG_TYPES as readonly string[]).includes(value);
}

/** Add-ons of a hosting plan (§3: additional file storage, additional database storage, additional IP): quantity limits; unit prices are the api's. */
export const HOSTING_ADDONS = {
  fileStorage: { min: 0, max: 500, step: 10, unit: 'GB' },
  databaseStorage: { min: 0, max: 100, step: 5, unit: 'GB' },
  additionalIp: { min: 0, max: 4, step: 1, unit: 'IP' },
} as const;
export type HostingAddonKey = keyof typeof HOSTING_ADDONS;
export const HOSTING_ADDON_KEYS = Object.keys(HOSTING_ADDONS) as HostingAddonKey[];
export type HostingAddons = Record<HostingAddonKey, number>;
export const NO_HOSTING_ADDONS: HostingAddons = { fileStorage: 0, databaseStorage: 0, additionalIp: 0 };

/** The domain connection of a hosting plan (§3): one domain per plan (§5). */
export const DOMAIN_CONNECTION_KINDS = ['existing', 'new', 'thirdParty', 'subdomain', 'inCart'] as const;
export type DomainConnectionKind = (typeof DOMAIN_CONNECTION_KINDS)[number];
/** The domain connection of a hosting plan (§3): which kind, and the domain (or subdomain) it names. */
export type DomainConnection = z.infer<typeof domainConnectionSchema>;

/** The zone a subdomain connection lives under: `{subdomain}.{zone}`. */
export const HOSTING_SUBDOMAIN_ZONE = 'sites.cloudhost.com.kh';

/** The name a connection points the site at. */
export function connectedName(connection: DomainConnection): string {
  return connection.kind === 'subdomain' ? `${connection.subdomain.toLowerCase()}.${HOSTING_SUBDOMAIN_ZONE}` : connection.domain;
}

/** Data centres a WordPress site runs in (spec §1: Cambodia and Thailand). */
export const HOSTING_REGIONS = ['KH', 'TH'] as const;
export type HostingRegion = (typeof HOSTING_REGIONS)[number];

/** The WordPress configurator's steps (spec §2), in order; the review follows the last. */
export const WORDPRESS_STEPS = ['REGION', 'WEBSITE_NAME', 'DOMAIN', 'PACKAGE', 'THEME', 'PLUGIN', 'PAYMENT_PLAN'] as const;
export type WordpressStep = (typeof WORDPRESS_STEPS)[number];
export const WORDPRESS_REVIEW_STEP = 'REVIEW' as const;
export const WORDPRESS_MAX_PLUGINS = 10;

/**
 * §9 free extras: a domain free for its first year with an annual plan (12 months or more) of these packages (the
 * shared plans whose features say so, and WordPress: GET /domains/wordpress-free-domain offers it), on the TLDs
 * offered free (never a premium name); it renews at the TLD's renewal price.
 */
export const FREE_DOMAIN_MIN_MONTHS = 12;
export const FREE_DOMAIN_PACKAGES = ['sh-basic', 'sh-essential', 'sh-standard', 'sh-business', 'sh-professional', ...WORDPRESS_PACKAGES] as const;
export const FREE_DOMAIN_TLDS = ['com', 'net', 'org', 'info', 'xyz', 'online', 'site'] as const;

/** Whether the package's plan for `months` comes with a free first-year domain at all. */
export function planHasFreeDomain(packageKey: string, months: number): boolean {
  return (FREE_DOMAIN_PACKAGES as readonly string[]).includes(packageKey) && months >= FREE_DOMAIN_MIN_MONTHS;
}

/** Whether this (non-premium) name is free for its first year with the package's plan for `months`. */
export function freeDomainApplies(packageKey: string, months: number, domain: string): boolean {
  const tld = domain.slice(domain.indexOf('.') + 1);
  return planHasFreeDomain(packageKey, months) && (FREE_DOMAIN_TLDS as readonly string[]).includes(tld);
}

/** The §5 and §8 messages of the hosting configurator (English; the UI translates them through `messages`). */
export const HOSTING_MESSAGES = {
  completeDomainConfig: 'Please complete domain config',
  alreadyConnected: 'Already connected to another hosting',
  notExisted: DOMAIN_MESSAGES.notExisted,
  thirdPartyDomain: MESSAGES.thirdPartyDomain,
  subdomain: `Subdomain must be 1 to ${LIMITS.subdomainMax} letters, digits or hyphens and cannot start with a hyphen`,
  websiteNameRequired: 'Website name field is required',
  websiteNameMax: `Website name must be shorter than or equal to ${LIMITS.serverNameMax} characters`,
  websiteNameInvalid: 'Website name may contain only letters, digits, hyphens and dots',
  unknownPackage: 'This plan does not exist',
  wrongPackageType: 'This plan is not a {type} plan',
  quantity: '{addon} must be from {min} to {max} in steps of {step}',
  unknownTheme: 'This theme does not exist',
  unknownPlugin: 'This plugin does not exist',
  tooManyPlugins: `Choose at most ${WORDPRESS_MAX_PLUGINS} plugins`,
  notInCart: 'Domain {name} is not in your cart',
  notYours: 'Domain {name} is not yours',
  signInForExisting: 'Please login to continue',
} as const;

/** The rules of moving a hosting account to another plan of its kind (English; the UI translates them through `messages`). */
export const HOSTING_PLAN_MESSAGES = {
  samePlan: 'The hosting account is on this plan already',
  notActive: 'The hosting account must be active to change its plan',
  termEnded: 'Renew the hosting account before changing its plan',
  changing: 'The last change of plan is still being made: try again in a few minutes',
  changed: 'The hosting account was changed since this change of plan was priced: please price it again',
} as const;

/** The §5 message a third-party domain breaks, or null. */
export function thirdPartyDomainProblem(value: string): string | null {
  const name = value.trim().toLowerCase();
  if (!name || name.startsWith('www.') || !isDomainName(name)) return HOSTING_MESSAGES.thirdPartyDomain;
  return null;
}

/** The §5 message a subdomain breaks, or null. */
export function subdomainProblem(value: string): string | null {
  return PATTERNS.subdomain.test(value.trim()) && value.trim().length <= LIMITS.subdomainMax ? null : HOSTING_MESSAGES.subdomain;
}

const WEBSITE_NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** The §5 message a website (server) name breaks, or null: required, at most 40 characters, hostname-safe. */
export function websiteNameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return HOSTING_MESSAGES.websiteNameRequired;
  if (name.length > LIMITS.serverNameMax) return HOSTING_MESSAGES.websiteNameMax;
  if (!WEBSITE_NAME_PATTERN.test(name)) return HOSTING_MESSAGES.websiteNameInvalid;
  return null;
}

/** The §5 message an add-on quantity breaks, or null. */
export function hostingAddonProblem(key: HostingAddonKey, quantity: number): string | null {
  const { min, max, step } = HOSTING_ADDONS[key];
  if (!Number.isInteger(quantity) || quantity < min || quantity > max || quantity % step !== 0) {
    return HOSTING_MESSAGES.quantity.replace('{addon}', key).replace('{min}', String(min)).replace('{max}', String(max)).replace('{step}', String(step));
  }
  return null;
}

/** A theme or plugin of the WordPress catalogue (POST /products/wordpress-hosting/themes and /plugins). */
export type WordpressExtra = z.infer<typeof wordpressExtraSchema>;

/** One priced line of a hosting configuration, in cents for the whole term. */
export type HostingPriceLine = HostingQuote['lines'][number];

/** POST /api/products/{type}/price: the configuration's price, computed by the api. */
export type HostingQuote = z.infer<typeof hostingQuoteSchema>;

/** POST /api/user/hosting/{id}/plan/price: what moving one of my hosting accounts to another plan costs. */
export type HostingPlanChangeQuote = z.infer<typeof hostingPlanChangeQuoteSchema>;

/** GET /api/products/shared-hosting/demo: the demo control panel a visitor can look at. */
export type HostingDemo = z.infer<typeof hostingDemoSchema>;

/** GET /api/domains/search/connecting: the customer's own names a plan can connect, and whether one is taken by another plan. */
export type ConnectableDomain = z.infer<typeof connectableDomainSchema>;

/** GET /api/domains/search/cloud-hosting and /domains/wordpress-free-domain: names to buy with a plan. */
export type HostingDomainOffer = z.infer<typeof hostingDomainOfferSchema>;
