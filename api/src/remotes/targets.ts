import { cdnRoot, FolderTarget } from './publish-target';

/** The publish target the api serves and publishes to: the folder REMOTES_CDN_DIR (default var/cdn). */
export function publishTarget(repoRoot: string, env: NodeJS.ProcessEnv = process.env): FolderTarget {
  return new FolderTarget(cdnRoot(repoRoot, env));
}
