/**
 * The files that hold Khmer texts a reader sees: locale files, and the api's Khmer catalogue, mails and seeds (and
 * the unit tests that quote them). The e2e specs are left out: they also type what a person would type.
 */
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const KHMER = /[\u1780-\u17FF]/;

/** Tracked and new (not ignored) text files of the apps and shared packages that contain Khmer, relative to the root. */
function khmerFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'shell', 'mfe-*', 'shared', 'api/src'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /\.(json|tsx?)$/.test(file) && !file.startsWith('tooling/khmer/'))
    .filter((file) => {
      try {
        return KHMER.test(readFileSync(path.join(ROOT, file), 'utf8'));
      } catch {
        return false; // listed but deleted in the working tree
      }
    });
}

module.exports = { ROOT, khmerFiles };
