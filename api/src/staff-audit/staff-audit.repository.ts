import type { Kysely } from 'kysely';
import { resolveRemoteName, type StaffAuditArea, type StaffAuditEntry } from '@storefront/contracts';
import type { Database, Db } from '../db/database';
import { listRemoteAudit } from '../remotes/remotes.repository';
import { escapeLike } from '../db/like';

/** Who did a staff action: the signed-in staff member. */
export interface StaffActor {
  email: string;
  userId: string | null;
}

export interface StaffAuditRecord {
  area: Exclude<StaffAuditArea, 'remote'>;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
}

/** Writes one staff action, in the transaction of the change it records (a change is never without its row). */
export async function recordStaffAudit(db: Db, actor: StaffActor, record: StaffAuditRecord): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      area: record.area,
      action: record.action,
      target: record.target,
      actor: actor.email,
      actor_user_id: actor.userId,
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
      reason: record.reason,
    })
    .execute();
}

export interface StaffAuditFilter {
  area?: StaffAuditArea;
  actor?: string;
  target?: string;
  since?: string;
  limit: number;
}

const contains = (text: string, part: string | undefined) => !part || text.toLowerCase().includes(part.toLowerCase());

/**
 * The one audit log staff read: the staff actions and the remote registry's changes (which keep their own table, written
 * by the CLI and the admin endpoints alike: ADR 0010), merged newest first and filtered the same way.
 */
export async function listStaffAudit(db: Kysely<Database>, filter: StaffAuditFilter): Promise<StaffAuditEntry[]> {
  const entries: StaffAuditEntry[] = [];
  if (filter.area !== 'remote') {
    let query = db.selectFrom('staff_audit').selectAll();
    if (filter.area) query = query.where('area', '=', filter.area);
    if (filter.actor) query = query.where((eb) => eb(eb.fn('lower', ['actor']), 'like', `%${escapeLike(filter.actor!.toLowerCase())}%`));
    if (filter.target) query = query.where((eb) => eb(eb.fn('lower', ['target']), 'like', `%${escapeLike(filter.target!.toLowerCase())}%`));
    if (filter.since) query = query.where('created_at', '>=', new Date(filter.since));
    const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
    for (const row of rows) {
      entries.push({
        id: `staff-${row.id}`,
        area: row.area as StaffAuditArea,
        action: row.action,
        target: row.target,
        actor: row.actor,
        at: new Date(row.created_at).toISOString(),
        // jsonb comes back parsed from both drivers (a string value is a JSON string, not text to parse).
        before: row.before,
        after: row.after,
        reason: row.reason,
      });
    }
  }
  if (filter.area === undefined || filter.area === 'remote') {
    const remoteFilter = filter.target ? resolveRemoteName(filter.target.replace(/^remote:/, '')) : null;
    const remote = await listRemoteAudit(db, { limit: filter.area === 'remote' ? filter.limit : Math.min(filter.limit, 500), remote: remoteFilter ?? undefined });
    for (const row of remote) {
      const target = `remote:${row.remote}`;
      if (!contains(row.actor, filter.actor) || (!remoteFilter && !contains(target, filter.target))) continue;
      if (filter.since && Date.parse(row.at) < Date.parse(filter.since)) continue;
      entries.push({ id: `remote-${row.id}`, area: 'remote', action: 'registry change', target, actor: row.actor, at: row.at, before: row.before, after: row.after, reason: row.reason });
    }
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, filter.limit);
}

