import type { z } from 'zod';
import type { staffCustomerDetailSchema, staffVoucherListSchema, staffVoucherRedemptionsSchema, staffVoucherSchema } from './staff-operations.schema';

/**
 * The staff console's day-to-day work on customers and vouchers (issue 18 items 5, 6, 8): a customer's page and the
 * vouchers with their redemptions. Kept apart from ./staff-console.ts, which the storefront's first load reads (the
 * maintenance popup), so none of this reaches a customer's browser. No zod here at run time: the schemas are in
 * ./staff-operations.schema.ts and the payload types are inferred from them (type-only imports).
 */

/** One row of a customer's balance or promo credit ledger as staff see it: who made a staff row, and why. */
export type StaffLedgerEntry = StaffCustomerDetail['balance']['entries'][number];

/** One of a customer's services or domains on their staff page. */
export type StaffCustomerService = StaffCustomerDetail['services'][number];

/** GET /api/admin/customers/:userId (issue 18 item 8): profile, ledgers, services, invoices, sign-ins and staff actions. */
export type StaffCustomerDetail = z.infer<typeof staffCustomerDetailSchema>;

/** How many rows of each list a customer's page shows. */
export const STAFF_CUSTOMER_LIST_LIMIT = 50;

/** A voucher's state as staff see it (issue 18 item 6). */
export const STAFF_VOUCHER_STATES = ['active', 'paused', 'expired', 'usedUp'] as const;
export type StaffVoucherState = (typeof STAFF_VOUCHER_STATES)[number];

export const STAFF_VOUCHER_LIMITS = { descriptionMax: 200, maxUsesMax: 1_000_000, percentMax: 100 } as const;

/** GET /api/admin/vouchers: every voucher with its rules and how much it was used. */
export type StaffVoucher = z.infer<typeof staffVoucherSchema>;
export type StaffVoucherList = z.infer<typeof staffVoucherListSchema>;

/** GET /api/admin/vouchers/:code/redemptions: who used the voucher, on which order, for how much. */
export type StaffVoucherRedemption = StaffVoucherRedemptions['items'][number];
export type StaffVoucherRedemptions = z.infer<typeof staffVoucherRedemptionsSchema>;
