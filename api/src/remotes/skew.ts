import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** The versions of the versioned singletons the served shell provides (its build's shared-versions.json). */
export type ShellProvides = Readonly<Record<string, string>>;

/** What the shell in `shellDist` provides; null when there is no shell build to check against (then nothing is refused). */
export function readShellProvides(shellDist: string): ShellProvides | null {
  const file = path.join(shellDist, 'shared-versions.json');
  if (!existsSync(file)) return null;
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!value || typeof value !== 'object') return null;
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && semver.valid(entry[1]) !== null));
  } catch {
    return null;
  }
}

interface SharedEntry {
  name?: unknown;
  requiredVersion?: unknown;
}

/**
 * Skew safety at publish time (issue 14, item 8; docs/adr/0007-versioned-platform.md): a remote whose manifest
 * requires a versioned singleton (the platform) in a range the served shell's version does not satisfy would be
 * refused in every browser at load. It is refused here instead, with what to do. Null when it fits.
 */
export function skewProblem(remote: string, manifest: { shared?: unknown }, provides: ShellProvides): string | null {
  const shared = Array.isArray(manifest.shared) ? (manifest.shared as SharedEntry[]) : [];
  for (const entry of shared) {
    if (typeof entry.name !== 'string' || typeof entry.requiredVersion !== 'string') continue;
    const provided = provides[entry.name];
    if (!provided || semver.validRange(entry.requiredVersion) === null) continue;
    if (!semver.satisfies(provided, entry.requiredVersion)) {
      return `${remote} needs ${entry.name} ${entry.requiredVersion}, and the storefront's shell provides ${provided}: release the shell with a matching ${entry.name} first, or build the remote against ${provided}.`;
    }
  }
  return null;
}
