import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders that measure or record rather than ship: changes there do not change what was measured. */
const MEASURING = ['docs', 'e2e'];

/**
 * Which code a measurement saw, in words: the commit, and the top-level folders the working tree changes
 * (several engineers work in one tree, so a run can include someone's uncommitted work). Only reads git.
 */
export function measuredTree(root) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  try {
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    const folders = new Set(
      // Porcelain lines are `XY path` (or `XY from -> to`); the leading status column may be a space.
      git('status', '--porcelain', '--untracked-files=all')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3).split(' -> ').pop())
        .map((file) => (file.includes('/') ? `${file.split('/')[0]}/` : file))
        .filter((folder) => !MEASURING.includes(folder.replace(/\/$/, ''))),
    );
    if (!folders.size) return `commit ${commit}`;
    return `commit ${commit} plus uncommitted changes in ${[...folders].sort().join(', ')}`;
  } catch {
    return 'an unknown commit (git not available)';
  }
}

/**
 * When the build was last written: the modification times of the shell's index.html and each remote's
 * remoteEntry.js. A different stamp after a measurement means someone rebuilt while it ran.
 */
export function buildStamp(root) {
  const entries = ['shell/dist/index.html', ...readdirSync(root).filter((name) => name.startsWith('mfe-')).map((name) => `${name}/dist/remoteEntry.js`)];
  return entries
    .map((entry) => {
      const file = path.join(root, entry);
      return `${entry}@${existsSync(file) ? statSync(file).mtimeMs : 'missing'}`;
    })
    .join(' ');
}
