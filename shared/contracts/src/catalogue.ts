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

export const SERVICE_FAMILIES = ['cloudserver', 'cloudhosting', 'sharedhosting', 'wordpresshosting'] as const;

export const ORDER_ACTION_TYPES = ['REGISTER', 'RENEW'] as const;
export const DOMAIN_CART_ACTIONS = ['register', 'renew', 'reactivate', 'transfer'] as const;
export type DomainCartAction = (typeof DOMAIN_CART_ACTIONS)[number];

export const CLOUD_SERVER_PACKAGES = [
  'cs-baby-cloud-1',
  'cs-baby-cloud-2',
  'cs-basic-cloud-1',
  'cs-basic-cloud-2',
  'cs-basic-cloud-3',
  'cs-standard-cloud-1',
  'cs-standard-cloud-2',
  'cs-standard-cloud-3',
  'cs-premium-cloud-1',
  'cs-premium-cloud-2',
] as const;
export const BEST_SELLER_PACKAGE = 'cs-basic-cloud-1';

export const CLOUD_HOSTING_PACKAGES = ['ch-basic', 'ch-standard', 'ch-advanced', 'ch-professional'] as const;
/** In the order the spec's hosting page lists them. */
export const SHARED_HOSTING_PACKAGES = [
  'sh-lite',
  'sh-basic',
  'sh-essential',
  'sh-standard',
  'sh-business',
  'sh-professional',
] as const;
export const WORDPRESS_PACKAGES = ['wp-basic', 'wp-standard', 'wp-premium'] as const;

export type PackageCode =
  | (typeof CLOUD_SERVER_PACKAGES)[number]
  | (typeof CLOUD_HOSTING_PACKAGES)[number]
  | (typeof SHARED_HOSTING_PACKAGES)[number]
  | (typeof WORDPRESS_PACKAGES)[number];

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
