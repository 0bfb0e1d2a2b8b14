/**
 * `npm run remotes -- <name> enabled=false`: staff control of the remote registry without a rebuild or a
 * restart. It talks to the running storefront (PGlite allows one process, the server's) as the staff
 * account; when no server answers, it changes the database directly.
 */
import { remoteConfigSchema, remoteRegistrySchema, remoteUpdateSchema, type RemoteConfig } from '@storefront/contracts';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed/seed';
import { listRemotes, updateRemote } from '../remotes/remotes.repository';
import { parseRemotesArgs, USAGE, type RemotesCommand } from './parse-args';

const config = loadConfig();
const apiUrl = (process.env.API_URL ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
const origin = config.allowedOrigins[0] ?? apiUrl;
const staff = { login: process.env.STAFF_EMAIL ?? 'staff@example.com', password: process.env.STAFF_PASSWORD ?? 'Staff-pass1' };

function print(registry: RemoteConfig[]): void {
  console.table(
    registry.map((r) => ({ name: r.name, enabled: r.enabled, version: r.version, mode: r.disabledMode, routes: r.routes.join(' '), manifest: r.manifest })),
  );
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
    print(remoteRegistrySchema.parse(await (await fetch(`${apiUrl}/api/config/remotes`)).json()));
    return;
  }
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
  const response = await fetch(`${apiUrl}/api/admin/remotes/${command.name}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(command.change),
  });
  const body = (await response.json()) as { code?: string; message?: string };
  if (!response.ok) throw new Error(`${body.code}: ${body.message}`);
  await fetch(`${apiUrl}/api/users/logout`, { method: 'POST', headers: { 'content-type': 'application/json', origin, cookie }, body: '{}' });
  print([remoteConfigSchema.parse(body)]);
}

async function viaDatabase(command: RemotesCommand): Promise<void> {
  const connection = await connect(config);
  try {
    await migrateToLatest(connection.db, connection.kind === 'postgres' ? config.dbSchema : null);
    await seed(connection.db, config.repoRoot, { vatName: config.vatName, vatRateBasisPoints: config.vatRateBasisPoints });
    if (command.kind === 'list') {
      print(await listRemotes(connection.db, config));
      return;
    }
    const updated = await updateRemote(connection.db, config, command.name, remoteUpdateSchema.parse(command.change));
    if (!updated) throw new Error(`Remote ${command.name} is not in the registry.`);
    print([updated]);
  } finally {
    await connection.close();
  }
}

async function main(): Promise<void> {
  let command: RemotesCommand;
  try {
    command = parseRemotesArgs(process.argv.slice(2));
    if (command.kind === 'update') remoteUpdateSchema.parse(command.change);
  } catch (error) {
    console.error(`${error instanceof Error && !('issues' in error) ? error.message : 'Invalid value (version must be like 1.2.3).'}\n\n${USAGE}`);
    process.exit(2);
  }
  if (await serverIsUp()) {
    await viaServer(command);
  } else {
    console.log(`No storefront answers at ${apiUrl}; changing the database directly.`);
    await viaDatabase(command);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
