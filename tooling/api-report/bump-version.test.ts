/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(30_000);

const script = path.join(__dirname, 'bump-version.cjs');
const repo = path.resolve(__dirname, '../..');

/** A tree with the repo's layout: the platform and two workspaces that depend on it as the workspace's own copy. */
function tree(hostingSpec = '*') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bump-'));
  const write = (file: string, json: object) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(json, null, 2));
  };
  write('package.json', { workspaces: ['shared/platform', 'shell', 'mfe-hosting'] });
  write('shared/platform/package.json', { name: '@storefront/platform', version: '1.2.3' });
  write('shell/package.json', { name: '@storefront/shell', dependencies: { '@storefront/platform': '*', react: '^19.2.0' } });
  write('mfe-hosting/package.json', { name: '@storefront/mfe-hosting', devDependencies: { '@storefront/platform': hostingSpec } });
  return root;
}

const read = (root: string, file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const bump = (root: string, kind: string) => execFileSync(process.execPath, [script, 'platform', kind], { env: { ...process.env, STOREFRONT_ROOT: root }, stdio: 'pipe' });

describe('npm run version:bump', () => {
  it.each([
    ['minor', '1.3.0'],
    ['major', '2.0.0'],
    ['patch', '1.2.4'],
  ])('issue 29.3: raises the platform a %s (to %s) and rewrites no other package.json', (kind, version) => {
    const root = tree();
    try {
      const before = { shell: fs.readFileSync(path.join(root, 'shell/package.json'), 'utf8'), hosting: fs.readFileSync(path.join(root, 'mfe-hosting/package.json'), 'utf8') };
      bump(root, kind);
      expect(read(root, 'shared/platform/package.json').version).toBe(version);
      expect(fs.readFileSync(path.join(root, 'shell/package.json'), 'utf8')).toBe(before.shell);
      expect(fs.readFileSync(path.join(root, 'mfe-hosting/package.json'), 'utf8')).toBe(before.hosting);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a workspace that pins the package to a version, naming it, and changes nothing', () => {
    const root = tree('^1.2.3');
    try {
      expect(() => bump(root, 'minor')).toThrow(/Depend on @storefront\/platform as "\*" \(the workspace's own copy\), not a version:\n {2}mfe-hosting\/package\.json devDependencies: "@storefront\/platform": "\^1\.2\.3"/);
      expect(read(root, 'shared/platform/package.json').version).toBe('1.2.3');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses anything but major, minor or patch', () => {
    expect(() => execFileSync(process.execPath, [script, 'platform', 'sideways'], { stdio: 'pipe' })).toThrow(/Usage: npm run version:bump/);
  });

  it('issue 29.3: every workspace of this repo depends on its siblings as "*"', () => {
    const workspaces: string[] = read(repo, 'package.json').workspaces;
    const names = new Set(workspaces.map((w) => read(repo, `${w}/package.json`).name as string));
    const pinned = workspaces.flatMap((w) => {
      const json = read(repo, `${w}/package.json`);
      return ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
        Object.entries((json[field] ?? {}) as Record<string, string>)
          .filter(([dep, spec]) => names.has(dep) && spec !== '*')
          .map(([dep, spec]) => `${w}: ${dep}@${spec}`),
      );
    });
    expect(pinned).toEqual([]);
  });
});
