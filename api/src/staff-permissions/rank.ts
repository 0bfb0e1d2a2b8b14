import type { Transaction } from 'kysely';
import { LAST_ADMIN_MESSAGE, outranks, RANK_MESSAGE, type Role } from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';

/**
 * The rank rule (issue 28 item 1): nobody acts on an account whose role ranks the same as or higher than their own (so
 * never on their own either). An unknown account passes: the route answers its NOT_FOUND.
 */
export async function assertOutranks(db: Db, actorRole: Role, targetUserId: string): Promise<void> {
  const target = await db.selectFrom('users').select('role').where('id', '=', targetUserId).executeTakeFirst();
  if (target && !outranks(actorRole, target.role)) throw new AppError('FORBIDDEN', undefined, { rule: 'rank' }, RANK_MESSAGE);
}

/**
 * The last admin who can sign in is never banned or made anything else. Called in the change's transaction, after a
 * lock on the admins' rows, so two admins demoting each other at once cannot leave none.
 */
export async function assertNotLastAdmin(trx: Transaction<Database>, targetUserId: string): Promise<void> {
  const admins = await trx.selectFrom('users').select('id').where('role', '=', 'admin').where('banned', '=', false).forUpdate().execute();
  if (admins.some((admin) => admin.id === targetUserId) && admins.length <= 1) throw new AppError('FORBIDDEN', undefined, { rule: 'lastAdmin' }, LAST_ADMIN_MESSAGE);
}

/** The rank rule for a staff route's change to an account (routes/admin/guard.ts: any method but GET on a `:userId`). */
export async function assertOutranksAccount(deps: Pick<AreaDeps, 'db'>, actorRole: Role, targetUserId: string): Promise<void> {
  await assertOutranks(deps.db, actorRole, targetUserId);
}
