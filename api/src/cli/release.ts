/**
 * `npm run release -w @storefront/mfe-<x>` (after the remote's own production build): publishes the remote's
 * dist/ — browser build and server build — as one immutable version folder, the version being the remote's
 * package.json version (ADR 0010). Exit 0 when published or when the same bytes were published before; 1 when
 * that version exists with other bytes (never replaced); 2 when the build cannot be published.
 *
 * Options: --remote-dir <mfe folder> (default: the current folder), --target <folder> (default REMOTES_CDN_DIR
 * or var/cdn), or --api <storefront origin> to publish through POST /api/admin/remotes/{name}/versions as staff
 * (STAFF_EMAIL / STAFF_PASSWORD; the publisher recorded is that account). The publisher is RELEASE_BY, else git's
 * user.name, else the OS user.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, resolveRemoteName, type RemoteName } from '@storefront/contracts';
import { cdnRoot, FolderTarget } from '../remotes/publish-target';
import { publishRelease, ReleaseError } from '../remotes/release';
import { readShellProvides } from '../remotes/skew';

const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface ReleaseOptions {
  remoteDir: string;
  target?: string;
  /** A running storefront's origin: publish through its staff endpoint instead of a folder. */
  api?: string;
  /** The Origin header sent to it (default: the api's own origin). */
  origin?: string;
  env?: NodeJS.ProcessEnv;
  now?: Date;
}

export interface ReleaseRun {
  exitCode: 0 | 1 | 2;
  message: string;
}

/** Who publishes: RELEASE_BY, git's user.name, the OS user. */
export function publisher(env: NodeJS.ProcessEnv, cwd: string): string {
  const given = env.RELEASE_BY?.trim();
  if (given) return given.slice(0, 200);
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (name) return name.slice(0, 200);
  } catch {
    // no git, or no user.name
  }
  try {
    return env.USER?.trim() || os.userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Every file of a build folder by its `/`-separated relative path; a symbolic link is refused. */
export function readBuild(dist: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      const stats = lstatSync(full);
      if (stats.isSymbolicLink()) throw new ReleaseError('invalid', `${relative} is a symbolic link: a release holds files only.`);
      if (stats.isDirectory()) walk(full, relative);
      else if (stats.isFile()) files.set(relative, readFileSync(full));
    }
  };
  walk(dist, '');
  return files;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export async function runRelease(options: ReleaseOptions): Promise<ReleaseRun> {
  const env = options.env ?? process.env;
  let pkg: { name?: string; version?: string; storefront?: { remote?: string } };
  try {
    pkg = JSON.parse(readFileSync(path.join(options.remoteDir, 'package.json'), 'utf8'));
  } catch {
    return { exitCode: 2, message: `No package.json in ${options.remoteDir}: run the release from a remote's folder (npm run release -w @storefront/mfe-<name>).` };
  }
  const name: RemoteName | undefined = resolveRemoteName(pkg.storefront?.remote ?? '');
  if (!name) return { exitCode: 2, message: `${pkg.name ?? options.remoteDir} is not a remote (its package.json has no storefront.remote).` };
  const version = pkg.version ?? '';
  const dist = path.join(options.remoteDir, 'dist');
  let files: Map<string, Uint8Array>;
  try {
    files = readBuild(dist);
  } catch (error) {
    if (error instanceof ReleaseError) return { exitCode: 2, message: error.message };
    return { exitCode: 2, message: `No build in ${dist}: run \`npm run build -w ${pkg.name}\` first (npm run release does).` };
  }
  const manifest = files.get('mf-manifest.json');
  const built = manifest ? (JSON.parse(Buffer.from(manifest).toString('utf8')) as { metaData?: { buildInfo?: { buildVersion?: string } } }).metaData?.buildInfo?.buildVersion : undefined;
  if (built !== undefined && built !== version) {
    return { exitCode: 2, message: `${dist} was built as ${built} but package.json says ${version}: build again (npm run release builds first).` };
  }
  if (options.api) return releaseThroughApi(options.api, options.origin ?? new URL(options.api).origin, name, version, files, env);
  const target = new FolderTarget(options.target ? path.resolve(options.target) : cdnRoot(REPO_ROOT, env));
  try {
    const shellDist = path.resolve(env.SHELL_DIST || path.join(REPO_ROOT, 'shell/dist'));
    const { outcome, record } = await publishRelease(target, name, version, files, {
      publishedBy: publisher(env, options.remoteDir),
      now: options.now ?? new Date(),
      shellProvides: readShellProvides(shellDist),
    });
    const where = path.join(target.root, REMOTES[name].short, record.version);
    if (outcome === 'unchanged') {
      return { exitCode: 0, message: `${name} ${version} is already published with these same files (${record.publishedAt} by ${record.publishedBy}): nothing to do.` };
    }
    return {
      exitCode: 0,
      message: `Published ${name} ${version} to ${where}: ${record.files} files and the manifest, ${megabytes(record.size)}, manifest ${record.manifestIntegrity}. Point the registry at it: npm run remotes -- ${REMOTES[name].short} version=${version} --reason "<why>".`,
    };
  } catch (error) {
    if (error instanceof ReleaseError) return { exitCode: error.kind === 'invalid' ? 2 : 1, message: error.message };
    throw error;
  }
}

