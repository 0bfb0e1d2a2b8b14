import { REMOTES, type RemoteName, type RemoteVersion } from '@storefront/contracts';
import { localBuildVersion } from './local-build';
import type { FolderTarget, PublishTarget } from './publish-target';
import type { ReleaseRecord } from './release-record';

/** Orders versions by number, highest first (semver-like where both are; a release above its pre-releases). */
function compareVersions(a: string, b: string): number {
  const parse = (v: string) => /^(\d+)\.(\d+)\.(\d+)(?:-([^+]*))?/.exec(v);
  const pa = parse(a);
  const pb = parse(b);
  if (pa && pb) {
    for (let i = 1; i <= 3; i += 1) {
      const d = Number(pb[i]) - Number(pa[i]);
      if (d !== 0) return d;
    }
    // A release is newer than its pre-releases.
    if (!pa[4] !== !pb[4]) return pa[4] ? 1 : -1;
  }
  return b.localeCompare(a, 'en', { numeric: true });
}

/**
 * The versions staff may point a remote at: every version in the target (published with a record, or copied
 * there by hand) and the version its own dist/ was built as when that one is not in the target. Newest first:
 * the unpublished local build, then by publish time, then (copies without a record) by version number.
 */
export async function listVersions(target: PublishTarget, repoRoot: string, name: RemoteName, pinned: string | null): Promise<RemoteVersion[]> {
  const short = REMOTES[name].short;
  const present = await target.versions(short);
  const rows: (RemoteVersion & { sortTime: number })[] = [];
  for (const version of present) {
    if (!(await target.has(short, version))) continue;
    const record = await target.record(short, version);
    const size = record ? record.size : 'sizeOf' in target ? await (target as FolderTarget).sizeOf(short, version) : null;
    rows.push({
      version,
      published: record !== null,
      localBuild: false,
      pinned: version === pinned,
      publishedAt: record?.publishedAt ?? null,
      publishedBy: record?.publishedBy ?? null,
      size,
      integrity: record?.manifestIntegrity ?? null,
      sortTime: record ? Date.parse(record.publishedAt) : 0,
    });
  }
  const local = localBuildVersion(repoRoot, short);
  if (local && !present.includes(local)) {
    rows.push({ version: local, published: false, localBuild: true, pinned: local === pinned, publishedAt: null, publishedBy: null, size: null, integrity: null, sortTime: Number.MAX_SAFE_INTEGER });
  }
  rows.sort((a, b) => b.sortTime - a.sortTime || compareVersions(a.version, b.version));
  return rows.map(({ sortTime: _sortTime, ...row }) => row);
}

/** Whether a version can be served: present in the target with its manifest, or the local build's version. */
export async function isVersionAvailable(target: PublishTarget, repoRoot: string, name: RemoteName, version: string): Promise<boolean> {
  const short = REMOTES[name].short;
  return (await target.has(short, version)) || localBuildVersion(repoRoot, short) === version;
}

const records = new Map<string, ReleaseRecord>();
const absent = new Map<string, number>();
/** How long "no record" is believed: the registry is read on every page, and most pointed versions have none in development. */
const ABSENT_MS = 2000;

/** The release record of a version, cached once found (a published version never changes); an absence for 2 s. */
export async function cachedRecord(target: PublishTarget, short: string, version: string): Promise<ReleaseRecord | null> {
  const key = `${target.description}\u0000${short}\u0000${version}`;
  const hit = records.get(key);
  if (hit) return hit;
  // eslint-disable-next-line storefront-api/no-wall-clock -- how long a missing file is remembered, a cache's (real time)
  if ((absent.get(key) ?? 0) > Date.now()) return null;
  const record = await target.record(short, version);
  if (records.size > 1000) records.clear();
  if (absent.size > 1000) absent.clear();
  if (record) {
    records.set(key, record);
    absent.delete(key);
  } else {
    // eslint-disable-next-line storefront-api/no-wall-clock -- how long a missing file is remembered, a cache's (real time)
    absent.set(key, Date.now() + ABSENT_MS);
  }
  return record;
}
