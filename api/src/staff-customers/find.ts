import type { StaffCustomersAsk, StaffCustomersPage, StaffUser } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { pageOf, readKeysetCursor } from '../staff-lists/keyset';
import { findUserByEmail, toUserInfo } from '../users/users.repository';
import { listStaffCustomerRows } from './customers.repository';

/** The customer with this email, as staff read them; NOT_FOUND when there is none. */
export async function findCustomerByEmail(deps: Pick<AreaDeps, 'db'>, email: string): Promise<StaffUser> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError('NOT_FOUND');
  return { ...toUserInfo(user), banned: user.banned };
}

/**
 * Accounts for staff (GET /api/admin/customers; issue 18 item 8, issue 32 item 2): every one newest first, or those
 * whose email, name or phone holds the text, by state, billing country and least balance, a page at a time.
 */
export async function listCustomersForStaff(deps: Pick<AreaDeps, 'db'>, query: StaffCustomersAsk): Promise<StaffCustomersPage> {
  const after = query.after ? readKeysetCursor(query.after, 'string') : undefined;
  const rows = await listStaffCustomerRows(
    deps.db,
    { q: query.q, banned: query.status === undefined ? undefined : query.status === 'banned', country: query.country, minBalance: query.minBalance },
    { dir: query.dir, after: after && { value: String(after.value), id: after.id }, limit: query.limit },
  );
  const page = pageOf(rows, query.limit, (row) => [new Date(row.created_at).toISOString(), row.id]);
  return {
    items: page.rows.map((row) => ({ ...toUserInfo(row), banned: row.banned, createdAt: new Date(row.created_at).toISOString(), balance: Number(row.balance ?? 0), country: row.country })),
    next: page.next,
  };
}
