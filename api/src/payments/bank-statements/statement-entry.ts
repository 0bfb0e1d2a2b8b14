/** One line of a bank statement as the bank wrote it: the statement readers' common answer. */
export interface StatementEntry {
  /** Its place in the file (the CSV's row, the header being row 1; the camt.053 entry's number from 1). */
  line: number;
  bookedOn: string | null;
  /** Cents; a debit is negative. */
  amount: number;
  currency: string;
  /** The text a transfer reference is looked for in (remittance information, description, end-to-end id). */
  text: string;
  counterparty: string | null;
}

/**
 * A decimal amount as the bank wrote it ("1,234.50", "20", "-15.00") in cents, never through a float; null when it
 * is not one.
 */
export function centsOfStatementAmount(written: string): number | null {
  const plain = written.trim().replace(/[\s,]/g, '');
  const match = /^([+-]?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}
