import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Cents = ColumnType<number, number | undefined, number>;

/** VIP loyalty, the affiliate programme and order refunds (migration 2026_12_13_0001; in the Database interface of ../database.ts). */
export interface ProgrammesTables {
  loyalty_tiers: LoyaltyTiersTable;
  loyalty_periods: LoyaltyPeriodsTable;
  loyalty_program_configs: LoyaltyProgramConfigsTable;
  loyalty_cashbacks: LoyaltyCashbacksTable;
  affiliate_rules: AffiliateRulesTable;
  affiliate_codes: AffiliateCodesTable;
  affiliate_referrals: AffiliateReferralsTable;
  order_refunds: OrderRefundsTable;
}

export interface LoyaltyTiersTable {
  key: string;
  name: string;
  name_km: string;
  /** Cents of qualifying spend in a period that reach the tier. */
  min_spend: Cents;
  /** Cashback in basis points of what an order paid (100 = 1 %). */
  cashback_bp: number;
  position: number;
  color: string;
}

export interface LoyaltyPeriodsTable {
  id: string;
  name: string;
  name_km: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Timestamp;
}

export interface LoyaltyProgramConfigsTable {
  id: string;
  name: string;
  name_km: string;
  description: string;
  description_km: string;
  active: boolean;
  max_cashback_per_order: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: Timestamp;
}

export interface LoyaltyCashbacksTable {
  order_id: string;
  user_id: string;
  tier_key: string;
  cashback_bp: number;
  amount: Cents;
  created_at: Timestamp;
  reversed_amount: ColumnType<number | null, number | null | undefined, number | null>;
  reversed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AffiliateRulesTable {
  id: string;
  active: boolean;
  reward: Cents;
  min_order_total: Cents;
  maturity_days: number;
  description: string;
  description_km: string;
  updated_at: Timestamp;
}

export interface AffiliateCodesTable {
  user_id: string;
  code: string;
  visits: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export type ReferralStatus = 'signedUp' | 'pending' | 'credited' | 'clawedBack';

export interface AffiliateReferralsTable {
  referred_user_id: string;
  referrer_user_id: string;
  code: string;
  /** The referred account's email with dots and +tags of the mailbox taken off (duplicate accounts share it). */
  email_key: string;
  /** The referred account's phone digits. */
  phone_key: string | null;
  status: ReferralStatus;
  order_id: ColumnType<string | null, string | null | undefined, string | null>;
  reward: Cents;
  matures_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  credited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  clawed_back: ColumnType<number | null, number | null | undefined, number | null>;
  clawed_back_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface OrderRefundsTable {
  order_id: string;
  user_id: string;
  amount: number;
  promo_credit: number;
  reason: string;
  created_by: string;
  created_at: Timestamp;
}
