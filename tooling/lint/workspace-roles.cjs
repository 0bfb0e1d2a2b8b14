/**
 * What each package of the workspace is, read from its own package.json (as Backstage reads `backstage.role`):
 *
 *   "storefront": { "role": "remote" }
 *
 * Roles: `host` (the shell), `remote` (an mfe-*), `shared` (shared/*), `api`, `e2e`, `tooling`. boundaries.cjs
 * builds its import rules from these, so a new package is covered the moment its package.json says what it is,
 * and a package that says nothing stops lint with a message saying what to add (tests: workspace-roles.test.ts).
 */
const fs = require('node:fs');
const path = require('node:path');

const ROLES = ['host', 'remote', 'shared', 'api', 'e2e', 'tooling'];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

const hasManifest = (root, dir) => fs.existsSync(path.join(root, dir, 'package.json'));

/** The workspace folders of the root package.json (`shared/contracts`, `mfe-*`: a trailing `*` matches one level). */
function workspaceDirs(root) {
  const { workspaces = [] } = readJson(path.join(root, 'package.json'));
  const list = Array.isArray(workspaces) ? workspaces : (workspaces.packages ?? []);
  return list.flatMap((entry) => {
    if (!entry.endsWith('*')) return [path.normalize(entry)];
    const parent = path.dirname(entry);
    const prefix = path.basename(entry).slice(0, -1);
    return fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((item) => item.isDirectory() && item.name.startsWith(prefix))
      .map((item) => path.normalize(path.join(parent, item.name)))
      .filter((dir) => hasManifest(root, dir));
  });
}

/** Folders at the top or under shared/ holding a package.json that the root's `workspaces` does not list. */
function unlistedPackages(root, listed) {
  const childrenOf = (dir) =>
    fs.existsSync(path.join(root, dir))
      ? fs
          .readdirSync(path.join(root, dir), { withFileTypes: true })
          .filter((item) => item.isDirectory() && item.name !== 'node_modules' && !item.name.startsWith('.'))
          .map((item) => path.normalize(path.join(dir, item.name)))
      : [];
  return [...childrenOf('.'), ...childrenOf('shared')].filter((dir) => hasManifest(root, dir) && !listed.includes(dir));
}

const roleHint = (dir) =>
  `add to ${dir}/package.json  "storefront": { "role": "<role>" }  with the role it plays: ${ROLES.join(', ')} (a new mfe-* is "remote"; tooling/lint/workspace-roles.cjs says what each means).`;

/**
 * The workspace's packages with their role: `{ dir, name, role }`, dir relative to root (`mfe-domains`,
 * `shared/platform`). Throws, and so stops lint, on a package without a known role or one missing from `workspaces`.
 */
function workspacePackages(root) {
  const dirs = workspaceDirs(root);
  const problems = [];
  for (const dir of unlistedPackages(root, dirs)) {
    problems.push(`${dir}/package.json is not listed in the root package.json's "workspaces": add "${dir}" there, then ${roleHint(dir)}`);
  }
  const packages = dirs.map((dir) => {
    const manifest = readJson(path.join(root, dir, 'package.json'));
    const role = manifest.storefront?.role;
    if (role === undefined) problems.push(`${dir}/package.json has no storefront.role, so lint cannot tell which imports it may make: ${roleHint(dir)}`);
    else if (!ROLES.includes(role)) problems.push(`${dir}/package.json has the unknown storefront.role "${role}": ${roleHint(dir)}`);
    if (role === 'shared' && path.dirname(dir) !== 'shared') problems.push(`${dir} has the role "shared" but shared packages live in shared/<name>: move it there.`);
    return { dir: dir.split(path.sep).join('/'), name: manifest.name, role };
  });
  if (problems.length > 0) throw new Error(`Lint needs each package's role (tooling/lint/workspace-roles.cjs):\n- ${problems.join('\n- ')}`);
  return packages;
}

module.exports = { ROLES, workspacePackages };
