import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@storefront/contracts';
import { localBuildDir, localBuildVersion } from '../remotes/local-build';
import { publishTarget } from '../remotes/targets';

const SHORT_NAMES = new Set(Object.values(REMOTES).map((remote) => remote.short));

/**
 * Where a remote's files for a version are: the published (immutable) folder in the publish target
 * (REMOTES_CDN_DIR, default var/cdn/<short>/<version>/) when there is one, else the remote's own build
 * (mfe-<short>/dist) when the version is the one it was built as. Null when there is none, or for a name or
 * version that is not a safe path segment (the target checks: nothing outside its root).
 */
export function remoteVersionDir(repoRoot: string, short: string, version: string): string | null {
  if (!SHORT_NAMES.has(short as (typeof REMOTES)[RemoteName]['short'])) return null;
  const published = publishTarget(repoRoot).dir(short, version);
  if (!published) return null;
  if (existsSync(published) && statSync(published).isDirectory()) return published;
  const dist = localBuildDir(repoRoot, short);
  return localBuildVersion(repoRoot, short) === version ? dist : null;
}

/** remoteEntry.js and the manifest change with every release; everything else is content-hashed. */
export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (base === 'remoteEntry.js' || base === 'mf-manifest.json' || base === 'mf-stats.json' || base === 'index.html' || base === 'release.json') return 'no-cache';
  if (/\.[0-9a-f]{8}\.(js|css|woff2?|svg|png)$/.test(base) || base.endsWith('.LICENSE.txt')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
