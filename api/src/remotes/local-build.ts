import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

let cache = new Map<string, { mtimeMs: number; version: string | null }>();

/**
 * The version a remote's own build (mfe-<short>/dist) was built as: its manifest's buildInfo.buildVersion
 * (the package.json version at build time; the package.json version when the manifest does not say), or null
 * when there is no build. Re-read when the build changes.
 */
export function localBuildVersion(repoRoot: string, short: string): string | null {
  const manifest = path.join(repoRoot, `mfe-${short}`, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return null;
  const mtimeMs = statSync(manifest).mtimeMs;
  const cached = cache.get(manifest);
  if (cached && cached.mtimeMs === mtimeMs) return cached.version;
  let version: string | null = null;
  try {
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
    const built = parsed.metaData?.buildInfo?.buildVersion;
    version = typeof built === 'string' && built ? built : packageVersion(repoRoot, short);
  } catch {
    version = null;
  }
  if (cache.size > 64) cache = new Map();
  cache.set(manifest, { mtimeMs, version });
  return version;
}

function packageVersion(repoRoot: string, short: string): string | null {
  try {
    const version = (JSON.parse(readFileSync(path.join(repoRoot, `mfe-${short}`, 'package.json'), 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' && version ? version : null;
  } catch {
    return null;
  }
}

export function localBuildDir(repoRoot: string, short: string): string {
  return path.join(repoRoot, `mfe-${short}`, 'dist');
}
