
/**
 * Maintenance windows (spec §2 maintenance popup with a scheduled window, §3 maintenance_warning cookie, §7 GET
 * /maintenance; issue 18 item 4): staff schedule one; before it the storefront warns, during it the affected pages
 * show the under-maintenance page.
 */
import type { z } from 'zod';
import type { maintenanceStatusSchema, maintenanceWindowSchema, staffMaintenanceListSchema, staffMaintenanceWindowSchema } from './maintenance.schema';

/** The products a window can take down, with the paths (locale prefix removed) whose pages it covers. */
export const MAINTENANCE_PRODUCTS = {
  cloud: ['/cloud'],
  cloudHosting: ['/hosting/cloud'],
  sharedHosting: ['/hosting/shared'],
  wordpressHosting: ['/hosting/wordpress'],
  domains: ['/domain', '/whois'],
  ssl: ['/ssl'],
  checkout: ['/checkout-basket', '/top-up', '/payment', '/online-payment'],
} as const satisfies Record<string, readonly string[]>;
export type MaintenanceProduct = keyof typeof MAINTENANCE_PRODUCTS;
export const MAINTENANCE_PRODUCT_KEYS = Object.keys(MAINTENANCE_PRODUCTS) as MaintenanceProduct[];

/** The products whose pages cover a path (locale prefix removed). */
export function maintenanceProductsOf(path: string): MaintenanceProduct[] {
  return MAINTENANCE_PRODUCT_KEYS.filter((product) => MAINTENANCE_PRODUCTS[product].some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
}

/** Spec §3: the don't-show-again choice, the ids of the windows the visitor dismissed. */
export const MAINTENANCE_WARNING_COOKIE = 'maintenance_warning';

export const MAINTENANCE_LIMITS = {
  messageMax: 500,
  /** The popup warns this long before a window starts. */
  warnAheadHours: 72,
  /** A window lasts at most this long. */
  maxHours: 72,
  listMax: 100,
} as const;

/** One window as the storefront sees it (GET /api/maintenance). */
export type MaintenanceWindow = z.infer<typeof maintenanceWindowSchema>;

/** GET /api/maintenance: the windows under way and those starting within MAINTENANCE_LIMITS.warnAheadHours. */
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

/** A window as staff see it: who scheduled it and whether it was cancelled. */
export type StaffMaintenanceWindow = z.infer<typeof staffMaintenanceWindowSchema>;

export type StaffMaintenanceList = z.infer<typeof staffMaintenanceListSchema>;

/** The ids a maintenance_warning cookie holds (comma-separated uuids; anything else is ignored). */
export function parseMaintenanceWarning(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(',').filter((id) => /^[0-9a-f-]{36}$/i.test(id));
}
