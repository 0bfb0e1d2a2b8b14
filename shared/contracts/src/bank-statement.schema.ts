import { z } from 'zod';
import { BANK_STATEMENT_FORMATS, BANK_STATEMENT_MAX_CHARS, STATEMENT_LINE_OUTCOMES } from './bank-statement';
import { PAYABLE_KINDS } from './payment-rules';
import { staffReasonSchema } from './staff-console.schema';

/** The bank statement reconciliation's shapes as the api validates them (constants and types in ./bank-statement.ts). */
export const bankStatementInputSchema = z
  .object({
    format: z.enum(BANK_STATEMENT_FORMATS),
    /** The file's text. */
    content: z.string().min(1).max(BANK_STATEMENT_MAX_CHARS),
  })
  .strict();
export const bankStatementConfirmSchema = bankStatementInputSchema.extend({ reason: staffReasonSchema }).strict();

export const statementLineSchema = z.object({
  /** Its place in the file: the CSV's row (the header is row 1), or the camt.053 entry's number (from 1). */
  line: z.number().int(),
  bookedOn: z.string().nullable(),
  /** Cents; a debit is negative. */
  amount: z.number().int(),
  currency: z.string(),
  /** The text the reference was looked for in (remittance information, description). */
  text: z.string(),
  counterparty: z.string().nullable(),
  /** The transfer reference found in the text, if any. */
  reference: z.string().nullable(),
  outcome: z.enum(STATEMENT_LINE_OUTCOMES),
  /** The transfer it names (matched, already confirmed, or another amount or currency). */
  session: z
    .object({ sessionId: z.string(), kind: z.enum(PAYABLE_KINDS), charge: z.number().int(), userEmail: z.string(), method: z.string() })
    .nullable(),
});

export const bankStatementMatchSchema = z.object({
  lines: z.array(statementLineSchema),
  /** How many lines are matched (and would be confirmed), and how many credits are not. */
  matched: z.number().int(),
  unmatched: z.number().int(),
});

export const bankStatementConfirmationSchema = bankStatementMatchSchema.extend({
  /** The transfers the step confirmed: paid what they were for, or credited to the balance (and why). */
  confirmed: z.array(z.object({ sessionId: z.string(), outcome: z.enum(['paid', 'creditedToBalance']), reason: z.string().nullable() })),
});
