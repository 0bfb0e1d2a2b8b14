import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RemoteReport } from '@storefront/contracts';
import type { Database } from '../db/database';
import { canaryOf, registryChanged, stateOf } from './remotes.repository';
import { REPORT_ADDRESS_LIMITS } from './report-address';
import { verifyReportToken } from './report-token';
import { describeRollback, shouldRollBack, type RollbackPolicy, type VersionHealth } from './rollback-decision';

/** Where a session counts: its address group's hash, or (rows from before addresses were kept) the session itself. */
const addressOfRow = sql`coalesce(address_hash, 'session:' || session)`;
/** The start of the current address window (REPORT_ADDRESS_LIMITS.windowSeconds), by the database's clock as created_at. */
const windowOf = (at: ReturnType<typeof sql>) => sql`floor(extract(epoch from ${at}) / ${sql.lit(REPORT_ADDRESS_LIMITS.windowSeconds)})`;

/**
 * Records a browser's report (POST /api/remotes/reports): a row per session, remote and version, where a mount
 * and a failure stick (OR) — the row's primary key makes each (session, remote, version, outcome) count once, on
 * every replica. An entry counts only with a valid report token (report-token.ts) for its very remote and version,
 * and for the token's session, never the one the browser names (issue 28, item 2): nobody reports for a version the
 * server did not assign them, nor counts twice. And only what a visitor can be served counts — a remote's pointer or
 * its canary; a preview's or an unknown version's reports are left out. The row keeps the hash of the client's address
 * group (`addressHash`, report-address.ts): a new session beyond REPORT_ADDRESS_LIMITS of that address, remote version
 * and window is not recorded (`overCap`), and the health counts no more of them however rows land (healthOf). Answers
 * the remotes with a canary that were reported and how many entries were ignored (no valid token, or over the cap).
 */
export async function recordReport(
  db: Kysely<Database>,
  key: Buffer,
  report: RemoteReport,
  now: number,
  addressHash: string,
): Promise<{ canaried: string[]; ignored: number; overCap: number }> {
  const [rows, canaries] = await Promise.all([
    db.selectFrom('remotes').select(['name', 'version']).execute(),
    db.selectFrom('remote_canaries').select(['remote', 'version']).execute(),
  ]);
  const served = new Set([...rows.map((r) => `${r.name}@${r.version}`), ...canaries.map((c) => `${c.remote}@${c.version}`)]);
  // One row per token's session, remote and version in this report: a repeated entry merges.
  const merged = new Map<string, { remote: string; version: string; session: string; mounted: boolean; failed: boolean; address_hash: string }>();
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
    merged.set(rowKey, {
      remote: entry.remote,
      version: entry.version,
      session: claim.session,
      mounted: entry.mounted || !!known?.mounted,
      failed: entry.failed || !!known?.failed,
      address_hash: addressHash,
    });
  }
  const overCap = await dropOverCap(db, merged, addressHash);
  if (merged.size === 0) return { canaried: [], ignored: ignored + overCap, overCap };
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
  return { canaried: [...new Set([...merged.values()].map((e) => e.remote))].filter((remote) => withCanary.has(remote)), ignored: ignored + overCap, overCap };
}

/**
 * Leaves out of `merged` the new sessions its address has no room for: those beyond REPORT_ADDRESS_LIMITS'
 * sessions of this address, remote version and window already recorded (since the remote's canary started: an earlier
 * canary's sessions leave a new one room). A session already recorded (from any
 * address) stays, so its outcome is kept. Answers how many were left out. Two replicas racing may both record one
 * past the cap; healthOf counts none of it.
 */
async function dropOverCap(db: Kysely<Database>, merged: Map<string, { remote: string; version: string; session: string }>, addressHash: string): Promise<number> {
  if (merged.size === 0) return 0;
  const entries = [...merged.values()];
  const recorded = await db
    .selectFrom('remote_health')
    .select([
      'remote',
      'version',
      'session',
      // This address's sessions of the window that the health counts: since the remote's canary started, if one runs.
      sql<boolean>`address_hash = ${addressHash} and ${windowOf(sql`created_at`)} = ${windowOf(sql`now()`)}
        and created_at >= coalesce((select started_at from remote_canaries where remote_canaries.remote = remote_health.remote), '-infinity')`.as('this_window'),
    ])
    .where((eb) =>
      eb.and([
        eb.or(entries.map((e) => eb.and([eb('remote', '=', e.remote), eb('version', '=', e.version)]))),
        eb.or([eb('session', 'in', entries.map((e) => e.session)), eb('address_hash', '=', addressHash)]),
      ]),
    )
    .execute();
  const known = new Set(recorded.map((r) => `${r.session}\u0000${r.remote}@${r.version}`));
  const used = new Map<string, number>();
  for (const row of recorded) if (row.this_window) used.set(`${row.remote}@${row.version}`, (used.get(`${row.remote}@${row.version}`) ?? 0) + 1);
  let dropped = 0;
  for (const [rowKey, entry] of merged) {
    if (known.has(rowKey)) continue;
    const remoteVersion = `${entry.remote}@${entry.version}`;
    const count = used.get(remoteVersion) ?? 0;
    if (count >= REPORT_ADDRESS_LIMITS.sessionsPerAddress) {
      merged.delete(rowKey);
      dropped += 1;
    } else used.set(remoteVersion, count + 1);
  }
  return dropped;
}

/**
 * A version's sessions and failed sessions since `since`, counting of each address group at most
 * REPORT_ADDRESS_LIMITS.sessionsPerAddress sessions per window — its first ones — so the cap holds in the database
 * whatever each replica recorded.
 */
async function healthOf(db: Kysely<Database>, remote: string, version: string, since: Date): Promise<VersionHealth> {
  const { rows } = await sql<{ sessions: string | number; failed: string | number }>`
    select count(*) as sessions, count(*) filter (where failed) as failed from (
      select failed, row_number() over (partition by ${addressOfRow}, ${windowOf(sql`created_at`)} order by created_at, session) as rank
      from remote_health
      where remote = ${remote} and version = ${version} and created_at >= ${since}
    ) as ranked
    where rank <= ${sql.lit(REPORT_ADDRESS_LIMITS.sessionsPerAddress)}`.execute(db);
  return { sessions: Number(rows[0]?.sessions ?? 0), failed: Number(rows[0]?.failed ?? 0) };
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
