import { parse } from 'csv-parse/sync';
import { AppError } from '../../errors';
import { centsOfStatementAmount, type StatementEntry } from './statement-entry';

/**
 * A bank's CSV export (csv-parse reads it: quoted fields, commas inside quotes, CRLF, a byte-order mark). Its first
 * row names the columns; the names banks use are taken, in any case: the amount (`amount`, or `credit` and `debit`
 * columns), the reference text (`reference`, `description`, `details`, `narrative`, `remittance information`), and
 * optionally the date, the currency (USD when absent) and the payer.
 */
const COLUMNS = {
  date: ['date', 'booking date', 'booked', 'posting date', 'value date', 'transaction date'],
  amount: ['amount', 'amount (usd)'],
  credit: ['credit', 'credit amount', 'money in', 'paid in'],
  debit: ['debit', 'debit amount', 'money out', 'paid out'],
  currency: ['currency', 'ccy'],
  text: ['reference', 'description', 'details', 'narrative', 'remittance information', 'payment details', 'memo'],
  counterparty: ['payer', 'counterparty', 'from', 'name', 'remitter', 'sender'],
} as const;

export function readCsvStatement(content: string): StatementEntry[] {
  let rows: string[][];
  try {
    rows = parse(content, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'content', message: `The CSV cannot be read: ${(error as Error).message}` }] }, 'The CSV cannot be read');
  }
  const [header, ...body] = rows;
  if (!header) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'content', message: 'The CSV is empty' }] }, 'The CSV is empty');
  const names = header.map((name) => name.toLowerCase());
  const column = (kind: keyof typeof COLUMNS) => names.findIndex((name) => (COLUMNS[kind] as readonly string[]).includes(name));
  const at = { date: column('date'), amount: column('amount'), credit: column('credit'), debit: column('debit'), currency: column('currency'), text: column('text'), counterparty: column('counterparty') };
  if (at.amount < 0 && at.credit < 0) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'content', message: 'The CSV has no amount or credit column' }] }, 'The CSV has no amount or credit column');
  if (at.text < 0) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'content', message: 'The CSV has no reference or description column' }] }, 'The CSV has no reference or description column');
  const cell = (row: string[], index: number) => (index >= 0 ? (row[index] ?? '').trim() : '');
  return body.map((row, index) => {
    const line = index + 2;
    const credit = cell(row, at.credit);
    const debit = cell(row, at.debit);
    const written = at.amount >= 0 ? cell(row, at.amount) : credit || (debit ? `-${debit.replace(/^-/, '')}` : '');
    const amount = centsOfStatementAmount(written);
    if (amount === null) throw new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'content', message: `Row ${line}: the amount "${written.slice(0, 40)}" is not a number` }] }, `Row ${line}: the amount is not a number`);
    return {
      line,
      bookedOn: cell(row, at.date) || null,
      amount,
      currency: (cell(row, at.currency) || 'USD').toUpperCase(),
      text: cell(row, at.text).slice(0, 500),
      counterparty: cell(row, at.counterparty).slice(0, 200) || null,
    };
  });
}
