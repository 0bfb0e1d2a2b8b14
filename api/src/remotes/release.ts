import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { REMOTES, REMOTE_PUBLISH_LIMITS, type RemoteName } from '@storefront/contracts';
import { sri } from './integrity';
import { assertSafeSegments, type PublishTarget } from './publish-target';
import type { ReleaseRecord } from './release-record';
import { skewProblem, type ShellProvides } from './skew';

/**
 * Why a publish is refused: `invalid` (the files are not a remote build: 400), `conflict` (the version exists
 * with other bytes: 409) or `skew` (it needs a newer platform than the served shell provides: 409).
 */
export class ReleaseError extends Error {
  constructor(
    readonly kind: 'invalid' | 'conflict' | 'skew',
    message: string,
  ) {
    super(message);
  }
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.+~@-]{0,127}$/;
const COMPRESSED = /\.(gz|br)$/;
const MANIFEST = 'mf-manifest.json';

/** A file path inside a version: relative, `/`-separated, no `.`/`..`/hidden segments, at most 4 deep. */
export function isSafeRelativePath(relative: string): boolean {
  if (relative.length === 0 || relative.length > REMOTE_PUBLISH_LIMITS.pathMax) return false;
  const segments = relative.split('/');
  return segments.length <= 4 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export interface PreparedRelease {
  /** Every file to write: the build's files, the rewritten manifest and its compressed copies. */
  files: Map<string, Uint8Array>;
  /** metaData.integrity of the published manifest. */
  integrity: Record<string, string>;
  manifestIntegrity: string;
  size: number;
}

/**
 * Checks a build's files and writes the integrity of each into its manifest (`metaData.integrity`:
 * `{ "<relative path>": "sha384-<base64>" }` for remoteEntry.js, every chunk and asset of the browser build and
 * the server build). `.gz`/`.br` copies must decompress to their file; the manifest's are made again.
 * Deterministic: the same build gives the same manifest, byte for byte.
 */
export function prepareRelease(name: RemoteName, input: ReadonlyMap<string, Uint8Array>, shellProvides: ShellProvides | null = null): PreparedRelease {
  if (input.size > REMOTE_PUBLISH_LIMITS.filesMax) throw new ReleaseError('invalid', `A version has at most ${REMOTE_PUBLISH_LIMITS.filesMax} files (${input.size} given).`);
  for (const relative of input.keys()) {
    if (!isSafeRelativePath(relative)) throw new ReleaseError('invalid', `Unsafe file path ${JSON.stringify(relative.slice(0, 80))}: relative, no "." or ".." segments, at most 4 levels.`);
    if (relative === 'release.json') throw new ReleaseError('invalid', 'release.json is written by the release tool, not sent.');
  }
  const manifestBytes = input.get(MANIFEST);
  if (!manifestBytes) throw new ReleaseError('invalid', 'The build has no mf-manifest.json (run the remote\'s production build first).');
  let manifest: { name?: unknown; shared?: unknown; metaData?: Record<string, unknown> & { remoteEntry?: { name?: unknown; path?: unknown } } };
  try {
    manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8'));
  } catch {
    throw new ReleaseError('invalid', 'mf-manifest.json is not JSON.');
  }
  if (!manifest || typeof manifest !== 'object' || !manifest.metaData || typeof manifest.metaData !== 'object') {
    throw new ReleaseError('invalid', 'mf-manifest.json has no metaData.');
  }
  if (manifest.name !== name) throw new ReleaseError('invalid', `mf-manifest.json is the build of ${JSON.stringify(manifest.name)}, not of ${name}.`);
  const skew = shellProvides ? skewProblem(name, manifest, shellProvides) : null;
  if (skew) throw new ReleaseError('skew', skew);
  const entry = manifest.metaData.remoteEntry;
  const entryPath = [entry?.path, entry?.name].filter((part) => typeof part === 'string' && part !== '').join('/');
  if (!entryPath || !input.has(entryPath)) throw new ReleaseError('invalid', `The build has no ${entryPath || 'remoteEntry.js'} (named by its manifest).`);
  const ssr = manifest.metaData.ssrRemoteEntry as { name?: unknown; path?: unknown } | undefined;
  const ssrPath = ssr ? [ssr.path, ssr.name].filter((part) => typeof part === 'string' && part !== '').join('/') : '';
  if (ssr && (!ssrPath || !input.has(ssrPath))) throw new ReleaseError('invalid', `The build has no server entry ${ssrPath || '(unnamed)'}, which its manifest names (metaData.ssrRemoteEntry).`);

  const integrity: Record<string, string> = {};
  let size = 0;
  const files = new Map<string, Uint8Array>();
  for (const relative of [...input.keys()].sort()) {
    const bytes = input.get(relative)!;
    if (relative === MANIFEST || relative === `${MANIFEST}.gz` || relative === `${MANIFEST}.br`) continue;
    if (COMPRESSED.test(relative)) {
      const original = input.get(relative.slice(0, -3));
      if (original) {
        let decoded: Buffer;
        try {
          decoded = relative.endsWith('.gz') ? gunzipSync(bytes) : brotliDecompressSync(bytes);
        } catch {
          throw new ReleaseError('invalid', `${relative} does not decompress.`);
        }
        if (!decoded.equals(Buffer.from(original))) throw new ReleaseError('invalid', `${relative} does not decompress to ${relative.slice(0, -3)}.`);
        files.set(relative, bytes);
        continue;
      }
    }
    integrity[relative] = sri(bytes);
    size += bytes.byteLength;
    files.set(relative, bytes);
  }
  const published = Buffer.from(`${JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, integrity } }, null, 2)}\n`);
  files.set(MANIFEST, published);
  files.set(`${MANIFEST}.gz`, gzipSync(published, { level: 9 }));
  files.set(`${MANIFEST}.br`, brotliCompressSync(published, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  size += published.byteLength;
  return { files, integrity, manifestIntegrity: sri(published), size };
}

export interface PublishOutcome {
  outcome: 'published' | 'unchanged';
  record: ReleaseRecord;
}

/**
 * Publishes a version of a remote to a target: new → written whole (nothing is visible until every file is);
 * already published with the same bytes → nothing written (`unchanged`); present with other bytes, or copied
 * there without a release record → refused (`ReleaseError` 'conflict'). Never overwrites or deletes a version.
 */
export async function publishRelease(
  target: PublishTarget,
  name: RemoteName,
  version: string,
  input: ReadonlyMap<string, Uint8Array>,
  by: { publishedBy: string; now: Date; /** The served shell's versioned singletons (skew.ts); null: not checked. */ shellProvides?: ShellProvides | null },
): Promise<PublishOutcome> {
  const short = REMOTES[name].short;
  try {
    assertSafeSegments(short, version);
  } catch {
    throw new ReleaseError('invalid', `Invalid version ${JSON.stringify(version.slice(0, 80))} (like 1.2.3).`);
  }
  const prepared = prepareRelease(name, input, by.shellProvides ?? null);
  const compare = async (): Promise<PublishOutcome> => {
    const existing = await target.record(short, version);
    if (existing && existing.manifestIntegrity === prepared.manifestIntegrity) return { outcome: 'unchanged', record: existing };
    throw new ReleaseError(
      'conflict',
      existing
        ? `${name} ${version} is already published (${existing.publishedAt} by ${existing.publishedBy}) with different files: a published version never changes. Raise the version in mfe-${short}/package.json and release again.`
        : `${name} ${version} already exists in ${target.description} (not published by the release tool): it is not replaced. Use another version.`,
    );
  };
  if ((await target.versions(short)).includes(version)) return compare();
  const record: ReleaseRecord = {
    remote: name,
    version,
    publishedAt: by.now.toISOString(),
    publishedBy: by.publishedBy,
    size: prepared.size,
    manifestIntegrity: prepared.manifestIntegrity,
    files: Object.keys(prepared.integrity).length,
  };
  if (await target.write(short, version, prepared.files, record)) return { outcome: 'published', record };
  return compare();
}
