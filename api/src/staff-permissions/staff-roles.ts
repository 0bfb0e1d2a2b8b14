import { outranks, RANK_MESSAGE, type Role, type StaffUser } from '@storefront/contracts';
import { revokeUserSessions } from '../auth/sessions.repository';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { recordStaffAudit } from '../staff-audit/staff-audit.repository';
import { toUserInfo } from '../users/users.repository';
import { assertNotLastAdmin } from './rank';

/**
 * Sets an account's role (issue 28 item 1, capability staff.manage) when the caller outranks both the account's role
 * and the new one (the guard checks the first; nobody grants a role as high as their own), never for the last admin,
 * with a reason (audited). The account's sessions end, so the new role applies at once.
 */
export async function changeStaffRole(deps: Pick<AreaDeps, 'db'>, actor: { id: string; email: string; role: Role }, userId: string, change: { role: Role; reason: string }): Promise<StaffUser> {
  const { role, reason } = change;
  if (userId === actor.id || !outranks(actor.role, role)) throw new AppError('FORBIDDEN', undefined, { rule: 'rank' }, RANK_MESSAGE);
  const user = await deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    if (role !== 'admin') await assertNotLastAdmin(trx, before.id);
    const after = await trx.updateTable('users').set({ role }).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow();
    await recordStaffAudit(trx, { email: actor.email, userId: actor.id }, { area: 'staff', action: 'change role', target: `user:${after.id}`, before: { role: before.role }, after: { role: after.role }, reason });
    return after;
  });
  await revokeUserSessions(deps.db, user.id, 'role changed');
  return { ...toUserInfo(user), banned: user.banned };
}
