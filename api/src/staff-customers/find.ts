import { sql } from 'kysely';
import { CUSTOMER_SEARCH_LIMIT, toE164, type StaffUser } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { findUserByEmail, toUserInfo } from '../users/users.repository';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The customer with this email, as staff read them; NOT_FOUND when there is none. */
export async function findCustomerByEmail(deps: Pick<AreaDeps, 'db'>, email: string): Promise<StaffUser> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError('NOT_FOUND');
  return { ...toUserInfo(user), banned: user.banned };
}

/** Customers whose email, first or last name, full name or phone number contains the text (case-insensitive), at most 50 (issue 18 item 8). */
export async function searchCustomers(deps: Pick<AreaDeps, 'db'>, q: string): Promise<StaffUser[]> {
  const text = `%${escapeLike(q.toLowerCase())}%`;
  // A phone as typed locally (012 345 678) or internationally (+855 12 345 678): its digits without the leading 0.
  const digits = q.replace(/[^\d]/g, '').replace(/^0+/, '');
  // Phones are stored in E.164 (issue 28.3): a number in any of its forms (+855 076 671 597, 85576671597) finds it.
  const phone = toE164(q);
  const rows = await deps.db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', text),
        eb(eb.fn('lower', ['first_name']), 'like', text),
        eb(eb.fn('lower', ['last_name']), 'like', text),
        eb(sql<string>`lower(first_name || ' ' || last_name)`, 'like', text),
        ...(digits.length >= 3 ? [eb('phone_number', 'like', `%${digits}%`)] : []),
        ...(phone ? [eb('phone_number', '=', phone)] : []),
      ]),
    )
    .orderBy('email')
    .limit(CUSTOMER_SEARCH_LIMIT)
    .execute();
  return rows.map((user) => ({ ...toUserInfo(user), banned: user.banned }));
}
