import type { Selectable } from 'kysely';

/** A hosting add-on's monthly price per step of its quantity (migration 2026_12_06_0001_hosting). */
export interface HostingAddonPricesTable {
  type: string;
  key: string;
  unit_price: number;
}

/** A WordPress theme or plugin of the configurator's catalogue. */
export interface WordpressExtrasTable {
  key: string;
  kind: 'theme' | 'plugin';
  name: string;
  description: string;
  description_km: string;
  category: string;
  monthly_price: number;
  primary_colour: string;
  accent_colour: string;
  layout: string;
  sort: number;
  /** What WP-CLI installs: a wordpress.org slug or the https address of the provider's zip (migration 2027_01_05_0001). */
  package: string | null;
}

export interface HostingTables {
  hosting_addon_prices: HostingAddonPricesTable;
  wordpress_extras: WordpressExtrasTable;
}

export type WordpressExtraRow = Selectable<WordpressExtrasTable>;
