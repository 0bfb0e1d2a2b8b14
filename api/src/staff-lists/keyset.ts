import { AppError } from '../errors';

/**
 * Where the next page of a console list starts (issue 32 item 2): the last row's sort value and id, as an opaque
 * cursor (base64url of their JSON). The next page is the rows after that pair in the list's order — a keyset read an
 * index answers the same on any page, where an OFFSET reads every row before it.
 */
export type KeysetValue = string | number;

export function keysetCursor(value: KeysetValue, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

/** The pair a cursor holds; one this api did not write answers BAD_REQUEST naming `after`. */
export function readKeysetCursor(cursor: string, kind: 'string' | 'number'): { value: KeysetValue; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== kind || typeof parsed[1] !== 'string' || parsed[1].length > 64) {
    throw new AppError('BAD_REQUEST', undefined, { after: 'not a cursor of this list: start again from the first page' });
  }
  return { value: parsed[0] as KeysetValue, id: parsed[1] as string };
}

/** A page read with one row more than it shows: the rows to show, and the cursor after the last of them (null when none follow). */
export function pageOf<Row>(rows: Row[], limit: number, keyOf: (row: Row) => [KeysetValue, string]): { rows: Row[]; next: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, next: rows.length > limit && last ? keysetCursor(...keyOf(last)) : null };
}
