/**
 * What the registry says each remote version's files must be (docs/adr/0010-remote-releases.md, "Live updates and
 * integrity in the browser and the server"). Isomorphic: the browser and the server renderer use it the same way.
 *
 * - A registry entry with `integrity` (a published version) names the SRI (sha384) of its mf-manifest.json; the
 *   manifest, once its bytes match, names the SRI of every other file (`metaData.integrity`, paths relative to the
 *   version folder). Every file of that folder is then checked against it, and a file it does not name is refused:
 *   fail closed, never "no hash, so pass".
 * - An entry without `integrity` (a local build, not published) is not checked.
 */

/** The registry's word on one version: its manifest URL (absolute) and that manifest's SRI, when published. */
export interface ExpectedRemote {
  name: string;
  version: string;
  /** The manifest's absolute URL. */
  entry: string;
  integrity?: string;
}

/** How a URL must be treated: not a checked remote file, checked against `sri`, or refused. */
export type IntegrityVerdict =
  | { kind: 'unchecked' }
  | { kind: 'check'; sri: string; remote: string; version: string; file: string }
  | { kind: 'refuse'; remote: string; version: string; file: string; reason: string };

/** A file that was refused: what a report says. */
export class IntegrityError extends Error {
  constructor(
    readonly remote: string,
    readonly version: string,
    readonly file: string,
    reason: string,
  ) {
    super(`Integrity: ${remote} ${version} ${file} refused: ${reason}. Its code is not run; the last version that passed is kept, or the remote's fallback shown.`);
    this.name = 'IntegrityError';
  }
}

/** `sha384-<base64>` of some bytes (Web Crypto: the browser's SubtleCrypto, Node's globalThis.crypto). */
export async function sriOf(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-384', bytes as BufferSource));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

interface VersionFolder {
  remote: string;
  version: string;
  manifest: string;
  /** The manifest's SRI the registry named, or undefined: the version is not checked. */
  integrity?: string;
  /** metaData.integrity of the manifest, once its bytes matched. */
  files?: Record<string, string>;
}

function folderOf(manifestUrl: string): string {
  const url = new URL(manifestUrl);
  url.search = '';
  url.hash = '';
  return url.toString().replace(/[^/]*$/, '');
}

function withoutQuery(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.toString();
}

/** The checks of one page (browser) or one process (server). Versions are never forgotten: a page may still use one. */
export function createRemoteIntegrity() {
  const folders = new Map<string, VersionFolder>();

  function folderFor(url: string): [string, VersionFolder] | undefined {
    let best: [string, VersionFolder] | undefined;
    for (const entry of folders) if (url.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
    return best;
  }

  return {
    /** The registry names these versions (called before they are registered with the federation runtime). */
    expect(remotes: readonly ExpectedRemote[]): void {
      for (const remote of remotes) {
        const folder = folderOf(remote.entry);
        const known = folders.get(folder);
        // Once checked, a folder stays checked: a later entry without integrity does not switch the checks off.
        const integrity = remote.integrity ?? known?.integrity;
        const files = known && known.integrity === integrity ? known.files : undefined;
        folders.set(folder, { remote: remote.name, version: remote.version, manifest: withoutQuery(remote.entry), integrity, files });
      }
    },

    /** Whether `url` is the manifest of a version whose integrity the registry names. */
    isCheckedManifest(url: string): boolean {
      const found = folderFor(withoutQuery(url));
      return Boolean(found && found[1].integrity && found[1].manifest === withoutQuery(url));
    },

    /**
     * Checks a manifest's bytes against the registry's SRI and keeps the SRI of its files. Throws an
     * IntegrityError (nothing is kept) when they differ or when the manifest names no file integrity.
     */
    async verifyManifest(url: string, bytes: ArrayBuffer | Uint8Array): Promise<void> {
      const found = folderFor(withoutQuery(url));
      if (!found || !found[1].integrity) return;
      const [, folder] = found;
      const file = withoutQuery(url).slice(found[0].length);
      const actual = await sriOf(bytes);
      if (actual !== folder.integrity) throw new IntegrityError(folder.remote, folder.version, file, `its sha384 is ${actual}, the registry names ${folder.integrity}`);
      let files: unknown;
      try {
        files = (JSON.parse(new TextDecoder().decode(bytes)) as { metaData?: { integrity?: unknown } }).metaData?.integrity;
      } catch {
        throw new IntegrityError(folder.remote, folder.version, file, 'it is not JSON');
      }
      if (!files || typeof files !== 'object' || Object.values(files).some((value) => typeof value !== 'string')) {
        throw new IntegrityError(folder.remote, folder.version, file, 'it names no integrity of its files (metaData.integrity)');
      }
      folder.files = files as Record<string, string>;
    },

    /** How a file's URL must be treated before its code runs. */
    verdict(url: string): IntegrityVerdict {
      let absolute: string;
      try {
        absolute = withoutQuery(url);
      } catch {
        return { kind: 'unchecked' };
      }
      const found = folderFor(absolute);
      if (!found || !found[1].integrity) return { kind: 'unchecked' };
      const [prefix, folder] = found;
      const file = absolute.slice(prefix.length);
      const base = { remote: folder.remote, version: folder.version, file };
      if (!folder.files) return { kind: 'refuse', ...base, reason: 'its manifest has not been verified' };
      const sri = folder.files[file];
      if (!sri) return { kind: 'refuse', ...base, reason: 'its manifest names no integrity for it' };
      return { kind: 'check', sri, ...base };
    },

    /** Checks bytes fetched for `url` (the server, before it evaluates them): throws an IntegrityError on a mismatch. */
    async verifyFile(url: string, bytes: ArrayBuffer | Uint8Array): Promise<void> {
      const verdict = this.verdict(url);
      if (verdict.kind === 'unchecked') return;
      if (verdict.kind === 'refuse') throw new IntegrityError(verdict.remote, verdict.version, verdict.file, verdict.reason);
      const actual = await sriOf(bytes);
      if (actual !== verdict.sri) throw new IntegrityError(verdict.remote, verdict.version, verdict.file, `its sha384 is ${actual}, its manifest names ${verdict.sri}`);
    },
  };
}

export type RemoteIntegrity = ReturnType<typeof createRemoteIntegrity>;
