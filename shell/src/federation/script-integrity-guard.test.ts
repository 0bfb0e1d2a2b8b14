import { webcrypto, createHash } from 'node:crypto';
import { createRemoteIntegrity, type IntegrityError } from './remote-integrity';
import { installScriptIntegrityGuard } from './script-integrity-guard';

beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const folder = `${window.location.origin}/remotes/domains/1.1.0/`;
const manifest = JSON.stringify({ metaData: { integrity: { '123.abcd1234.js': sri('chunk') } } });

async function setup() {
  const integrity = createRemoteIntegrity();
  integrity.expect([
    { name: 'mfe_domains', version: '1.1.0', entry: `${folder}mf-manifest.json`, integrity: sri(manifest) },
    { name: 'mfe_account', version: '1.0.0', entry: `${window.location.origin}/remotes/account/1.0.0/mf-manifest.json` },
  ]);
  await integrity.verifyManifest(`${folder}mf-manifest.json`, new TextEncoder().encode(manifest));
  const reported: IntegrityError[] = [];
  const uninstall = installScriptIntegrityGuard(integrity, (error) => reported.push(error));
  return { reported, uninstall };
}

function script(src: string): HTMLScriptElement {
  const element = document.createElement('script');
  element.src = src;
  // jsdom would fetch and run it: only the attributes matter here.
  element.type = 'text/plain';
  return element;
}

describe('the guard on the scripts remotes append to the head', () => {
  it('gives a checked version’s chunk the integrity its manifest names and crossorigin, before the browser fetches it', async () => {
    const { uninstall } = await setup();
    const chunk = script(`${folder}123.abcd1234.js`);
    expect(document.head.appendChild(chunk)).toBe(chunk);
    expect(chunk.parentNode).toBe(document.head);
    expect(chunk.getAttribute('integrity')).toBe(sri('chunk'));
    expect(chunk.getAttribute('crossorigin')).toBe('anonymous');
    chunk.remove();
    uninstall();
  });

  it('does not insert a file of a checked version that its manifest does not name: its loader sees an error, the console names it', async () => {
    jest.useFakeTimers();
    const { reported, uninstall } = await setup();
    const injected = script(`${folder}999.ffffffff.js`);
    const onError = jest.fn();
    injected.addEventListener('error', onError);
    document.head.insertBefore(injected, null);
    expect(injected.parentNode).toBeNull();
    jest.runAllTimers();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(reported.map((error) => error.message)).toEqual([expect.stringMatching(/^Integrity: mfe_domains 1\.1\.0 999\.ffffffff\.js refused: its manifest names no integrity for it/)]);
    uninstall();
    jest.useRealTimers();
  });

  it('leaves alone the shell’s own scripts and a version without integrity (a local build)', async () => {
    const { uninstall } = await setup();
    for (const src of [`${window.location.origin}/main.12345678.js`, `${window.location.origin}/remotes/account/1.0.0/remoteEntry.js`]) {
      const element = document.head.appendChild(script(src));
      expect(element.getAttribute('integrity')).toBeNull();
      expect(element.parentNode).toBe(document.head);
      element.remove();
    }
    uninstall();
  });
});

describe('the runtime plugin’s createScript hook (remoteEntry.js and the chunks the runtime preloads)', () => {
  it('gives the script the integrity its manifest names and crossorigin; refuses a file it does not name; leaves others to the runtime', async () => {
    const { remoteIntegrityPlugin } = await import('./integrity-plugin');
    const integrity = createRemoteIntegrity();
    integrity.expect([{ name: 'mfe_domains', version: '1.1.0', entry: `${folder}mf-manifest.json`, integrity: sri(manifest) }]);
    await integrity.verifyManifest(`${folder}mf-manifest.json`, new TextEncoder().encode(manifest));
    const reported: IntegrityError[] = [];
    const createScript = remoteIntegrityPlugin(integrity, { report: (error) => reported.push(error) }).createScript!;
    const element = createScript({ url: `${folder}123.abcd1234.js`, attrs: { fetchpriority: 'high' } }) as HTMLScriptElement;
    expect(element.getAttribute('integrity')).toBe(sri('chunk'));
    expect(element.getAttribute('crossorigin')).toBe('anonymous');
    expect(element.getAttribute('fetchpriority')).toBe('high');
    expect(() => createScript({ url: `${folder}remoteEntry.js` })).toThrow(/remoteEntry\.js refused: its manifest names no integrity for it/);
    expect(reported).toHaveLength(1);
    expect(createScript({ url: `${window.location.origin}/remotes/account/1.0.0/remoteEntry.js` })).toBeUndefined();
  });
});
