import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '@storefront/contracts';

const SAFE = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
const SHORT_NAMES = new Set(Object.values(REMOTES).map((remote) => remote.short));

function packageVersion(dir: string): string | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

/**
 * Where a remote's published files for a version are: its own build (mfe-<short>/dist) when the version is
 * the one it was built as, else a published copy in var/cdn/<short>/<version>/. Null when there is none.
 */
export function remoteVersionDir(repoRoot: string, short: string, version: string): string | null {
  if (!SHORT_NAMES.has(short as (typeof REMOTES)[RemoteName]['short']) || !SAFE.test(version)) return null;
  const appDir = path.join(repoRoot, `mfe-${short}`);
  const dist = path.join(appDir, 'dist');
  if (packageVersion(appDir) === version && existsSync(dist)) return dist;
  const published = path.join(repoRoot, 'var/cdn', short, version);
  return existsSync(published) && statSync(published).isDirectory() ? published : null;
}

/** remoteEntry.js and the manifest change with every release; everything else is content-hashed. */
export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (base === 'remoteEntry.js' || base === 'mf-manifest.json' || base === 'mf-stats.json' || base === 'index.html') return 'no-cache';
  if (/\.[0-9a-f]{8}\.(js|css|woff2?|svg|png)$/.test(base) || base.endsWith('.LICENSE.txt')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
