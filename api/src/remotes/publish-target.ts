import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_VERSION_PATTERN } from '@storefront/contracts';
import type { ReleaseRecord } from './release-record';

/**
 * Where published remote versions live (ADR 0010). A version is written once, whole, and never changed or
 * deleted by a publish. The folder target is the default; an object-storage target (S3-compatible: one
 * `<short>/<version>/<file>` key per file, `release.json` written last with `If-None-Match: *` so a second
 * writer loses) implements the same four calls.
 */
export interface PublishTarget {
  /** A readable description for messages (`/srv/cdn`, `s3://bucket/prefix`). */
  readonly description: string;
  /** The versions present for a remote (published ones and folders copied by hand), unordered. */
  versions(short: string): Promise<string[]>;
  /** The release record of a published version, or null (absent, or not published by the release tool). */
  record(short: string, version: string): Promise<ReleaseRecord | null>;
  /** Whether the version is present with an mf-manifest.json (servable). */
  has(short: string, version: string): Promise<boolean>;
  /**
   * Writes a new version at once: all its files then the record, made visible together. Answers false, having
   * written nothing, when the version appeared meanwhile (the caller compares).
   */
  write(short: string, version: string, files: ReadonlyMap<string, Uint8Array>, record: ReleaseRecord): Promise<boolean>;
}

export const RELEASE_RECORD_FILE = 'release.json';

const SHORT = /^[a-z][a-z0-9-]{0,31}$/;

/** A remote's short name and a version that are safe as path segments (never `.`, `..`, a slash or empty). */
export function assertSafeSegments(short: string, version: string): void {
  if (!SHORT.test(short)) throw new Error(`Unsafe remote name "${short}"`);
  if (!REMOTE_VERSION_PATTERN.test(version) || version.includes('..')) throw new Error(`Unsafe version "${version}"`);
}

/** The version folders' root: REMOTES_CDN_DIR, or var/cdn in the repository. */
export function cdnRoot(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.REMOTES_CDN_DIR?.trim();
  return path.resolve(repoRoot, configured || 'var/cdn');
}

/** Published versions as folders: `<root>/<short>/<version>/…`, written under a temporary name then renamed. */
export class FolderTarget implements PublishTarget {
  readonly description: string;

  constructor(readonly root: string) {
    this.description = root;
  }

  /** The folder of a version (inside the root, checked), or null for an unsafe name. */
  dir(short: string, version: string): string | null {
    try {
      assertSafeSegments(short, version);
    } catch {
      return null;
    }
    const dir = path.resolve(this.root, short, version);
    return dir.startsWith(path.resolve(this.root) + path.sep) ? dir : null;
  }

  async versions(short: string): Promise<string[]> {
    if (!SHORT.test(short)) return [];
    try {
      const entries = await readdir(path.join(this.root, short), { withFileTypes: true });
      return entries.filter((entry) => entry.isDirectory() && REMOTE_VERSION_PATTERN.test(entry.name) && !entry.name.includes('..')).map((entry) => entry.name);
    } catch {
      return [];
    }
  }

  async record(short: string, version: string): Promise<ReleaseRecord | null> {
    const dir = this.dir(short, version);
    if (!dir) return null;
    try {
      return JSON.parse(await readFile(path.join(dir, RELEASE_RECORD_FILE), 'utf8')) as ReleaseRecord;
    } catch {
      return null;
    }
  }

  async has(short: string, version: string): Promise<boolean> {
    const dir = this.dir(short, version);
    return dir !== null && existsSync(path.join(dir, 'mf-manifest.json'));
  }

  async write(short: string, version: string, files: ReadonlyMap<string, Uint8Array>, record: ReleaseRecord): Promise<boolean> {
    const dir = this.dir(short, version);
    if (!dir) throw new Error(`Unsafe version "${version}"`);
    if (existsSync(dir)) return false;
    const parent = path.dirname(dir);
    await mkdir(parent, { recursive: true });
    // A dot name is never a version (REMOTE_VERSION_PATTERN), so the half-written folder is never served.
    const temp = path.join(parent, `.publishing-${version}-${randomBytes(6).toString('hex')}`);
    try {
      for (const [relative, bytes] of files) {
        const file = path.resolve(temp, relative);
        if (!file.startsWith(temp + path.sep)) throw new Error(`Unsafe path "${relative}"`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, bytes, { flag: 'wx' });
      }
      await writeFile(path.join(temp, RELEASE_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
      // Renaming onto an existing non-empty folder fails: a version published meanwhile is never replaced.
      if (existsSync(dir)) return false;
      try {
        await rename(temp, dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
      return true;
    } finally {
      if (existsSync(temp)) await rm(temp, { recursive: true, force: true });
    }
  }

  /** Total bytes of a folder (for versions present without a record). */
  async sizeOf(short: string, version: string): Promise<number | null> {
    const dir = this.dir(short, version);
    if (!dir) return null;
    let total = 0;
    const walk = async (folder: string): Promise<void> => {
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (!/\.(gz|br)$/.test(entry.name) && entry.name !== RELEASE_RECORD_FILE) total += (await stat(full)).size;
      }
    };
    await walk(dir);
    return total;
  }
}
