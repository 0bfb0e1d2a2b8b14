import type { Selectable } from 'kysely';

/** What a cloud server package is made of, and its cpu, ram and storage lines in cents per month (migration 2026_12_05_0001). */
export interface CloudServerPackagesTable {
  key: string;
  vcpu: number;
  ram_gb: number;
  storage_gb: number;
  bandwidth_tb: number;
  cpu_price: number;
  ram_price: number;
  ssd_storage_price: number;
  hdd_storage_price: number;
}

/** An add-on's unit price in cents per month (cs-more-storage: per 10 GB, with an HDD price). */
export interface CloudServerAddonsTable {
  key: string;
  unit_price: number;
  hdd_unit_price: number | null;
  sort: number;
}

export interface CloudServerOsTable {
  key: string;
  name: string;
  family: string;
  version: string;
  /** Cents per month (a Windows licence); 0 for the free systems. */
  licence_price: number;
  description_en: string;
  description_km: string;
  sort: number;
}

export interface CloudServerCyclesTable {
  months: number;
  /** The cycle's discount against monthly, in basis points. */
  discount_bp: number;
}

/** The cloud server configurator's tables (added to the Database interface in ../database.ts). */
export interface CloudServerTables {
  cloud_server_packages: CloudServerPackagesTable;
  cloud_server_addons: CloudServerAddonsTable;
  cloud_server_os: CloudServerOsTable;
  cloud_server_cycles: CloudServerCyclesTable;
}

export type CloudServerPackageRow = Selectable<CloudServerPackagesTable>;
export type CloudServerOsRow = Selectable<CloudServerOsTable>;
