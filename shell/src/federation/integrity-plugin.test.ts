/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createInstance } from '@module-federation/enhanced/runtime';
import { remoteIntegrityPlugin } from './integrity-plugin';
import { createRemoteIntegrity, type IntegrityError } from './remote-integrity';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A remote's mf-manifest.json as @module-federation/enhanced writes it, with the release's file integrity. */
function manifestOf(name: string, version: string) {
  const assets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: `@storefront/${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
      integrity: { 'remoteEntry.js': sri('browser entry'), 'server/remoteEntry.js': sri('server entry') },
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes', assets }],
  });
}

/** The server's host instance with the plugin, a registry entry, and what is served at each URL. */
function setup(served: string, registryIntegrity: string | undefined) {
  const integrity = createRemoteIntegrity();
  const reported: IntegrityError[] = [];
  const entriesRun: string[] = [];
  const host = createInstance({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shared: {},
    plugins: [
      remoteIntegrityPlugin(integrity, {
        report: (error) => reported.push(error),
        // Stands in for verified-entry.ts: it is called for every server entry, with its URL.
        loadVerifiedEntry: async (url) => {
          entriesRun.push(url);
          return { init: async () => undefined, get: async () => () => ({ default: 'routes of mfe_x' }) } as never;
        },
      }),
    ],
  });
  // A host of its own per test (the runtime keeps manifests by URL for the process).
  const entry = `http://${host.name}.test/remotes/x/1.1.0/mf-manifest.json`;
  integrity.expect([registryIntegrity === undefined ? { name: 'mfe_x', version: '1.1.0', entry } : { name: 'mfe_x', version: '1.1.0', entry, integrity: registryIntegrity }]);
  host.registerRemotes([{ name: 'mfe_x', entry }]);
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(served, { status: 200, headers: { 'Content-Type': 'application/json' } }));
  return { host, reported, entriesRun, folder: entry.replace('mf-manifest.json', '') };
}

afterEach(() => jest.restoreAllMocks());

describe('the integrity plugin in the federation runtime (server)', () => {
  it('lets the runtime read a manifest whose bytes the registry names, then loads the server entry through the checked loader', async () => {
    const manifest = manifestOf('mfe_x', '1.1.0');
    const { host, reported, entriesRun } = setup(manifest, sri(manifest));
    await expect(host.loadRemote<{ default: string }>('mfe_x/routes')).resolves.toEqual({ default: 'routes of mfe_x' });
    expect(entriesRun).toEqual([`http://${host.name}.test/remotes/x/1.1.0/server/remoteEntry.js`]);
    expect(reported).toEqual([]);
  });

  it('loads the server entry of a local build (no integrity in the registry) through the same loader, which gives the container its URL', async () => {
    const manifest = manifestOf('mfe_x', '1.1.0');
    const { host, reported, entriesRun } = setup(manifest, undefined);
    await expect(host.loadRemote<{ default: string }>('mfe_x/routes')).resolves.toEqual({ default: 'routes of mfe_x' });
    expect(entriesRun).toEqual([`http://${host.name}.test/remotes/x/1.1.0/server/remoteEntry.js`]);
    expect(reported).toEqual([]);
  });

  it('refuses a manifest with other bytes before the runtime reads it: nothing of the remote runs, and it is reported', async () => {
    const manifest = manifestOf('mfe_x', '1.1.0');
    const tampered = manifest.replace('"shared":[]', '"shared": []');
    const { host, reported, entriesRun } = setup(tampered, sri(manifest));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(host.loadRemote('mfe_x/routes')).rejects.toThrow(/Integrity: mfe_x 1\.1\.0 mf-manifest\.json refused/);
    expect(entriesRun).toEqual([]);
    expect(reported.map((error) => [error.remote, error.version, error.file])).toEqual([['mfe_x', '1.1.0', 'mf-manifest.json']]);
  });

  it('checks the bytes of a remote file fetched through the runtime (the Node plugin fetches chunks so) and refuses other bytes', async () => {
    const manifest = manifestOf('mfe_x', '1.1.0');
    const { host, folder } = setup(manifest, sri(manifest));
    await host.loadRemote('mfe_x/routes');
    const fetchHook = host.loaderHook.lifecycle.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('server entry'));
    const checked = (await fetchHook.emit(`${folder}server/remoteEntry.js`, {})) as Response;
    await expect(checked.text()).resolves.toBe('server entry');
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('server entry; evil()'));
    await expect(fetchHook.emit(`${folder}server/remoteEntry.js`, {})).rejects.toThrow(/server\/remoteEntry\.js refused: its sha384 is/);
    await expect(fetchHook.emit(`${folder}server/999.deadbeef.js`, {})).rejects.toThrow(/names no integrity for it/);
  });
});
