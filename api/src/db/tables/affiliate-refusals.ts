import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Why a referral earned nothing: the referred account is its referrer over again (programmes/affiliate.ts sameCustomer). */
export type AffiliateRefusalReason = 'samePhone' | 'sameEmail' | 'sameCard';

/** A referral refused its reward, with the reason and the order that would have earned it (migration 2026_12_24_0001_phone_numbers). */
export interface AffiliateRefusalsTable {
  referred_user_id: string;
  referrer_user_id: string;
  reason: AffiliateRefusalReason;
  order_id: string;
  refused_at: Timestamp;
}
