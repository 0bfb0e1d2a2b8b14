import { z } from 'zod';
import { PRODUCT_CATEGORIES } from './catalogue';
import { centsSchema } from './money.schema';
import { staffUserSchema } from './staff';
import { staffAuditEntrySchema, staffReasonSchema } from './staff-console.schema';
import { STAFF_VOUCHER_LIMITS, STAFF_VOUCHER_STATES } from './staff-operations';
import { DISCOUNT_TYPES, VOUCHER_CODE_PATTERN } from './voucher';

/** The shapes of ./staff-operations.ts as the api validates them. */

/** POST /api/admin/users/:userId/password-change: the customer must choose a new password before anything else. */
export const forcePasswordChangeSchema = z.object({ reason: staffReasonSchema }).strict();

/** One row of a customer's balance or promo credit ledger as staff see it: who made a staff row, and why. */
const staffLedgerEntrySchema = z.object({
  id: z.string(),
  /** Signed cents: credits positive, debits negative. */
  amount: z.number().int(),
  kind: z.string(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/admin/customers/:userId (issue 18 item 8): profile, ledgers, services, invoices, sign-ins and staff actions. */
export const staffCustomerDetailSchema = z.object({
  user: staffUserSchema,
  createdAt: z.string(),
  balance: z.object({ total: z.number().int(), entries: z.array(staffLedgerEntrySchema) }),
  promoCredit: z.object({ total: z.number().int(), entries: z.array(staffLedgerEntrySchema) }),
  /** The customer's services and domains. */
  services: z.array(z.object({ id: z.string(), kind: z.string(), title: z.string(), name: z.string(), status: z.string(), renewsAt: z.string() })),
  invoices: z.array(
    z.object({ id: z.string(), number: z.string(), orderId: z.string().nullable(), total: z.number().int(), status: z.enum(['paid', 'unpaid']), issuedAt: z.string(), paidAt: z.string().nullable() }),
  ),
  signIns: z.array(z.object({ createdAt: z.string(), ip: z.string().nullable(), device: z.string() })),
  /** Staff actions on this customer, newest first (bans, balance adjustments, promo credit, invoices, password resets). */
  audit: z.array(staffAuditEntrySchema),
});

export const staffCustomerParamsSchema = z.object({ userId: z.string().min(1).max(64) });

/** A voucher's code in a path: as the customer types it, upper-cased. */
const voucherCodeSchema = z.string().trim().toUpperCase().regex(VOUCHER_CODE_PATTERN, 'Letters, digits, - and _ only, 2 to 40 characters');
export const staffVoucherParamsSchema = z.object({ code: voucherCodeSchema });

/** The rules staff set on a voucher (create and edit). */
const voucherRulesShape = {
  discountType: z.enum(DISCOUNT_TYPES),
  /** Cents for fixed, a whole percent for percent. */
  value: centsSchema.refine((value) => value > 0, 'The discount must be more than 0'),
  validUntil: z.iso.datetime({ offset: true }).nullable(),
  minSubtotal: centsSchema,
  categories: z.array(z.enum(PRODUCT_CATEGORIES)).min(1, 'Choose at least one category, or none for every item').max(PRODUCT_CATEGORIES.length).nullable(),
  maxUses: z.number().int().min(1).max(STAFF_VOUCHER_LIMITS.maxUsesMax).nullable(),
  perUserOnce: z.boolean(),
  description: z.string().trim().max(STAFF_VOUCHER_LIMITS.descriptionMax),
};

const percentInRange = (v: { discountType?: string; value?: number }) => v.discountType !== 'percent' || v.value === undefined || v.value <= STAFF_VOUCHER_LIMITS.percentMax;
const percentMessage = { path: ['value'], message: `A percent discount is at most ${STAFF_VOUCHER_LIMITS.percentMax}` };

export const staffVoucherCreateSchema = z
  .object({ code: voucherCodeSchema, ...voucherRulesShape, active: z.boolean().default(true), reason: staffReasonSchema })
  .strict()
  .refine(percentInRange, percentMessage);

/** PATCH: any of the rules, pausing (active false) or resuming (active true); the discount type and value go together. */
export const staffVoucherUpdateSchema = z
  .object({
    discountType: voucherRulesShape.discountType.optional(),
    value: voucherRulesShape.value.optional(),
    validUntil: voucherRulesShape.validUntil.optional(),
    minSubtotal: voucherRulesShape.minSubtotal.optional(),
    categories: voucherRulesShape.categories.optional(),
    maxUses: voucherRulesShape.maxUses.optional(),
    perUserOnce: voucherRulesShape.perUserOnce.optional(),
    description: voucherRulesShape.description.optional(),
    active: z.boolean().optional(),
    reason: staffReasonSchema,
  })
  .strict()
  .refine((v) => Object.keys(v).some((key) => key !== 'reason'), 'Nothing to change')
  .refine((v) => (v.discountType === undefined) === (v.value === undefined), { path: ['value'], message: 'Give the discount type and its value together' })
  .refine(percentInRange, percentMessage);

/** POST /api/admin/vouchers/:code/expire: valid until now (the server's clock). */
export const staffVoucherExpireSchema = z.object({ reason: staffReasonSchema }).strict();

/** GET /api/admin/vouchers: every voucher with its rules and how much it was used. */
export const staffVoucherSchema = z.object({
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Cents for fixed, a whole percent (1–100) for percent. */
  value: z.number().int(),
  validUntil: z.string().nullable(),
  minSubtotal: z.number().int(),
  /** Item categories it applies to; null = every item. */
  categories: z.array(z.string()).nullable(),
  maxUses: z.number().int().nullable(),
  perUserOnce: z.boolean(),
  active: z.boolean(),
  description: z.string(),
  uses: z.number().int(),
  /** Cents taken off orders by it so far. */
  discountGiven: z.number().int(),
  state: z.enum(STAFF_VOUCHER_STATES),
});
export const staffVoucherListSchema = z.object({ items: z.array(staffVoucherSchema) });
/** GET /api/admin/vouchers/:code/redemptions: who used the voucher, on which order, for how much. */
export const staffVoucherRedemptionsSchema = z.object({
  items: z.array(z.object({ id: z.string(), orderId: z.string(), userId: z.string(), email: z.string(), discount: z.number().int(), at: z.string() })),
});
