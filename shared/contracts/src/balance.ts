import { z } from 'zod';
import { signedCentsSchema } from './money.schema';

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
  reason: z.string().trim().min(1, 'Reason is required').max(500),
});
export type BalanceAdjustmentBody = z.infer<typeof balanceAdjustmentSchema>;
export const balanceAdjustmentResultSchema = z.object({ userId: z.string(), balance: z.number().int(), entry: ledgerEntrySchema });
