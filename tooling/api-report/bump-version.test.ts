/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(30_000);

const script = path.join(__dirname, 'bump-version.cjs');

/** A tree with the repo's layout: the platform and two workspaces that depend on it. */
function tree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bump-'));
  const write = (file: string, json: object) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(json, null, 2));
  };
  write('package.json', { workspaces: ['shared/platform', 'shell', 'mfe-hosting'] });
  write('shared/platform/package.json', { name: '@storefront/platform', version: '1.2.3' });
  write('shell/package.json', { name: '@storefront/shell', dependencies: { '@storefront/platform': '1.2.3', react: '^19.2.0' } });
  write('mfe-hosting/package.json', { name: '@storefront/mfe-hosting', devDependencies: { '@storefront/platform': '^1.2.3' } });
  return root;
}

const read = (root: string, file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('npm run version:bump', () => {
  it.each([
    ['minor', '1.3.0'],
    ['major', '2.0.0'],
    ['patch', '1.2.4'],
  ])('raises the platform a %s (to %s) and every dependency on it, keeping each range style', (kind, version) => {
    const root = tree();
    try {
      execFileSync(process.execPath, [script, 'platform', kind], { env: { ...process.env, STOREFRONT_ROOT: root }, stdio: 'pipe' });
      expect(read(root, 'shared/platform/package.json').version).toBe(version);
      expect(read(root, 'shell/package.json').dependencies).toEqual({ '@storefront/platform': version, react: '^19.2.0' });
      expect(read(root, 'mfe-hosting/package.json').devDependencies).toEqual({ '@storefront/platform': `^${version}` });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses anything but major, minor or patch', () => {
    expect(() => execFileSync(process.execPath, [script, 'platform', 'sideways'], { stdio: 'pipe' })).toThrow(/Usage: npm run version:bump/);
  });
});
