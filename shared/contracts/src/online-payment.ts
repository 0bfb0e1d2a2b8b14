import { z } from 'zod';
import { AWS_ACCOUNT_ID_PATTERN, AWS_SMS_MESSAGES } from './aws-sms';
import { contractSummarySchema } from './e-contract.schema';
import { invoiceSummarySchema } from './invoice';
import { MAX_AMOUNT_CENTS, MONEY_MESSAGES } from './money';
import { centsSchema } from './money.schema';
import { paymentSessionSchema } from './payment-flow';

/** GET /api/users/online-invoices: the customer's unpaid invoices, oldest first (/online-payment). */
export const onlineInvoicesSchema = z.object({ items: z.array(invoiceSummarySchema), total: z.number().int() });
export type OnlineInvoices = z.infer<typeof onlineInvoicesSchema>;

/**
 * GET /api/users/online-aws-invoices: the customer's unpaid AWS consulting invoices, oldest first, each with the
 * AWS account it is for and that account's contract (spec §3 "AWS pending consulting invoice: carries an AWS
 * account id"). They are paid on /online-payment like the others (POST /api/online-payment takes their ids too);
 * GET /api/users/online-invoices lists the other unpaid invoices.
 */
export const awsConsultingInvoiceSchema = invoiceSummarySchema.extend({ awsAccountId: z.string(), contract: contractSummarySchema });
export type AwsConsultingInvoice = z.infer<typeof awsConsultingInvoiceSchema>;
export const onlineAwsInvoicesSchema = z.object({ items: z.array(awsConsultingInvoiceSchema), total: z.number().int() });
export type OnlineAwsInvoices = z.infer<typeof onlineAwsInvoicesSchema>;

/** POST /api/online-payment: the chosen unpaid invoices, paid together as one bulk payment. */
export const createBulkPaymentSchema = z.object({
  invoiceIds: z.array(z.uuid()).min(1, 'Select at least one invoice').max(50),
});
export type CreateBulkPaymentBody = z.input<typeof createBulkPaymentSchema>;

export const BULK_PAYMENT_STATUSES = ['open', 'processing', 'paid', 'cancelled'] as const;

export const bulkPaymentSchema = z.object({
  bulkPaymentId: z.string(),
  invoiceIds: z.array(z.string()),
  total: z.number().int(),
  status: z.enum(BULK_PAYMENT_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  session: paymentSessionSchema.nullable(),
});
export type BulkPayment = z.infer<typeof bulkPaymentSchema>;
export const bulkPaymentParamsSchema = z.object({ id: z.uuid() });

/** POST /api/online-payment/{id}/balance (header Idempotency-Key): pays the bulk payment from the balance. */
export const bulkBalanceResultSchema = z.object({
  bulkPaymentId: z.string(),
  status: z.literal('paid'),
  invoiceIds: z.array(z.string()),
  amount: z.number().int(),
  balance: z.number().int(),
});

/**
 * POST /api/admin/users/{userId}/invoices (staff): a manual invoice the customer pays at /online-payment. With
 * awsAccountId it is an AWS consulting invoice for that account of the customer's: the account's AWS account
 * contract is found by the id, or — the account just opened — awsContractId names the customer's AWS account
 * contract that has no account yet, and the account is recorded on it.
 */
export const manualInvoiceSchema = z
  .object({
    lines: z
      .array(
        z.object({
          description: z.string().trim().min(1).max(200),
          qty: z.number().int().min(1).max(1000),
          unitPrice: centsSchema,
        }),
      )
      .min(1)
      .max(50)
      // The invoice's subtotal is one amount too: at most MAX_AMOUNT_CENTS.
      .refine((lines) => lines.reduce((sum, line) => sum + line.qty * line.unitPrice, 0) <= MAX_AMOUNT_CENTS, MONEY_MESSAGES.tooLarge),
    /** Why staff issue it (kept in the staff audit log, not printed on the invoice). */
    reason: z.string().trim().max(500).optional(),
    awsAccountId: z.string().trim().regex(AWS_ACCOUNT_ID_PATTERN, AWS_SMS_MESSAGES.awsAccountId).optional(),
    awsContractId: z.uuid().optional(),
  })
  .refine((body) => !body.awsContractId || body.awsAccountId, { path: ['awsAccountId'], message: AWS_SMS_MESSAGES.awsContractWithoutAccount });
export type ManualInvoiceBody = z.input<typeof manualInvoiceSchema>;
