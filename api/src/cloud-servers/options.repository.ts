import type { Kysely } from 'kysely';
import {
  BEST_SELLER_PACKAGE,
  CLOUD_REGIONS,
  CLOUD_SERVER_ADDONS,
  CLOUD_STORAGE_TYPES,
  isBabyCloudPackage,
  type CloudServerAddonKey,
  type CloudServerOptions,
  type Locale,
} from '@storefront/contracts';
import type { Database } from '../db/database';

/** A package with its parts' prices: its products row (name, monthly price) and its cloud_server_packages row. */
export function packagesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('cloud_server_packages')
    .innerJoin('products', 'products.key', 'cloud_server_packages.key')
    .selectAll('cloud_server_packages')
    .select(['products.name', 'products.price', 'products.best_seller', 'products.sort'])
    .where('products.type', '=', 'cloud-server');
}

export type PackageWithPrice = Awaited<ReturnType<ReturnType<typeof packagesQuery>['executeTakeFirstOrThrow']>>;

export const findPackage = (db: Kysely<Database>, key: string) => packagesQuery(db).where('cloud_server_packages.key', '=', key).executeTakeFirst();
export const findOs = (db: Kysely<Database>, key: string) => db.selectFrom('cloud_server_os').selectAll().where('key', '=', key).executeTakeFirst();

/** The add-ons' unit prices by key. */
export async function addonPrices(db: Kysely<Database>): Promise<Map<CloudServerAddonKey, { unit: number; hdd: number | null }>> {
  const rows = await db.selectFrom('cloud_server_addons').selectAll().execute();
  return new Map(rows.map((row) => [row.key as CloudServerAddonKey, { unit: row.unit_price, hdd: row.hdd_unit_price }]));
}

/** The billing cycles and their discounts in basis points, shortest first. */
export const cycles = (db: Kysely<Database>) => db.selectFrom('cloud_server_cycles').selectAll().orderBy('months').execute();

/** The configurator's option catalogue, in the reader's language (OS descriptions). */
export async function loadCloudServerOptions(db: Kysely<Database>, locale: Locale): Promise<CloudServerOptions> {
  const [packages, systems, prices, cycleRows] = await Promise.all([
    packagesQuery(db).orderBy('products.sort').execute(),
    db.selectFrom('cloud_server_os').selectAll().orderBy('sort').execute(),
    addonPrices(db),
    cycles(db),
  ]);
  return {
    regions: [...CLOUD_REGIONS],
    packages: packages.map((row) => ({
      key: row.key,
      name: row.name,
      bestSeller: row.best_seller || row.key === BEST_SELLER_PACKAGE,
      baby: isBabyCloudPackage(row.key),
      vcpu: row.vcpu,
      ramGb: row.ram_gb,
      storageGb: row.storage_gb,
      bandwidthTb: row.bandwidth_tb,
      price: row.cpu_price + row.ram_price + row.ssd_storage_price,
      hddPrice: row.cpu_price + row.ram_price + row.hdd_storage_price,
    })),
    operatingSystems: systems.map((row) => ({
      key: row.key,
      name: row.name,
      family: row.family,
      version: row.version,
      windows: row.family.startsWith('Windows'),
      description: locale === 'km' ? row.description_km : row.description_en,
      licencePrice: row.licence_price,
    })),
    storageTypes: [...CLOUD_STORAGE_TYPES],
    addons: (Object.keys(CLOUD_SERVER_ADDONS) as CloudServerAddonKey[]).flatMap((key) => {
      const price = prices.get(key);
      return price ? [{ key, ...CLOUD_SERVER_ADDONS[key], price: price.unit, hddPrice: price.hdd }] : [];
    }),
    cycles: cycleRows.map((row) => ({ months: row.months, discountPercent: row.discount_bp / 100 })),
  };
}
