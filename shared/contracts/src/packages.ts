/**
 * The package codes of spec §3, by the product type billed by the month that sells them. A module of their own: a
 * module is bundled with every export any chunk reads, and every page's start reads the catalogue module, so these
 * lists (read by the remotes, the api and the staff console) stay out of the pages that do not use them.
 */
import type { HostingProductType } from './catalogue';

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

/** The packages of each product type billed by the month (§3 package codes), in the order the pages list them. */
export const PACKAGES_OF_TYPE = {
  'cloud-server': CLOUD_SERVER_PACKAGES,
  'cloud-hosting': CLOUD_HOSTING_PACKAGES,
  'shared-hosting': SHARED_HOSTING_PACKAGES,
  'wordpress-hosting': WORDPRESS_PACKAGES,
} as const satisfies Record<HostingProductType, readonly PackageCode[]>;

/** Every package code of the catalogue. */
export const PACKAGE_CODES: readonly PackageCode[] = Object.values(PACKAGES_OF_TYPE).flat();

export function isPackageCode(value: string): value is PackageCode {
  return (PACKAGE_CODES as readonly string[]).includes(value);
}
