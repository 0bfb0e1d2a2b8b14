import type { ColumnType } from 'kysely';
import type { WheelPrizeKind } from '@storefront/contracts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string | null | undefined, string | null>;

/** The programmes' tables (migrations 2026_12_09_*; added to the Database interface in ../database.ts). */
export interface PromotionsTables {
  fortune_wheels: FortuneWheelsTable;
  fortune_wheel_prizes: FortuneWheelPrizesTable;
  fortune_wheel_spin_totals: FortuneWheelSpinTotalsTable;
  fortune_wheel_spin_grants: FortuneWheelSpinGrantsTable;
  fortune_wheel_spins: FortuneWheelSpinsTable;
  user_vouchers: UserVouchersTable;
  trials: TrialsTable;
}

export interface FortuneWheelsTable {
  id: string;
  name: string;
  name_km: string;
  description: ColumnType<string, string | undefined, string>;
  description_km: ColumnType<string, string | undefined, string>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** Off = the promotion ended early (staff). */
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** Cents: a paid order of at least this much earns spins_per_order spins. */
  min_order_total: ColumnType<number, number | undefined, number>;
  spins_per_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FortuneWheelPrizesTable {
  id: string;
  wheel_id: string;
  position: number;
  kind: WheelPrizeKind;
  label: string;
  label_km: string;
  /** Cents of promo credit, cents or percent of a voucher, months. */
  amount: ColumnType<number, number | undefined, number>;
  discount_type: 'fixed' | 'percent' | null;
  /** Free months: the packages the voucher covers; a voucher: the categories it applies to (null = all). */
  packages: Json<string[] | null>;
  valid_days: ColumnType<number, number | undefined, number>;
  weight: number;
  /** Left to win; null = no limit; never below zero (check constraint and conditional update). */
  stock: number | null;
  color: ColumnType<string, string | undefined, string>;
  /** A prize replaced by a staff change: kept for the spins that won it, no longer drawn or shown. */
  retired: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface FortuneWheelSpinTotalsTable {
  wheel_id: string;
  user_id: string;
  earned: ColumnType<number, number | undefined, number>;
  used: ColumnType<number, number | undefined, number>;
}

export interface FortuneWheelSpinGrantsTable {
  id: string;
  wheel_id: string;
  user_id: string;
  reference: string;
  type: string;
  spins: number;
  created_at: Timestamp;
}

export interface FortuneWheelSpinsTable {
  id: string;
  wheel_id: string;
  user_id: string;
  prize_id: string;
  award: string;
  award_km: string;
  voucher_code: string | null;
  promo_credit: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

/** The customer's voucher wallet: vouchers given to this customer (source: 'fortune-wheel', 'trial' …). */
export interface UserVouchersTable {
  id: string;
  user_id: string;
  voucher_code: string;
  source: string;
  source_reference: string | null;
  created_at: Timestamp;
}

/** A customer's free trial, activated once (migration 2026_12_09_0002_trials). */
export interface TrialsTable {
  user_id: string;
  product: string;
  voucher_code: string;
  activated_at: Timestamp;
  expires_at: Timestamp;
}
