import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RemoteReport } from '@storefront/contracts';
import type { Database } from '../db/database';
import { canaryOf, registryChanged, stateOf } from './remotes.repository';
import { verifyReportToken } from './report-token';
import { describeRollback, shouldRollBack, type RollbackPolicy, type VersionHealth } from './rollback-decision';

/**
 * Records a browser's report (POST /api/remotes/reports): a row per session, remote and version, where a mount
 * and a failure stick (OR) — the row's primary key makes each (session, remote, version, outcome) count once, on
 * every replica. An entry counts only with a valid report token (report-token.ts) for its very remote and version,
 * and for the token's session, never the one the browser names (issue 28, item 2): nobody reports for a version the
 * server did not assign them, nor counts twice. And only what a visitor can be served counts — a remote's pointer or
 * its canary; a preview's or an unknown version's reports are left out. Answers the remotes with a canary that were
 * reported, and how many entries were ignored.
 */
export async function recordReport(db: Kysely<Database>, key: Buffer, report: RemoteReport, now: number): Promise<{ canaried: string[]; ignored: number }> {
  const [rows, canaries] = await Promise.all([
    db.selectFrom('remotes').select(['name', 'version']).execute(),
    db.selectFrom('remote_canaries').select(['remote', 'version']).execute(),
  ]);
  const served = new Set([...rows.map((r) => `${r.name}@${r.version}`), ...canaries.map((c) => `${c.remote}@${c.version}`)]);
  // One row per token's session, remote and version in this report: a repeated entry merges.
  const merged = new Map<string, { remote: string; version: string; session: string; mounted: boolean; failed: boolean }>();
  let ignored = 0;
  for (const entry of report.reports) {
    const claim = verifyReportToken(key, entry.token, now);
    const remoteVersion = `${entry.remote}@${entry.version}`;
    if (!claim || claim.remote !== entry.remote || claim.version !== entry.version || !served.has(remoteVersion)) {
      ignored += 1;
      continue;
    }
    const rowKey = `${claim.session}\u0000${remoteVersion}`;
    const known = merged.get(rowKey);
    merged.set(rowKey, { remote: entry.remote, version: entry.version, session: claim.session, mounted: entry.mounted || !!known?.mounted, failed: entry.failed || !!known?.failed });
  }
  if (merged.size === 0) return { canaried: [], ignored };
  await db
    .insertInto('remote_health')
    .values([...merged.values()])
    .onConflict((oc) =>
      oc.columns(['remote', 'version', 'session']).doUpdateSet({
        mounted: sql<boolean>`remote_health.mounted or excluded.mounted`,
        failed: sql<boolean>`remote_health.failed or excluded.failed`,
      }),
    )
    .execute();
  const withCanary = new Set(canaries.map((c) => c.remote));
  return { canaried: [...new Set([...merged.values()].map((e) => e.remote))].filter((remote) => withCanary.has(remote)), ignored };
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
