/** Catalogue constants of spec §3. Prices live in the database (seeded by the api), never here. */

export const PRODUCT_CATEGORIES = [
  'DOMAIN',
  'CLOUD_SERVER',
  'CLOUD_HOSTING',
  'SHARED_HOSTING',
  'SMS_BRAND_NAME',
  'SMS_SERVICE',
  'WORDPRESS_HOSTING',
  'AWS',
  'SSL',
  'OTHER',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const CATEGORY_DISPLAY_NAMES: Record<ProductCategory | 'SUMMARY', string> = {
  DOMAIN: 'Domain',
  CLOUD_HOSTING: 'Cloud Hosting',
  CLOUD_SERVER: 'Cloud Server',
  SHARED_HOSTING: 'Shared Hosting',
  SMS_BRAND_NAME: 'Brandname',
  SMS_SERVICE: 'SMS Service',
  AWS: 'AWS',
  WORDPRESS_HOSTING: 'WordPress Hosting',
  SSL: 'SSL Certificate',
  OTHER: 'Other',
  SUMMARY: 'Summary',
};

/** The product types billed by the month, bought by package code. */
export const HOSTING_PRODUCT_TYPES = ['shared-hosting', 'cloud-hosting', 'wordpress-hosting', 'cloud-server'] as const;
export type HostingProductType = (typeof HOSTING_PRODUCT_TYPES)[number];

/** The AWS partner offering and the SMS products (spec §1, §3 categories AWS, SMS_BRAND_NAME, SMS_SERVICE), each ordered with a form of its own. */
export const PARTNER_PRODUCT_TYPES = ['aws', 'sms-brand-name', 'sms-service'] as const;
export type PartnerProductType = (typeof PARTNER_PRODUCT_TYPES)[number];

/** What GET /api/products sells (a products row's `type`), besides domains: the hosting types, SSL, AWS and SMS. */
export const PRODUCT_TYPES = [...HOSTING_PRODUCT_TYPES, 'ssl', ...PARTNER_PRODUCT_TYPES] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * The kinds of item a cart holds (a cart item's `type`): a domain, one of the product types, or the upgrade of a
 * cloud server the customer owns (§3 cart item type upgrade: more or less cpu, ram or storage, SSD; its fee is the
 * rest of the term's difference, so it has no term of its own).
 */
export const CART_ITEM_KINDS = ['domain', ...PRODUCT_TYPES, 'upgrade'] as const;
export type CartItemKind = (typeof CART_ITEM_KINDS)[number];

/** The category (spec §3) each cart item kind is filed under. */
export const CART_ITEM_CATEGORY = {
  domain: 'DOMAIN',
  'shared-hosting': 'SHARED_HOSTING',
  'cloud-hosting': 'CLOUD_HOSTING',
  'wordpress-hosting': 'WORDPRESS_HOSTING',
  'cloud-server': 'CLOUD_SERVER',
  ssl: 'SSL',
  aws: 'AWS',
  'sms-brand-name': 'SMS_BRAND_NAME',
  'sms-service': 'SMS_SERVICE',
  upgrade: 'CLOUD_SERVER',
} as const satisfies Record<CartItemKind, ProductCategory>;

export type BillingUnit = 'year' | 'month';

/** The billing terms a kind of item can be bought for: the unit, every term offered and accepted, the preselected one. */
export interface BillingTerms {
  readonly unit: BillingUnit;
  readonly terms: readonly number[];
  readonly initial: number;
}

const MONTHLY = { unit: 'month', terms: [1, 12, 24, 36], initial: 12 } as const satisfies BillingTerms;

/**
 * The billing terms per cart item kind: the api accepts exactly these (cart schemas, re-pricing) and the UIs
 * offer exactly these. Domains: 1 to 10 years (a premium name, a transfer and a reactivation: 1 year only, by
 * the domain rules); hosting and servers by the month; SSL by the year.
 */
export const BILLING_TERMS = {
  domain: { unit: 'year', terms: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], initial: 1 },
  'shared-hosting': MONTHLY,
  'cloud-hosting': MONTHLY,
  'wordpress-hosting': MONTHLY,
  'cloud-server': MONTHLY,
  ssl: { unit: 'year', terms: [1, 2, 3], initial: 1 },
  /** The AWS account request: a one-time onboarding. */
  aws: { unit: 'month', terms: [1], initial: 1 },
  /** A sender name is registered with the operators for a year. */
  'sms-brand-name': { unit: 'year', terms: [1], initial: 1 },
  /** An SMS package: credits bought once (their number in the item). */
  'sms-service': { unit: 'month', terms: [1], initial: 1 },
  /** A server's upgrade: paid once, for the rest of the server's own term. */
  upgrade: { unit: 'month', terms: [1], initial: 1 },
} as const satisfies Record<CartItemKind, BillingTerms>;

/** Domain actions sold for one year only: a transfer adds one year, a reactivation restores one. */
export const ONE_YEAR_DOMAIN_ACTIONS = ['transfer', 'reactivate'] as const satisfies readonly DomainCartAction[];

/** The terms in years a domain item can have: one year for a premium name (spec §9) and the one-year actions. */
export function domainTermsOf(action: DomainCartAction, premium: boolean): readonly number[] {
  return premium || (ONE_YEAR_DOMAIN_ACTIONS as readonly string[]).includes(action) ? [1] : BILLING_TERMS.domain.terms;
}

/**
 * §9 bonus offers, said once: the months given free on top of the first term of a product bought for `months`
 * months (a promotion: renewals run without them). A cloud server: +2 months per full year of its cycle;
 * WordPress hosting: one extra month on a term of 12 months or more. No other product has any. The configurators,
 * the cart, the invoice and the service's first renewal date (renewsAt) all read bonusMonthsFor.
 */
export const BONUS_OFFERS = {
  'cloud-server': { everyMonths: 12, months: 2, perYear: true },
  'wordpress-hosting': { everyMonths: 12, months: 1, perYear: false },
} as const satisfies Partial<Record<CartItemKind, { everyMonths: number; months: number; perYear: boolean }>>;

/** The free months added to the first term of a `kind` bought for `months` months (0 for a kind with no bonus offer). */
export function bonusMonthsFor(kind: string, months: number): number {
  const offer = (BONUS_OFFERS as Record<string, { everyMonths: number; months: number; perYear: boolean } | undefined>)[kind];
  if (!offer) return 0;
  if (offer.perYear) return Math.floor(months / offer.everyMonths) * offer.months;
  return months >= offer.everyMonths ? offer.months : 0;
}

/** A hosting or server term in months, as the cart accepts it. */
export type HostingMonths = (typeof MONTHLY.terms)[number];
/** An SSL term in years. */
export type SslYears = (typeof BILLING_TERMS.ssl.terms)[number];

export function isCartItemKind(value: string): value is CartItemKind {
  return (CART_ITEM_KINDS as readonly string[]).includes(value);
}

/** The billing terms of a kind of cart item (an unknown kind has none). */
export function billingTermsOf(kind: string): BillingTerms | null {
  return isCartItemKind(kind) ? BILLING_TERMS[kind] : null;
}

/** Whether `period` (in the kind's unit) is a term the catalogue sells the kind for. */
export function isBillingTerm(kind: string, period: number): boolean {
  return billingTermsOf(kind)?.terms.includes(period) ?? false;
}

export const SERVICE_FAMILIES = ['cloudserver', 'cloudhosting', 'sharedhosting', 'wordpresshosting'] as const;

export const ORDER_ACTION_TYPES = ['REGISTER', 'RENEW'] as const;
export const DOMAIN_CART_ACTIONS = ['register', 'renew', 'reactivate', 'transfer'] as const;
export type DomainCartAction = (typeof DOMAIN_CART_ACTIONS)[number];

export const SSL_PRODUCTS = [
  'positivessl',
  'essentialssl',
  'positivessl-multi-domain',
  'instantssl',
  'instantssl-pro',
  'positivessl-wildcard',
  'ev-ssl',
  'premiumssl',
  'unified-communications',
  'comodossl-multi-domain-ssl',
  'essentialssl-wildcard',
  'comodossl-ev-multi-domain-ssl',
  'premiumssl-wildcard',
] as const;
export type SslProductCode = (typeof SSL_PRODUCTS)[number];
export const SSL_COVERAGE = ['single-domain', 'multi-domain', 'wildcard'] as const;

export const OPERATING_SYSTEMS = [
  'Ubuntu 18.04',
  'Ubuntu 20.04',
  'Ubuntu 22.04',
  'Ubuntu 24.04',
  'CentOS 7',
  'CentOS 9',
  'CentOS 10',
  'Debian 11',
  'Windows Server 2019',
  'Windows 10',
  'AlmaLinux 8.10',
  'AlmaLinux 9.4',
  'AlmaLinux 9.5',
  'Rocky Linux 8.10',
  'Rocky Linux 9.4',
] as const;

export const TLD_REGIONS = ['americas', 'europe', 'asia', 'africa'] as const;
export type TldRegion = (typeof TLD_REGIONS)[number];
export const TLD_KINDS = ['generic', 'country'] as const;
export type TldKind = (typeof TLD_KINDS)[number];

export const VOUCHER_CODES = [
  'TRIAL-CS1M',
  'TRIAL-CH1M',
  'TRIAL-SH1M',
  'TRIAL-WP1M',
  'CLOUD_HOSTING_DOMAIN_DISCOUNT',
  'SHARED_HOSTING_DOMAIN_DISCOUNT',
  'WP_HOSTING_EXTRA_DISCOUNT',
  'PC',
  'AWS_ACCOUNT_DISCOUNT',
] as const;

export const SEASONAL_THEMES = ['default', 'christmas', 'spring', 'summer', 'autumn'] as const;
export type SeasonalTheme = (typeof SEASONAL_THEMES)[number];

/** URL slugs per product area (spec §2). */
export const PRODUCT_SLUGS = {
  CLOUD_SERVER: 'cloud',
  CLOUD_HOSTING: 'hosting',
  SHARED_HOSTING: 'shared-hosting',
  WORDPRESS_HOSTING: 'wordpress-hosting',
  DOMAIN: 'domain',
  AWS: 'aws-partner',
  SMS_SERVICE: 'sms',
  SSL: 'ssl',
} as const;

/** Business constants of spec §9. */
export const LIMITS = {
  minTopUpCents: 1000,
  savedContacts: 3,
  activeBabyCloudServers: 10,
  passwordMin: 8,
  passwordMax: 32,
  serverNameMax: 40,
  domainMax: 70,
  domainSearchMax: 67,
  subdomainMax: 32,
  domainSearchKeywords: 5,
  domainSearchTlds: 5,
  priceSearchYears: 10,
  premiumDomainYears: 1,
} as const;

/** Spec §9: responsive breakpoints in px. */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** Spec §2/§9: loading bar and navigation timings in ms. */
export const TIMINGS = {
  loadingBarThrottle: 200,
  loadingBarDuration: 5000,
  loadingBarHideAfter: 500,
  scrollDelay: 320,
  minDataFetch: 200,
} as const;

/** Spec §2 notifications: entries-per-page choices. */
export const PER_PAGE_CHOICES = [5, 10, 20, 50] as const;
