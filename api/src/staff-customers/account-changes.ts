import { RANK_MESSAGE, type StaffUser } from '@storefront/contracts';
import { revokeUserSessions } from '../auth/sessions.repository';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { recordStaffAudit, type StaffActor } from '../staff-audit/staff-audit.repository';
import { assertNotLastAdmin } from '../staff-permissions/rank';
import { setBanned, toUserInfo } from '../users/users.repository';

type Actor = StaffActor & { userId: string };

/**
 * Bans or unbans an account (never one's own, never the last admin; the guard checked the rank). A banned account's
 * sessions end; its login and calls answer ACCOUNT_BANNED.
 */
export async function banCustomer(deps: Pick<AreaDeps, 'db'>, actor: Actor, userId: string, change: { banned: boolean }): Promise<StaffUser> {
  if (userId === actor.userId) throw new AppError('FORBIDDEN', undefined, { rule: 'rank' }, RANK_MESSAGE);
  const user = await deps.db.transaction().execute(async (trx) => {
    if (change.banned) await assertNotLastAdmin(trx, userId);
    return setBanned(trx, userId, change.banned);
  });
  if (!user) throw new AppError('NOT_FOUND');
  if (change.banned) await revokeUserSessions(deps.db, user.id, 'banned');
  return { ...toUserInfo(user), banned: user.banned };
}

/** The customer must choose a new password before anything else, with a reason (audited). Not for one's own account. */
export async function forcePasswordChange(deps: Pick<AreaDeps, 'db'>, actor: Actor, userId: string, reason: string): Promise<StaffUser> {
  if (userId === actor.userId) throw new AppError('FORBIDDEN');
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').select(['id', 'must_change_password']).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    const user = await trx.updateTable('users').set({ must_change_password: true }).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow();
    await recordStaffAudit(trx, actor, {
      area: 'customer',
      action: 'force password change',
      target: `user:${user.id}`,
      before: { mustChangePassword: before.must_change_password },
      after: { mustChangePassword: true },
      reason,
    });
    return { ...toUserInfo(user), banned: user.banned };
  });
}
