#!/usr/bin/env node
/**
 * `npm run version:bump -- <platform|contracts> <major|minor|patch>` (docs/adr/0007-versioned-platform.md):
 * raises the package's semver version and every workspace's dependency on it, so `npm install` keeps linking
 * the workspace. Then: `npm install` (package-lock.json), `npm run api-report`, and one commit with all of it.
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
const from = manifest.version;
const to = semver.inc(from, kind);
manifest.version = to;
write(file, manifest);
const changed = [path.relative(ROOT, file)];

for (const workspace of read(path.join(ROOT, 'package.json')).workspaces) {
  const target = path.join(ROOT, workspace, 'package.json');
  const json = read(target);
  let touched = false;
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
    const spec = json[field]?.[name];
    if (spec === undefined) continue;
    json[field][name] = `${/^[~^]/.exec(spec)?.[0] ?? ''}${to}`;
    touched = true;
  }
  if (touched) {
    write(target, json);
    changed.push(path.relative(ROOT, target));
  }
}

console.log(`${name} ${from} → ${to}. Changed:\n  ${changed.join('\n  ')}`);
console.log('Next: npm install (updates package-lock.json), npm run api-report, and commit them together.');
