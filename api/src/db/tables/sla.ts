import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Issue 17 items 7 and 8 (migration 2026_12_14_0001; added to the Database interface in ../database.ts). */
export interface SlaTables {
  server_incidents: ServerIncidentsTable;
  sla_credits: SlaCreditsTable;
  category_banners: CategoryBannersTable;
  seasonal_assets: SeasonalAssetsTable;
}

/** An outage of a cloud server (a service of kind cloud-server). */
export interface ServerIncidentsTable {
  id: string;
  service_id: string;
  started_at: Timestamp;
  minutes: number;
  description: string;
  created_at: Timestamp;
}

/** A service credit, one per server and month, issued as promo credit. */
export interface SlaCreditsTable {
  id: string;
  service_id: string;
  user_id: string;
  /** YYYY-MM (UTC). */
  month: string;
  downtime_minutes: number;
  percent: number;
  /** Cents. */
  amount: number;
  /** What the customer said the outage affected. */
  claim: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  expired_at: Timestamp | null;
  /** Cents taken back at expiry (what was left unspent of it). */
  expired_amount: number | null;
}

export interface CategoryBannersTable {
  category: string;
  theme: string;
  title: string;
  title_km: string;
  text: string;
  text_km: string;
  href: string;
  motif: string;
  color_from: string;
  color_to: string;
}

export interface SeasonalAssetsTable {
  id: string;
  category: string;
  theme: string;
  alt: string;
  alt_km: string;
  motif: string;
  color_from: string;
  color_to: string;
  sort: ColumnType<number, number | undefined, number>;
}
