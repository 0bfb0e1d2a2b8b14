import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { REMOTES, resolveRemoteName, type RemoteName } from '@storefront/contracts';
import { VersionUnavailableError } from './remote-changes';
import { stateOf, type RegistryActor } from './remotes.repository';
import type { Database } from '../db/database';
import { previewKey, signPreviewToken } from './preview-token';
import { publishTarget } from './targets';
import { isVersionAvailable } from './versions';

/**
 * A staff member's preview of `version` of a remote (issue 14, item 6): a token signed with the api's secret,
 * naming the preview's row (remote_previews), the remote, the version, the staff member and the expiry. The registry
 * and the server's pages follow it for that staff member only, and only while its row is neither ended nor expired
 * (visitor.ts; issue 28, item 4); the audit keeps a row (the entry is unchanged, `after.preview` says what was
 * previewed until when). Row and audit are written in one transaction.
 */
export async function startPreview(
  app: FastifyInstance,
  name: RemoteName,
  request: { version: string; minutes: number; reason: string },
  by: RegistryActor & { userId: string },
): Promise<{ token: string; version: string; expiresAt: string }> {
  const { config } = app;
  if (!config.remoteUrls[REMOTES[name].short] && !(await isVersionAvailable(publishTarget(config.repoRoot), config.repoRoot, name, request.version))) {
    throw new VersionUnavailableError(name, request.version);
  }
  const expiresAt = app.clock.now().getTime() + request.minutes * 60_000;
  const preview = { version: request.version, expiresAt: new Date(expiresAt).toISOString() };
  const id = randomUUID();
  const recorded = await app.db.transaction().execute(async (trx) => {
    const audited = await auditPreview(trx, name, by, request.reason, (state) => ({ before: state, after: { ...state, preview } }));
    if (audited) await trx.insertInto('remote_previews').values({ id, user_id: by.userId, remote: name, version: request.version, expires_at: new Date(expiresAt) }).execute();
    return audited;
  });
  if (!recorded) throw new Error(`Remote ${name} has no registry entry`);
  const token = signPreviewToken(previewKey(config.paymentCallbackSecret), { id, remote: name, version: request.version, userId: by.userId, expiresAt });
  return { token, version: request.version, expiresAt: new Date(expiresAt).toISOString() };
}

/** Whether the preview `id` still grants anything at `now`: recorded, not ended, not expired. */
export async function isPreviewActive(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('remote_previews').select('id').where('id', '=', id).where('ended_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
  return !!row;
}

/** The audit's reason for ending a preview: DELETE /api/admin/remotes/preview takes no body (its contract has none). */
export const PREVIEW_ENDED_REASON = 'preview ended';

/** A preview that was ended: the remote, the version and until when it would have lasted. */
export interface EndedPreview {
  remote: RemoteName;
  version: string;
  expiresAt: string;
}

/**
 * Ends the staff member's previews — every one still running, in whichever browser its cookie is — and records each
 * in the audit, in one transaction: `before.preview` names the version and expiry the preview granted, `after` is the
 * entry without it. From then on their tokens grant nothing, on every replica (the caller clears this browser's
 * cookie). No preview running: nothing changes and no row is written. Returns the previews that ended.
 */
export async function endPreview(app: FastifyInstance, by: RegistryActor & { userId: string }, reason = PREVIEW_ENDED_REASON): Promise<EndedPreview[]> {
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('remote_previews')
      .set({ ended_at: now })
      .where('user_id', '=', by.userId)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['remote', 'version', 'expires_at'])
      .execute();
    const previews: EndedPreview[] = [];
    for (const row of ended) {
      const name = resolveRemoteName(row.remote);
      if (!name) continue;
      const preview = { version: row.version, expiresAt: new Date(row.expires_at).toISOString() };
      if (await auditPreview(trx, name, by, reason, (state) => ({ before: { ...state, preview }, after: state }))) previews.push({ remote: name, ...preview });
    }
    return previews;
  });
}

/**
 * The audit row of a preview's start or end, written with the remote's entry locked, inside the caller's transaction
 * (the entry itself is unchanged: `before`/`after` differ by the preview). False when the remote has no entry.
 */
async function auditPreview(
  trx: Transaction<Database>,
  name: RemoteName,
  by: RegistryActor & { userId: string },
  reason: string,
  change: (state: ReturnType<typeof stateOf>) => { before: object; after: object },
): Promise<boolean> {
  const row = await trx.selectFrom('remotes').select(['version', 'enabled', 'disabled_mode']).where('name', '=', name).forUpdate().executeTakeFirst();
  if (!row) return false;
  const { before, after } = change(stateOf(row));
  await trx
    .insertInto('remote_audit')
    .values({ remote: name, actor: by.actor, actor_user_id: by.userId, reason, before: JSON.stringify(before), after: JSON.stringify(after) })
    .execute();
  return true;
}
