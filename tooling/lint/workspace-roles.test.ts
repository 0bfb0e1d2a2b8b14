/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { config, createLinter, root } from './lint-fixture';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { boundariesFor, boundaryConfigs } = require('./boundaries.cjs');

jest.setTimeout(60_000);

interface NamedConfig {
  name?: string;
}

/**
 * A copy of the workspace's package.json files (only those: the rules read nothing else) in a scratch folder,
 * plus the packages a case adds, so a case can add a remote without touching the repo.
 */
function scratchWorkspace(extra: Record<string, object | null>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-roles-'));
  const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  for (const workspace of rootManifest.workspaces as string[]) write(`${workspace}/package.json`, fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  const listed = Object.entries(extra).filter(([, manifest]) => manifest !== null);
  for (const [workspace, manifest] of listed) write(`${workspace}/package.json`, JSON.stringify(manifest));
  write('package.json', JSON.stringify({ ...rootManifest, workspaces: [...rootManifest.workspaces, ...listed.map(([workspace]) => workspace)] }));
  for (const [workspace, manifest] of Object.entries(extra)) if (manifest === null) write(`${workspace}/package.json`, '{"name":"@storefront/unlisted"}');
  write('mfe-checkout/src/routes.tsx', 'export default function Routes() { return null; }\n');
  write('shell/src/app/App.tsx', 'export function App() { return null; }\n');
  return dir;
}

/** The repo's lint config with the boundary rules of the workspace at `dir` instead of the repo's. */
function configFor(dir: string) {
  const ours = new Set((boundaryConfigs as NamedConfig[]).map((entry) => entry.name));
  return [...(config as NamedConfig[]).filter((entry) => !ours.has(entry.name)), ...boundariesFor(dir).boundaryConfigs];
}

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const workspace = (extra: Record<string, object | null>) => {
  const dir = scratchWorkspace(extra);
  scratch.push(dir);
  return dir;
};

describe("each package's role comes from its package.json", () => {
  it('gives the repo\'s packages the roles their package.json files declare', () => {
    const { packages, REMOTES } = boundariesFor(root);
    expect(REMOTES).toEqual(expect.arrayContaining(['mfe-domains', 'mfe-hosting', 'mfe-checkout', 'mfe-account', 'mfe-promotions']));
    expect(packages).toEqual(expect.arrayContaining([{ dir: 'shell', name: '@storefront/shell', role: 'host' }, { dir: 'shared/platform', name: '@storefront/platform', role: 'shared' }, { dir: 'api', name: '@storefront/api', role: 'api' }]));
  });

  it('treats a new folder whose package.json says "remote" as a remote: importing another remote or the shell fails', async () => {
    const dir = workspace({ 'mfe-support': { name: '@storefront/mfe-support', storefront: { role: 'remote' } } });
    const problemsOf = createLinter(dir, configFor(dir));
    const messagesOf = async (code: string) => (await problemsOf('mfe-support/src/x.ts', code)).map((p) => p.message);
    const toRemote = /A remote never imports another remote's code\. Load its exposed widget through federation/;
    expect(await messagesOf("import Routes from '../../mfe-checkout/src/routes';\nexport const b = Routes;\n")).toEqual([expect.stringMatching(toRemote)]);
    expect(await messagesOf("export const load = () => import('@storefront/mfe-checkout');\n")).toEqual([expect.stringMatching(toRemote)]);
    expect(await messagesOf("import { App } from '../../shell/src/app/App';\nexport const b = App;\n")).toEqual([expect.stringMatching(/A remote never imports the shell/)]);
    // …and the other remotes may not import it either.
    expect((await problemsOf('mfe-checkout/src/x.ts', "export const load = () => import('@storefront/mfe-support');\n")).map((p) => p.message)).toEqual([expect.stringMatching(toRemote)]);
    expect(await messagesOf("import { bus } from '@storefront/platform';\nexport const b = bus;\n")).toEqual([]);
  });

  it('stops lint when a package has no role, saying what to add', () => {
    const dir = workspace({ 'mfe-support': { name: '@storefront/mfe-support' } });
    expect(() => boundariesFor(dir)).toThrow(/mfe-support\/package\.json has no storefront\.role, so lint cannot tell which imports it may make: add to mfe-support\/package\.json {2}"storefront": \{ "role": "<role>" \} {2}with the role it plays: host, remote, shared, api, e2e, tooling/);
  });

  it('stops lint on an unknown role, and on a package the workspace does not list', () => {
    expect(() => boundariesFor(workspace({ 'mfe-support': { name: '@storefront/mfe-support', storefront: { role: 'plugin' } } }))).toThrow(/mfe-support\/package\.json has the unknown storefront\.role "plugin"/);
    expect(() => boundariesFor(workspace({ 'mfe-support': null }))).toThrow(/mfe-support\/package\.json is not listed in the root package\.json's "workspaces": add "mfe-support" there/);
  });
});
