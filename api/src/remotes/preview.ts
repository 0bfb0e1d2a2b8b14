import type { FastifyInstance } from 'fastify';
import { REMOTES, resolveRemoteName, type RemoteName } from '@storefront/contracts';
import { VersionUnavailableError } from './remote-changes';
import { stateOf, type RegistryActor } from './remotes.repository';
import { previewKey, signPreviewToken, verifyPreviewToken, type PreviewGrant } from './preview-token';
import { publishTarget } from './targets';
import { isVersionAvailable } from './versions';

/**
 * A staff member's preview of `version` of a remote (issue 14, item 6): a token signed with the api's secret,
 * naming the remote, the version, the staff member and the expiry. The registry and the server's pages follow
 * it for that staff member only (visitor.ts); the audit keeps a row (the entry is unchanged, `after.preview` says
 * what was previewed until when).
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
  const recorded = await auditPreview(app, name, by, request.reason, (state) => ({ before: state, after: { ...state, preview } }));
  if (!recorded) throw new Error(`Remote ${name} has no registry entry`);
  const token = signPreviewToken(previewKey(config.paymentCallbackSecret), { remote: name, version: request.version, userId: by.userId, expiresAt });
  return { token, version: request.version, expiresAt: new Date(expiresAt).toISOString() };
}

/** The audit's reason for ending a preview: DELETE /api/admin/remotes/preview takes no body (its contract has none). */
export const PREVIEW_ENDED_REASON = 'preview ended';

/**
 * Ends the staff member's preview (the caller clears the cookie) and records it in the audit, in one
 * transaction like startPreview: `before.preview` names the version and expiry the token granted, `after`
 * is the entry without it. Only a token that is still valid and was issued to this staff member is
 * recorded — a missing, expired, forged or someone else's cookie grants no preview, so ending it changes
 * nothing and writes no row. Returns the grant that ended, or null.
 */
export async function endPreview(app: FastifyInstance, token: string | undefined, by: RegistryActor & { userId: string }, reason = PREVIEW_ENDED_REASON): Promise<PreviewGrant | null> {
  const grant = verifyPreviewToken(previewKey(app.config.paymentCallbackSecret), token, app.clock.now().getTime());
  const name = grant ? resolveRemoteName(grant.remote) : null;
  if (!grant || !name || grant.userId !== by.userId) return null;
  const preview = { version: grant.version, expiresAt: new Date(grant.expiresAt).toISOString() };
  const recorded = await auditPreview(app, name, by, reason, (state) => ({ before: { ...state, preview }, after: state }));
  return recorded ? grant : null;
}

/**
 * The audit row of a preview's start or end, written with the remote's entry locked (the entry itself is
 * unchanged: `before`/`after` differ by the preview). False when the remote has no entry.
 */
async function auditPreview(
  app: FastifyInstance,
  name: RemoteName,
  by: RegistryActor & { userId: string },
  reason: string,
  change: (state: ReturnType<typeof stateOf>) => { before: object; after: object },
): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('remotes').select(['version', 'enabled', 'disabled_mode']).where('name', '=', name).forUpdate().executeTakeFirst();
    if (!row) return false;
    const { before, after } = change(stateOf(row));
    await trx
      .insertInto('remote_audit')
      .values({ remote: name, actor: by.actor, actor_user_id: by.userId, reason, before: JSON.stringify(before), after: JSON.stringify(after) })
      .execute();
    return true;
  });
}
