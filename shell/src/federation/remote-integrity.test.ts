import { webcrypto, createHash } from 'node:crypto';
import { createRemoteIntegrity, IntegrityError, sriOf } from './remote-integrity';

// jsdom has no SubtleCrypto: Node's is the same Web Crypto API.
beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));

const bytes = (text: string) => new TextEncoder().encode(text);
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const folder = 'https://shop.test/remotes/domains/1.1.0/';
const entry = 'remoteEntry.js code';
const chunk = 'chunk 123 code';
const manifestText = JSON.stringify({ name: 'mfe_domains', metaData: { integrity: { 'remoteEntry.js': sri(entry), '123.abcd1234.js': sri(chunk), 'server/remoteEntry.js': sri('server entry') } } });

function published(manifest = manifestText) {
  const integrity = createRemoteIntegrity();
  integrity.expect([{ name: 'mfe_domains', version: '1.1.0', entry: `${folder}mf-manifest.json`, integrity: sri(manifest) }]);
  return integrity;
}

describe('sriOf', () => {
  it('is the SRI a <script integrity> checks (sha384, base64)', async () => {
    await expect(sriOf(bytes('abc'))).resolves.toBe(sri('abc'));
  });
});

describe('the integrity of a published version', () => {
  it('accepts the manifest the registry names, then checks every file against the manifest', async () => {
    const integrity = published();
    expect(integrity.isCheckedManifest(`${folder}mf-manifest.json`)).toBe(true);
    expect(integrity.verdict(`${folder}remoteEntry.js`)).toMatchObject({ kind: 'refuse', reason: 'its manifest has not been verified' });
    await integrity.verifyManifest(`${folder}mf-manifest.json`, bytes(manifestText));
    expect(integrity.verdict(`${folder}remoteEntry.js?t=1`)).toEqual({ kind: 'check', sri: sri(entry), remote: 'mfe_domains', version: '1.1.0', file: 'remoteEntry.js' });
    await expect(integrity.verifyFile(`${folder}123.abcd1234.js`, bytes(chunk))).resolves.toBeUndefined();
    await expect(integrity.verifyFile(`${folder}server/remoteEntry.js`, bytes('server entry'))).resolves.toBeUndefined();
  });

  it('refuses a manifest whose bytes differ from the registry’s, naming the remote, version and file', async () => {
    const integrity = published();
    const tampered = manifestText.replace('mfe_domains', 'mfe_domainz');
    await expect(integrity.verifyManifest(`${folder}mf-manifest.json`, bytes(tampered))).rejects.toThrow(
      /^Integrity: mfe_domains 1\.1\.0 mf-manifest\.json refused: its sha384 is sha384-\S+, the registry names sha384-/,
    );
    expect(integrity.verdict(`${folder}remoteEntry.js`).kind).toBe('refuse');
  });

  it('refuses a file whose bytes differ, and a file the manifest does not name (fail closed)', async () => {
    const integrity = published();
    await integrity.verifyManifest(`${folder}mf-manifest.json`, bytes(manifestText));
    const error = await integrity.verifyFile(`${folder}123.abcd1234.js`, bytes(`${chunk}!`)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IntegrityError);
    expect(error).toMatchObject({ remote: 'mfe_domains', version: '1.1.0', file: '123.abcd1234.js' });
    await expect(integrity.verifyFile(`${folder}999.ffffffff.js`, bytes('injected'))).rejects.toThrow(/999\.ffffffff\.js refused: its manifest names no integrity for it/);
  });

  it('refuses a manifest that names no integrity of its files, though the registry names its own', async () => {
    const bare = JSON.stringify({ name: 'mfe_domains', metaData: {} });
    const integrity = published(bare);
    await expect(integrity.verifyManifest(`${folder}mf-manifest.json`, bytes(bare))).rejects.toThrow(/names no integrity of its files/);
  });

  it('keeps checking an earlier version a page still uses after the registry moved on', async () => {
    const integrity = published();
    await integrity.verifyManifest(`${folder}mf-manifest.json`, bytes(manifestText));
    integrity.expect([{ name: 'mfe_domains', version: '1.2.0', entry: 'https://shop.test/remotes/domains/1.2.0/mf-manifest.json', integrity: sri('other') }]);
    expect(integrity.verdict(`${folder}123.abcd1234.js`)).toMatchObject({ kind: 'check', version: '1.1.0' });
    expect(integrity.verdict('https://shop.test/remotes/domains/1.2.0/remoteEntry.js')).toMatchObject({ kind: 'refuse', version: '1.2.0' });
  });
});

describe('a version without integrity (a local build, not published)', () => {
  it('is not checked, nor is anything outside the remotes’ version folders', async () => {
    const integrity = createRemoteIntegrity();
    integrity.expect([{ name: 'mfe_domains', version: '1.0.0', entry: 'https://shop.test/remotes/domains/1.0.0/mf-manifest.json' }]);
    expect(integrity.isCheckedManifest('https://shop.test/remotes/domains/1.0.0/mf-manifest.json')).toBe(false);
    expect(integrity.verdict('https://shop.test/remotes/domains/1.0.0/remoteEntry.js')).toEqual({ kind: 'unchecked' });
    expect(integrity.verdict('https://shop.test/main.12345678.js')).toEqual({ kind: 'unchecked' });
    await expect(integrity.verifyFile('https://shop.test/remotes/domains/1.0.0/remoteEntry.js', bytes('anything'))).resolves.toBeUndefined();
  });

  it('does not switch the checks off for a folder once published', () => {
    const integrity = published();
    integrity.expect([{ name: 'mfe_domains', version: '1.1.0', entry: `${folder}mf-manifest.json` }]);
    expect(integrity.isCheckedManifest(`${folder}mf-manifest.json`)).toBe(true);
  });
});
