import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RemoteReport } from '@storefront/contracts';
import type { Database } from '../db/database';
import { canaryOf, registryChanged, stateOf } from './remotes.repository';
import { describeRollback, shouldRollBack, type RollbackPolicy, type VersionHealth } from './rollback-decision';

/**
 * Records a browser's report (POST /api/remotes/reports): a row per session, remote and version, where a mount
 * and a failure stick (OR). Only what a visitor can be served counts — a remote's pointer or its canary; a
 * preview's or an unknown version's reports are left out. Answers the remotes with a canary that were reported.
 */
export async function recordReport(db: Kysely<Database>, report: RemoteReport): Promise<string[]> {
  const [rows, canaries] = await Promise.all([
    db.selectFrom('remotes').select(['name', 'version']).execute(),
    db.selectFrom('remote_canaries').select(['remote', 'version']).execute(),
  ]);
  const served = new Set([...rows.map((r) => `${r.name}@${r.version}`), ...canaries.map((c) => `${c.remote}@${c.version}`)]);
  // One row per remote and version in this report: a repeated entry merges.
  const merged = new Map<string, { remote: string; version: string; mounted: boolean; failed: boolean }>();
  for (const entry of report.reports) {
    const key = `${entry.remote}@${entry.version}`;
    if (!served.has(key)) continue;
    const known = merged.get(key);
    merged.set(key, { remote: entry.remote, version: entry.version, mounted: entry.mounted || !!known?.mounted, failed: entry.failed || !!known?.failed });
  }
  if (merged.size === 0) return [];
  await db
    .insertInto('remote_health')
    .values([...merged.values()].map((entry) => ({ ...entry, session: report.session })))
    .onConflict((oc) =>
      oc.columns(['remote', 'version', 'session']).doUpdateSet({
        mounted: sql<boolean>`remote_health.mounted or excluded.mounted`,
        failed: sql<boolean>`remote_health.failed or excluded.failed`,
      }),
    )
    .execute();
  const withCanary = new Set(canaries.map((c) => c.remote));
  return [...new Set([...merged.values()].map((e) => e.remote))].filter((remote) => withCanary.has(remote));
}

async function healthOf(db: Kysely<Database>, remote: string, version: string, since: Date): Promise<VersionHealth> {
  const row = await db
    .selectFrom('remote_health')
    .select((eb) => [eb.fn.countAll<string>().as('sessions'), eb.fn.count<string>('session').filterWhere('failed', '=', true).as('failed')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { sessions: Number(row.sessions), failed: Number(row.failed) };
}

export interface RollbackOutcome {
  remote: string;
  version: string;
  stableVersion: string;
  reason: string;
}

/**
 * Takes a remote's canary back when it fails enough more than the stable version (sessions since the canary
 * started): the canary row goes, everyone is on the pointer again, the audit records it with actor `system`
 * and a mail to staff (`staffAddress`) says so — all in one transaction, the remote's row locked, so two
 * reports at once roll back once. Null when the canary stays (or there is none).
 */
export async function rollBackIfFailing(db: Kysely<Database>, remote: string, policy: RollbackPolicy, staffAddress: string): Promise<RollbackOutcome | null> {
  const canary = await db.selectFrom('remote_canaries').select(['version', 'started_at']).where('remote', '=', remote).executeTakeFirst();
  const pointer = await db.selectFrom('remotes').select('version').where('name', '=', remote).executeTakeFirst();
  if (!canary || !pointer) return null;
  const since = new Date(canary.started_at);
  const [canaryHealth, stableHealth] = await Promise.all([healthOf(db, remote, canary.version, since), healthOf(db, remote, pointer.version, since)]);
  if (!shouldRollBack(canaryHealth, stableHealth, policy)) return null;
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('remotes').select(['name', 'version', 'enabled', 'routes', 'disabled_mode']).where('name', '=', remote).forUpdate().executeTakeFirstOrThrow();
    const current = await canaryOf(trx, remote);
    // Changed meanwhile (ended, another version, rolled back by another report): not this decision's to take.
    if (!current || current.version !== canary.version) return null;
    const reason = describeRollback(remote, canary.version, canaryHealth, row.version, stableHealth, policy);
    await trx.deleteFrom('remote_canaries').where('remote', '=', remote).execute();
    await trx
      .insertInto('remote_audit')
      .values({ remote, actor: 'system', actor_user_id: null, reason: reason.slice(0, 500), before: JSON.stringify(stateOf(row, current)), after: JSON.stringify(stateOf(row, null)) })
      .execute();
    await trx
      .insertInto('email_outbox')
      .values({
        id: randomUUID(),
        to_address: staffAddress.toLowerCase(),
        template: 'remote-rollback',
        locale: 'en',
        subject: `Rolled back: ${remote} ${canary.version} (canary)`,
        text_body: `${reason}\n\nThe audit (GET /api/admin/remotes/audit, npm run remotes -- audit) has the change with actor "system".`,
        sent_at: null,
        last_error: null,
      })
      .execute();
    return { remote, version: canary.version, stableVersion: row.version, reason };
  });
  if (outcome) registryChanged();
  return outcome;
}
