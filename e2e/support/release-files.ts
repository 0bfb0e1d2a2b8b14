import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The storefront checkout the suite runs (its var/cdn holds what the publish endpoint wrote). */
export const ROOT = path.resolve(__dirname, '../..');

/** A remote's build folder in this checkout. */
export const remoteDist = (short: string): string => path.join(ROOT, `mfe-${short}`, 'dist');

/**
 * Every file of a remote's build by `/`-separated relative path, base64: the body of the publish endpoint
 * (POST /api/admin/remotes/{name}/versions). Compressed copies and a release record are left out, as a release does.
 */
export function buildFiles(dir: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const relative = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) Object.assign(files, buildFiles(full, relative));
    else if (!/\.(gz|br)$/.test(name) && name !== 'release.json') files[relative] = readFileSync(full).toString('base64');
  }
  return files;
}