/** Publishes through a storefront's staff endpoint (same checks, same code, on the server's target). */
async function releaseThroughApi(api: string, origin: string, name: RemoteName, version: string, files: Map<string, Uint8Array>, env: NodeJS.ProcessEnv): Promise<ReleaseRun> {
  const base = api.replace(/\/$/, '');
  const credentials = { login: env.STAFF_EMAIL ?? 'staff@example.com', password: env.STAFF_PASSWORD ?? 'Staff-pass1' };
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(credentials) });
  if (!login.ok) return { exitCode: 2, message: `Staff sign-in at ${base} failed (${login.status}): set STAFF_EMAIL and STAFF_PASSWORD.` };
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  try {
    const body = JSON.stringify({ version, files: Object.fromEntries([...files].map(([file, bytes]) => [file, Buffer.from(bytes).toString('base64')])) });
    const response = await fetch(`${base}/api/admin/remotes/${REMOTES[name].short}/versions`, { method: 'POST', headers: { 'content-type': 'application/json', origin, cookie }, body });
    const answer = (await response.json()) as { outcome?: string; message?: string; version?: { publishedAt: string; publishedBy: string; size: number; integrity: string } };
    if (response.status === 409) return { exitCode: 1, message: answer.message ?? 'Already published with different files.' };
    if (!response.ok || !answer.version) return { exitCode: 2, message: `${response.status}: ${answer.message ?? 'the storefront refused the publish'}` };
    if (answer.outcome === 'unchanged') {
      return { exitCode: 0, message: `${name} ${version} is already published at ${base} with these same files (${answer.version.publishedAt} by ${answer.version.publishedBy}): nothing to do.` };
    }
    return { exitCode: 0, message: `Published ${name} ${version} at ${base}: ${megabytes(answer.version.size)}, manifest ${answer.version.integrity}.` };
  } finally {
    await fetch(`${base}/api/users/logout`, { method: 'POST', headers: { 'content-type': 'application/json', origin, cookie }, body: '{}' });
  }
}

function option(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  if (index !== -1) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${flag}=`))?.slice(flag.length + 1);
}

if (require.main === module) {
  const args = process.argv.slice(2);
  runRelease({ remoteDir: path.resolve(option(args, '--remote-dir') ?? process.cwd()), target: option(args, '--target'), api: option(args, '--api'), origin: option(args, '--origin') })
    .then((run) => {
      (run.exitCode === 0 ? console.log : console.error)(run.message);
      process.exit(run.exitCode);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    });
}
