import type { ColumnType } from 'kysely';

/** What became of a drawn spin's prize, or 'spins' for the order's grant (the spins not yet drawn, taken back). */
export type WheelTakebackOutcome = 'spins' | 'voucherRevoked' | 'voucherUsed' | 'promoCredit' | 'nothing';

/** What a refund took back of the fortune wheel (migration 2026_12_25_0001_wheel_refund_takebacks). */
export interface WheelRefundTakebacksTable {
  id: string;
  /** The refunded order. */
  order_id: string;
  user_id: string;
  wheel_id: string;
  /** The order's grant (outcome 'spins'), or null for a drawn spin's row. */
  grant_id: string | null;
  /** The drawn spin whose prize was taken back, or null for the grant's row. */
  spin_id: string | null;
  outcome: WheelTakebackOutcome;
  /** Spins not yet drawn, taken back (the grant's row). */
  spins: ColumnType<number, number | undefined, number>;
  voucher_code: string | null;
  /** The order a voucher prize was already used on (outcome 'voucherUsed'). */
  used_order_id: string | null;
  /** Cents of promo credit taken back. */
  promo_credit: ColumnType<number, number | undefined, number>;
  reason: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
}
