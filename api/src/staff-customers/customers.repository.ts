import { sql, type ExpressionBuilder } from 'kysely';
import { toE164 } from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import { escapeLike } from '../db/like';

/** What the customer list filters on (each optional; all of them together). */
export interface StaffCustomerFilter {
  /** Part of an email, a first or last name, the full name, or a phone number in any form. */
  q?: string;
  banned?: boolean;
  /** ISO alpha-2, of the default billing contact. */
  country?: string;
  /** Cents. */
  minBalance?: number;
}

type Scope = ExpressionBuilder<Database & { u: Database['users']; c: Database['contacts']; b: Database['balances'] }, 'u' | 'c' | 'b'>;

function matching(eb: Scope, filter: StaffCustomerFilter) {
  const all = [];
  if (filter.banned !== undefined) all.push(eb('u.banned', '=', filter.banned));
  if (filter.country) all.push(eb('c.country', '=', filter.country));
  if (filter.minBalance !== undefined) all.push(eb(eb.fn.coalesce('b.amount', sql<number>`0`), '>=', filter.minBalance));
  const q = filter.q?.trim();
  if (q) {
    const text = `%${escapeLike(q.toLowerCase())}%`;
    // A phone as typed locally (012 345 678) or internationally (+855 12 345 678): its digits without the leading 0;
    // phones are stored in E.164 (issue 28.3), so a number in any of its forms (85576671597) also finds it whole.
    const digits = q.replace(/[^\d]/g, '').replace(/^0+/, '');
    const phone = toE164(q);
    all.push(
      eb.or([
        eb(eb.fn('lower', ['u.email']), 'like', text),
        eb(eb.fn('lower', ['u.first_name']), 'like', text),
        eb(eb.fn('lower', ['u.last_name']), 'like', text),
        eb(sql<string>`lower(u.first_name || ' ' || u.last_name)`, 'like', text),
        ...(digits.length >= 3 ? [eb('u.phone_number', 'like', `%${digits}%`)] : []),
        ...(phone ? [eb('u.phone_number', '=', phone)] : []),
      ]),
    );
  }
  return eb.and(all);
}

/** One page of accounts, newest first unless told (one row more than asked: pageOf tells from it whether another follows). */
export async function listStaffCustomerRows(db: Db, filter: StaffCustomerFilter, page: { dir: 'asc' | 'desc'; after?: { value: string; id: string }; limit: number }) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('contacts as c', (join) => join.onRef('c.user_id', '=', 'u.id').on('c.is_default', '=', true))
    .leftJoin('balances as b', 'b.user_id', 'u.id')
    .selectAll('u')
    .select(['c.country as country', 'b.amount as balance'])
    .where((eb) => matching(eb as unknown as Scope, filter));
  if (page.after) {
    const after = page.after;
    query = query.where((eb) => eb(eb.refTuple('u.created_at', 'u.id'), page.dir === 'desc' ? '<' : '>', eb.tuple(new Date(after.value) as never, after.id)));
  }
  return query.orderBy('u.created_at', page.dir).orderBy('u.id', page.dir).limit(page.limit + 1).execute();
}
