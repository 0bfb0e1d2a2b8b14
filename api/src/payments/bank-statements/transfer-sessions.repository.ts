import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A transfer session as a statement line is matched against it. */
export interface TransferSession {
  id: string;
  kind: 'order' | 'topUp' | 'bulk';
  method: string;
  status: string;
  charge: number;
  userEmail: string;
  /** Its reference (SF- and the first ten hex digits of its id, upper case). */
  reference: string;
}

/** The bank and wire transfer sessions the references name (any status), by reference. */
export async function transferSessionsByReference(db: Db, references: string[]): Promise<Map<string, TransferSession>> {
  if (references.length === 0) return new Map();
  const prefixes = references.map((reference) => reference.slice(3).toLowerCase());
  const rows = await db
    .selectFrom('payment_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.kind', 's.method', 's.status', 's.charge', 'u.email'])
    .where('s.method', 'in', ['bankTransfer', 'wireTransfer'])
    .where(sql<string>`substr(replace(cast(s.id as text), '-', ''), 1, 10)`, 'in', prefixes)
    .execute();
  return new Map(
    rows.map((row) => {
      const reference = `SF-${row.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
      return [reference, { id: row.id, kind: row.kind, method: row.method, status: row.status, charge: row.charge, userEmail: row.email, reference }];
    }),
  );
}
