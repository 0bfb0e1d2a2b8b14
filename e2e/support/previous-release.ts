import { execFile, execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './release-files';

/**
 * A remote's previous release (N−1), built from git as its team built it then (issue 14, item 8): the whole tree
 * at that revision — the remote with the shared packages it was built against — with this checkout's installed
 * dependencies. Used by remote-skew.spec.ts to run the live shell with each remote one release behind.
 */


const git = (args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function versionAt(revision: string, file: string): string | null {
  try {
    return (JSON.parse(git(['show', `${revision}:${file}`])) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

/** Whether this checkout is a shallow clone (no history before its newest commits: no previous release to build). */
export function isShallowClone(): boolean {
  return git(['rev-parse', '--is-shallow-repository']) === 'true';
}

export interface PreviousRelease {
  short: string;
  /** The git revision whose tree is the previous release. */
  revision: string;
  /** Why that revision: the commit before the version was raised, or (never raised) before the remote's last change. */
  why: string;
}

/**
 * The revision of a remote's previous release: the tree just before its package.json version was last raised; a
 * remote whose version was never raised has had every change released under one number, so its previous release
 * is the tree before its latest change. Throws when the history needed is not in this clone (a shallow clone).
 */
export function previousRelease(short: string): PreviousRelease {
  const folder = `mfe-${short}`;
  const file = `${folder}/package.json`;
  const current = (JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as { version: string }).version;
  for (const commit of git(['log', '--format=%H', '--', file]).split('\n').filter(Boolean)) {
    const before = versionAt(`${commit}^`, file);
    if (before !== null && before !== current) return { short, revision: `${commit}^`, why: `before ${current} (was ${before})` };
  }
  const last = git(['log', '-1', '--format=%H', '--', folder]);
  if (!last) throw new Error(`${folder} has no history in this clone: the skew test needs the git history (not a shallow clone).`);
  try {
    git(['rev-parse', '--verify', '--quiet', `${last}^{commit}^`]);
  } catch {
    throw new Error(`The commit before ${last.slice(0, 10)} is not in this clone: the skew test needs the git history (not a shallow clone).`);
  }
  return { short, revision: `${last}^`, why: `version ${current} never raised: the tree before ${folder}'s latest change (${last.slice(0, 10)})` };
}

/**
 * This checkout's installed packages for a tree extracted elsewhere: every package is linked, except the
 * workspace packages, which are the tree's own (so the remote is built against the shared code of its revision).
 */
function linkDependencies(tree: string): void {
  const installed = path.join(ROOT, 'node_modules');
  const target = path.join(tree, 'node_modules');
  mkdirSync(path.join(target, '@storefront'), { recursive: true });
  for (const name of readdirSync(installed)) {
    if (name !== '@storefront') symlinkSync(path.join(installed, name), path.join(target, name));
  }
  for (const name of readdirSync(path.join(installed, '@storefront'))) {
    const own = path.resolve(path.join(target, '@storefront'), readlinkSync(path.join(installed, '@storefront', name)));
    symlinkSync(existsSync(own) ? own : path.join(installed, '@storefront', name), path.join(target, '@storefront', name));
  }
  // A workspace's own nested packages (versions npm could not hoist).
  for (const workspace of ['.', 'shared'].flatMap((dir) => readdirSync(path.join(ROOT, dir)).map((name) => path.join(dir, name)))) {
    const nested = path.join(ROOT, workspace, 'node_modules');
    if (workspace !== 'node_modules' && existsSync(nested) && existsSync(path.join(tree, workspace)) && !existsSync(path.join(tree, workspace, 'node_modules'))) {
      symlinkSync(nested, path.join(tree, workspace, 'node_modules'));
    }
  }
}

export interface PreviousBuild extends PreviousRelease {
  /** The version it is published as: the package version of that revision and the revision's short hash. */
  version: string;
  dist: string;
}

/** Builds run two at a time: a production build is mostly one core's work, and the machine has two. */
const BUILDS_AT_ONCE = 2;

/** A remote's production build in `folder` (its webpack config), with what it printed when it fails. */
function buildRemote(folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('npx', ['--no-install', 'webpack', '--mode', 'production'], { cwd: folder, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`the build in ${folder} failed: ${error.message}\n${stderr}`)) : resolve(),
    );
  });
}

/** Extracts the trees of the remotes' previous releases and builds each remote there (its production build). */
export async function buildPreviousReleases(shorts: readonly string[]): Promise<{ builds: PreviousBuild[]; cleanup: () => void }> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'storefront-previous-'));
  const cleanup = () => rmSync(scratch, { recursive: true, force: true });
  const builds: PreviousBuild[] = [];
  const trees = new Map<string, string>();
  for (const short of shorts) {
    const release = previousRelease(short);
    const commit = git(['rev-parse', release.revision]);
    let tree = trees.get(commit);
    if (!tree) {
      tree = path.join(scratch, commit.slice(0, 12));
      mkdirSync(tree);
      execSync(`git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(tree)}`, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
      linkDependencies(tree);
      trees.set(commit, tree);
    }
    const version = `${versionAt(commit, `mfe-${short}/package.json`)}-prev-${commit.slice(0, 10)}`;
    builds.push({ ...release, version, dist: path.join(tree, `mfe-${short}`, 'dist') });
  }
  const waiting = builds.map((build) => path.dirname(build.dist));
  const worker = async () => {
    for (let folder = waiting.shift(); folder; folder = waiting.shift()) await buildRemote(folder);
  };
  try {
    await Promise.all(Array.from({ length: BUILDS_AT_ONCE }, worker));
  } catch (error) {
    cleanup();
    throw error;
  }
  return { builds, cleanup };
}
