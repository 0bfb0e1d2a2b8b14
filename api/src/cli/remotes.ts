/**
 * `npm run remotes -- <name> enabled=false --reason "…"`: staff control of the remote registry without a rebuild
 * or a restart; `versions <name>` and `audit` read what can be pointed at and what was changed. It talks to the
 * running storefront (PGlite allows one process, the server's) as the staff account; when no server answers, it
 * changes the database directly, audited as `cli:<os user>`.
 */
import os from 'node:os';
import {
  remoteAuditSchema,
  remoteCanaryUpdateSchema,
  remoteConfigSchema,
  remoteRegistrySchema,
  remoteUpdateSchema,
  remoteVersionsSchema,
  REMOTES,
  type RemoteAuditEntry,
  type RemoteConfig,
  type RemoteVersion,
} from '@storefront/contracts';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed/seed';
import { CanaryIsPointerError, setCanary } from '../remotes/canary';
import { changeRemote, VersionUnavailableError } from '../remotes/remote-changes';
import { findRemote, listRemoteAudit, listRemotes } from '../remotes/remotes.repository';
import { publishTarget } from '../remotes/targets';
import { listVersions } from '../remotes/versions';
import { parseRemotesArgs, USAGE, type RemotesCommand } from './parse-args';

const config = loadConfig();
const apiUrl = (process.env.API_URL ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
const origin = config.allowedOrigins[0] ?? apiUrl;
const staff = { login: process.env.STAFF_EMAIL ?? 'staff@example.com', password: process.env.STAFF_PASSWORD ?? 'Staff-pass1' };

function print(registry: RemoteConfig[]): void {
  console.table(
    registry.map((r) => ({
      name: r.name,
      enabled: r.enabled,
      version: r.version,
      canary: r.canary ? `${r.canary.version} to ${r.canary.percent} %` : '',
      mode: r.disabledMode,
      routes: r.routes.join(' '),
      manifest: r.manifest,
    })),
  );
}

function printVersions(versions: RemoteVersion[]): void {
  if (versions.length === 0) console.log('No version available: release one (npm run release -w @storefront/mfe-<name>).');
  console.table(
    versions.map((v) => ({
      version: v.version,
      pinned: v.pinned ? 'yes' : '',
      status: v.published ? 'published' : v.localBuild ? 'local build (not published)' : 'copied (no release record)',
      publishedAt: v.publishedAt ?? '',
      by: v.publishedBy ?? '',
      size: v.size ?? '',
      integrity: v.integrity ?? '',
    })),
  );
}

function printAudit(entries: RemoteAuditEntry[]): void {
  if (entries.length === 0) console.log('No change recorded.');
  const state = (s: RemoteAuditEntry['before']) =>
    `${s.version} ${s.enabled ? 'on' : `off (${s.disabledMode})`}${s.canary ? `, canary ${s.canary.version} to ${s.canary.percent} %` : ''}${s.preview ? `, preview of ${s.preview.version} until ${s.preview.expiresAt}` : ''}`;
  for (const e of entries) console.log(`${e.at}  ${e.remote}  ${e.actor}\n    ${state(e.before)} → ${state(e.after)}\n    why: ${e.reason}`);
}

async function serverIsUp(): Promise<boolean> {
  try {
    return (await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}

async function viaServer(command: RemotesCommand): Promise<void> {
  if (command.kind === 'list') {
    // Staff's list (with the canaries); the public registry is each visitor's own.
    await withStaff(async (call) => print(remoteRegistrySchema.parse(await call('GET', '/api/admin/remotes'))));
    return;
  }
  await withStaff(async (call) => {
    const short = command.kind === 'audit' ? undefined : REMOTES[command.name].short;
    if (command.kind === 'versions') printVersions(remoteVersionsSchema.parse(await call('GET', `/api/admin/remotes/${short}/versions`)));
    else if (command.kind === 'audit') {
      const query = new URLSearchParams({ limit: String(command.limit), ...(command.name ? { remote: command.name } : {}) });
      printAudit(remoteAuditSchema.parse(await call('GET', `/api/admin/remotes/audit?${query}`)));
    } else if (command.kind === 'canary') print([remoteConfigSchema.parse(await call('PUT', `/api/admin/remotes/${short}/canary`, command.change))]);
    else print([remoteConfigSchema.parse(await call('PATCH', `/api/admin/remotes/${short}`, command.change))]);
  });
}

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

/** Signs in as the staff account, runs `work` with a caller carrying the session, signs out. */
async function withStaff(work: (call: Call) => Promise<void>): Promise<void> {
  const login = await fetch(`${apiUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(staff),
  });
  if (!login.ok) throw new Error(`Staff sign-in failed (${login.status}): ${((await login.json()) as { message?: string }).message ?? ''}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  try {
    const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
      const response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), origin, cookie, 'x-storefront-cli-user': osUser() },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as { code?: string; message?: string };
      if (!response.ok) throw new Error(`${answer.code}: ${answer.message}`);
      return answer;
    };
    await work(call);
  } finally {
    await fetch(`${apiUrl}/api/users/logout`, { method: 'POST', headers: { 'content-type': 'application/json', origin, cookie }, body: '{}' });
  }
}

async function viaDatabase(command: RemotesCommand): Promise<void> {
  const connection = await connect(config);
  try {
    await migrateToLatest(connection.db, connection.kind === 'postgres' ? config.dbSchema : null);
    await seed(connection.db, config.repoRoot, { vatName: config.vatName, vatRateBasisPoints: config.vatRateBasisPoints });
    if (command.kind === 'list') {
      print(await listRemotes(connection.db, config));
    } else if (command.kind === 'versions') {
      const current = await findRemote(connection.db, command.name);
      printVersions(await listVersions(publishTarget(config.repoRoot), config.repoRoot, command.name, current?.version ?? null));
    } else if (command.kind === 'audit') {
      printAudit(await listRemoteAudit(connection.db, { limit: command.limit, remote: command.name }));
    } else if (command.kind === 'canary') {
      const updated = await setCanary(connection.db, config, command.name, remoteCanaryUpdateSchema.parse(command.change), { actor: `cli:${osUser()}` });
      if (!updated) throw new Error(`Remote ${command.name} is not in the registry.`);
      print([updated]);
    } else {
      const updated = await changeRemote(connection.db, config, command.name, remoteUpdateSchema.parse(command.change), { actor: `cli:${osUser()}` });
      if (!updated) throw new Error(`Remote ${command.name} is not in the registry.`);
      print([updated]);
    }
  } finally {
    await connection.close();
  }
}

function osUser(): string {
  try {
    return os.userInfo().username || process.env.USER || 'unknown';
  } catch {
    return process.env.USER || 'unknown';
  }
}

async function main(): Promise<void> {
  let command: RemotesCommand;
  try {
    command = parseRemotesArgs(process.argv.slice(2));
    if (command.kind === 'update') remoteUpdateSchema.parse(command.change);
    if (command.kind === 'canary') remoteCanaryUpdateSchema.parse(command.change);
  } catch (error) {
    console.error(`${error instanceof Error && !('issues' in error) ? error.message : 'Invalid value (version must be like 1.2.3).'}\n\n${USAGE}`);
    process.exit(2);
  }
  if (await serverIsUp()) {
    await viaServer(command);
  } else {
    console.log(`No storefront answers at ${apiUrl}; using the database directly.`);
    await viaDatabase(command);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof VersionUnavailableError || error instanceof CanaryIsPointerError || error instanceof Error ? error.message : error);
  process.exit(1);
});
