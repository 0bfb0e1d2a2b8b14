import type { StaffUser } from './staff';
import type { StaffAuditEntry } from './staff-console';

/**
 * The staff console's day-to-day work on customers and vouchers (issue 18 items 5, 6, 8): a customer's page and the
 * vouchers with their redemptions. Kept apart from ./staff-console.ts, which the storefront's first load reads (the
 * maintenance popup), so none of this reaches a customer's browser. No zod here: the schemas are in
 * ./staff-operations.schema.ts.
 */

/** One row of a customer's balance or promo credit ledger as staff see it: who made a staff row, and why. */
export interface StaffLedgerEntry {
  id: string;
  /** Signed cents: credits positive, debits negative. */
  amount: number;
  kind: string;
  reference: string | null;
  reason: string | null;
  createdBy: string | null;
  createdAt: string;
}

/** One of a customer's services or domains on their staff page. */
export interface StaffCustomerService {
  id: string;
  kind: string;
  title: string;
  name: string;
  status: string;
  renewsAt: string;
}

/** GET /api/admin/customers/:userId (issue 18 item 8): profile, ledgers, services, invoices, sign-ins and staff actions. */
export interface StaffCustomerDetail {
  user: StaffUser;
  createdAt: string;
  balance: { total: number; entries: StaffLedgerEntry[] };
  promoCredit: { total: number; entries: StaffLedgerEntry[] };
  services: StaffCustomerService[];
  invoices: { id: string; number: string; orderId: string | null; total: number; status: 'paid' | 'unpaid'; issuedAt: string; paidAt: string | null }[];
  signIns: { createdAt: string; ip: string | null; device: string }[];
  /** Staff actions on this customer, newest first (bans, balance adjustments, promo credit, invoices, password resets). */
  audit: StaffAuditEntry[];
}

/** How many rows of each list a customer's page shows. */
export const STAFF_CUSTOMER_LIST_LIMIT = 50;

/** A voucher's state as staff see it (issue 18 item 6). */
export const STAFF_VOUCHER_STATES = ['active', 'paused', 'expired', 'usedUp'] as const;
export type StaffVoucherState = (typeof STAFF_VOUCHER_STATES)[number];

export const STAFF_VOUCHER_LIMITS = { descriptionMax: 200, maxUsesMax: 1_000_000, percentMax: 100 } as const;

/** GET /api/admin/vouchers: every voucher with its rules and how much it was used. */
export interface StaffVoucher {
  code: string;
  discountType: 'fixed' | 'percent';
  /** Cents for fixed, a whole percent (1–100) for percent. */
  value: number;
  validUntil: string | null;
  minSubtotal: number;
  /** Item categories it applies to; null = every item. */
  categories: string[] | null;
  maxUses: number | null;
  perUserOnce: boolean;
  active: boolean;
  description: string;
  uses: number;
  /** Cents taken off orders by it so far. */
  discountGiven: number;
  state: StaffVoucherState;
}
export interface StaffVoucherList {
  items: StaffVoucher[];
}

/** GET /api/admin/vouchers/:code/redemptions: who used the voucher, on which order, for how much. */
export interface StaffVoucherRedemption {
  id: string;
  orderId: string;
  userId: string;
  email: string;
  discount: number;
  at: string;
}
export interface StaffVoucherRedemptions {
  items: StaffVoucherRedemption[];
}
