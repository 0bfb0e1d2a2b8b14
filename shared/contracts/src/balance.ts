import { z } from 'zod';
import { signedCentsSchema } from './money.schema';
import { staffReasonSchema } from './staff-console.schema';
import { PAYMENT_METHODS } from './order-terms';

export const LEDGER_KINDS = ['topUp', 'payment', 'adjustment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** GET /api/user/balance — cents; the ledger always sums to it. */
export const balanceSchema = z.object({ balance: z.number().int() });
export type Balance = z.infer<typeof balanceSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  /** Signed cents: credits positive, debits negative. */
  amount: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/user/balance/ledger?limit= */
export const ledgerQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const ledgerSchema = z.object({ balance: z.number().int(), entries: z.array(ledgerEntrySchema) });
export type Ledger = z.infer<typeof ledgerSchema>;

/** POST /api/admin/users/{userId}/balance-adjustments (staff). */
export const balanceAdjustmentSchema = z.object({
  amount: signedCentsSchema,
  reason: staffReasonSchema,
});
export type BalanceAdjustmentBody = z.infer<typeof balanceAdjustmentSchema>;
export const balanceAdjustmentResultSchema = z.object({ userId: z.string(), balance: z.number().int(), entry: ledgerEntrySchema });

/** What a payment paid: an order, a top-up of the balance, or unpaid invoices together (/online-payment). */
export const PAYMENT_TRANSACTION_KINDS = ['order', 'topUp', 'bulk'] as const;
export const PAYMENT_TRANSACTIONS_PER_PAGE = [10, 20, 50] as const;

/** POST /api/user/payment-transactions { page, perPage }: the customer's payment history, newest first. */
export const paymentTransactionsQuerySchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  perPage: z.union([z.literal(10), z.literal(20), z.literal(50)]).default(10),
});

export const paymentTransactionSchema = z.object({
  /** Our reference or the provider's transaction id (never an internal id). */
  reference: z.string(),
  kind: z.enum(PAYMENT_TRANSACTION_KINDS),
  /** The method (balance, card, wallet …); null for a provider the storefront no longer offers. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** Cents charged. */
  amount: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  /** The invoice the payment paid (an order's), to open it; null for a top-up. */
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;
export const paymentTransactionsSchema = z.object({ items: z.array(paymentTransactionSchema), page: z.number().int(), perPage: z.number().int(), total: z.number().int() });
export type PaymentTransactions = z.infer<typeof paymentTransactionsSchema>;
