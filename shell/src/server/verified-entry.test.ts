/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteIntegrity } from '../federation/remote-integrity';
import { loadVerifiedEntry } from './verified-entry';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
/** A server container as the remotes' server builds are: CommonJS, the container as module.exports. */
const entry = "module.exports = { init: () => undefined, get: () => () => ({ default: 'routes' }), dir: __dirname, file: __filename };";
let served = entry;
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((_request, response) => response.end(served));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function published() {
  const integrity = createRemoteIntegrity();
  const manifest = JSON.stringify({ metaData: { integrity: { 'server/remoteEntry.js': sri(entry) } } });
  integrity.expect([{ name: 'mfe_x', version: '1.1.0', entry: `${origin}/remotes/x/1.1.0/mf-manifest.json`, integrity: sri(manifest) }]);
  await integrity.verifyManifest(`${origin}/remotes/x/1.1.0/mf-manifest.json`, new TextEncoder().encode(manifest));
  return integrity;
}

type Container = { dir: string; file: string; get: () => () => unknown };

describe('loadVerifiedEntry', () => {
  it('evaluates a server entry whose bytes its manifest names, as the runtime’s Node loader does', async () => {
    served = entry;
    const container = (await loadVerifiedEntry(await published(), `${origin}/remotes/x/1.1.0/server/remoteEntry.js`, 'mfe_x_test')) as unknown as Container;
    expect(container.get()()).toEqual({ default: 'routes' });
    expect(container.dir).toBe('/remotes/x/1.1.0/server');
    // The container's chunks are loaded from beside this URL (tooling/webpack/server-public-path-plugin.cjs).
    expect(container.file).toBe(`${origin}/remotes/x/1.1.0/server/remoteEntry.js`);
    expect((globalThis as Record<string, unknown>).mfe_x_test).toBe(container);
  });

  it('evaluates the server entry of a local build, which the registry names no integrity for', async () => {
    served = entry;
    const url = `${origin}/remotes/x/local/server/remoteEntry.js`;
    const container = (await loadVerifiedEntry(createRemoteIntegrity(), url, 'mfe_x_local')) as unknown as Container;
    expect(container.get()()).toEqual({ default: 'routes' });
    expect(container.file).toBe(url);
  });

  it('never evaluates other bytes', async () => {
    served = `${entry}\nglobalThis.tamperedServerCodeRan = true;`;
    await expect(loadVerifiedEntry(await published(), `${origin}/remotes/x/1.1.0/server/remoteEntry.js`, 'mfe_x_tampered')).rejects.toThrow(
      /^Integrity: mfe_x 1\.1\.0 server\/remoteEntry\.js refused: its sha384 is/,
    );
    expect((globalThis as Record<string, unknown>).tamperedServerCodeRan).toBeUndefined();
  });
});
