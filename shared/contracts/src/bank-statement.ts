import type { z } from 'zod';
import type { bankStatementConfirmationSchema, bankStatementMatchSchema, statementLineSchema } from './bank-statement.schema';

/**
 * Reconciling bank and wire transfers from a bank statement (issue 30): staff upload the bank's statement — a CSV
 * export or an ISO 20022 camt.053 file — and the storefront matches each credit to a transfer waiting for its money
 * by the reference the customer was given (SF-XXXXXXXXXX) and the exact amount; what it cannot match is shown with
 * why. POST /api/admin/bank-statements reads and matches (nothing changes); POST /api/admin/bank-statements/confirm
 * matches again on the server and confirms every match in one audited step.
 */
export const BANK_STATEMENT_FORMATS = ['csv', 'camt053'] as const;
/** The largest statement taken, in characters (a month of a busy account's CSV is far below it). */
export const BANK_STATEMENT_MAX_CHARS = 2_000_000;

/**
 * What became of one line: matched to a transfer waiting for its money; already confirmed (its money is recorded);
 * or not matched — no reference in it, a reference no transfer has, a transfer rejected or cancelled meanwhile
 * (its money arrived after all: staff decide by hand), another amount or currency than the transfer's, money going
 * out (a debit), or a second credit for a transfer an earlier line matched.
 */
export const STATEMENT_LINE_OUTCOMES = ['matched', 'alreadyConfirmed', 'noReference', 'unknownReference', 'closed', 'amountDiffers', 'currencyDiffers', 'debit', 'duplicate'] as const;
export type StatementLineOutcome = (typeof STATEMENT_LINE_OUTCOMES)[number];

export type StatementLine = z.infer<typeof statementLineSchema>;
export type BankStatementMatch = z.infer<typeof bankStatementMatchSchema>;
export type BankStatementConfirmation = z.infer<typeof bankStatementConfirmationSchema>;
