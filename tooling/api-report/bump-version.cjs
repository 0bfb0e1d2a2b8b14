#!/usr/bin/env node
/**
 * `npm run version:bump -- <platform|contracts> <major|minor|patch>` (docs/adr/0007-versioned-platform.md):
 * raises the package's semver version. Nothing else is rewritten: every workspace depends on its sibling packages
 * as `"*"`, npm workspaces' own way of saying "the one in this repo" (it links the workspace whatever its version),
 * and the builds read the version from the package itself (tooling/webpack/shared-singletons.cjs). A dependency on
 * a sibling written any other way is refused, naming the file to fix. Then: `npm install` (package-lock.json),
 * `npm run api-report`, and one commit with all of it.
 */
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

// STOREFRONT_ROOT: another tree with the same layout (the script's test).
const ROOT = process.env.STOREFRONT_ROOT ?? path.resolve(__dirname, '../..');
const [pkg, kind] = process.argv.slice(2);
const file = pkg && path.join(ROOT, 'shared', pkg, 'package.json');
if (!file || !fs.existsSync(file) || !['major', 'minor', 'patch'].includes(kind)) {
  console.error('Usage: npm run version:bump -- <platform|contracts> <major|minor|patch>');
  process.exit(2);
}

const read = (target) => JSON.parse(fs.readFileSync(target, 'utf8'));
const write = (target, json) => fs.writeFileSync(target, `${JSON.stringify(json, null, 2)}\n`);

const manifest = read(file);
const name = manifest.name;

// A sibling pinned to a version would stop matching the workspace, and npm would fetch it from the registry instead.
const pinned = [];
for (const workspace of read(path.join(ROOT, 'package.json')).workspaces) {
  const json = read(path.join(ROOT, workspace, 'package.json'));
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    const spec = json[field]?.[name];
    if (spec !== undefined && spec !== '*') pinned.push(`${workspace}/package.json ${field}: "${name}": "${spec}"`);
  }
}
if (pinned.length) {
  console.error(`Depend on ${name} as "*" (the workspace's own copy), not a version:\n  ${pinned.join('\n  ')}`);
  process.exit(1);
}

const from = manifest.version;
const to = semver.inc(from, kind);
manifest.version = to;
write(file, manifest);
const changed = [path.relative(ROOT, file)];
console.log(`${name} ${from} → ${to}. Changed: ${changed.join(', ')}`);
console.log('Next: npm install (updates package-lock.json), npm run api-report, and commit them together.');
