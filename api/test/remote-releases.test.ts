import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { REMOTE_PUBLISH_LIMITS, remoteAuditSchema, remotePublishResultSchema, remoteRegistrySchema, remoteVersionsSchema, type RemoteName } from '@storefront/contracts';
import { publisher, runRelease } from '../src/cli/release';
import { localBuildVersion } from '../src/remotes/local-build';
import { FolderTarget } from '../src/remotes/publish-target';
import { updateRemote } from '../src/remotes/remotes.repository';
import { remoteVersionDir } from '../src/static/remote-files';
import { STAFF_CONSOLE_ALWAYS_ON } from '../src/remotes/staff-remotes';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { fakeBuild } from './helpers/remote-build';

// This file's own publish target: the api serves and publishes there (never the repository's var/cdn).
const cdn = mkdtempSync(path.join(os.tmpdir(), 'cdn-'));
process.env.REMOTES_CDN_DIR = cdn;

const sri = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const asBody = (version: string, files: Map<string, Uint8Array>) => ({
  version,
  files: Object.fromEntries([...files].map(([file, bytes]) => [file, Buffer.from(bytes).toString('base64')])),
});

let t: TestApp;
let staff: Client;
before(async () => {
  t = await createTestApp();
  staff = new Client(t.app);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
});
after(() => t.close());

const publish = (name: string, version: string, files: Map<string, Uint8Array>) => staff.send('POST', `/api/admin/remotes/${name}/versions`, asBody(version, files));
const registry = async () => remoteRegistrySchema.parse((await t.app.inject({ method: 'GET', url: '/api/config/remotes' })).json());
const auditRows = async (query = 'limit=500') => remoteAuditSchema.parse((await staff.get(`/api/admin/remotes/audit?${query}`)).json());

describe('publishing a remote version (POST /api/admin/remotes/{name}/versions)', () => {
  it('is for staff only: 401 for a guest, 403 for a customer, before the body is read', async () => {
    const body = asBody('3.0.0', fakeBuild('mfe_account', '3.0.0'));
    expect((await new Client(t.app).send('POST', '/api/admin/remotes/account/versions', body)).statusCode).toBe(401);
    const customer = new Client(t.app);
    await customer.login(CUSTOMER.login, CUSTOMER.password);
    const refused = await customer.send('POST', '/api/admin/remotes/account/versions', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(existsSync(path.join(cdn, 'account'))).toBe(false);
  });

  it('publishes a new version whole, its manifest recording the sha384 of every file, and a release record', async () => {
    const files = fakeBuild('mfe_account', '3.0.0');
    const response = await publish('account', '3.0.0', files);
    expect(response.statusCode).toBe(200);
    const result = remotePublishResultSchema.parse(response.json());
    expect(result.outcome).toBe('published');

    const folder = path.join(cdn, 'account', '3.0.0');
    const manifestBytes = readFileSync(path.join(folder, 'mf-manifest.json'));
    const manifest = JSON.parse(manifestBytes.toString('utf8'));
    // Every file but the manifest and the .gz copy (it decompresses to its file), recomputed here.
    const expected = Object.fromEntries(
      [...files].filter(([file]) => file !== 'mf-manifest.json' && !file.endsWith('.gz')).map(([file, bytes]) => [file, sri(bytes)]),
    );
    expect(manifest.metaData.integrity).toEqual(expected);
    expect(Object.keys(manifest.metaData.integrity)).toEqual(expect.arrayContaining(['remoteEntry.js', 'server/remoteEntry.js', 'server/12.0badf00d.js', '__federation_expose_routes.0badf00d.js']));
    for (const [file, bytes] of [...files].filter(([name]) => name !== 'mf-manifest.json')) expect(readFileSync(path.join(folder, file)).equals(Buffer.from(bytes))).toBe(true);

    const record = JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'));
    const size = [...files].filter(([file]) => file !== 'mf-manifest.json' && !file.endsWith('.gz')).reduce((sum, [, bytes]) => sum + bytes.byteLength, manifestBytes.byteLength);
    expect(record).toEqual({
      remote: 'mfe_account',
      version: '3.0.0',
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      publishedBy: STAFF.login,
      size,
      manifestIntegrity: sri(manifestBytes),
      files: Object.keys(expected).length,
    });
    expect(result.version).toMatchObject({ version: '3.0.0', published: true, localBuild: false, pinned: false, publishedBy: STAFF.login, size, integrity: sri(manifestBytes) });

    // Served under /remotes/<short>/<version>/, the manifest as published (no-cache), a chunk immutable.
    const served = await t.app.inject({ method: 'GET', url: '/remotes/account/3.0.0/mf-manifest.json' });
    expect(served.statusCode).toBe(200);
    expect(sri(served.rawPayload)).toBe(record.manifestIntegrity);
    expect(served.headers['cache-control']).toBe('no-cache');
    const chunk = await t.app.inject({ method: 'GET', url: '/remotes/account/3.0.0/__federation_expose_routes.0badf00d.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
    // The manifest's compressed copies are made again from the published manifest.
    const gz = await t.app.inject({ method: 'GET', url: '/remotes/account/3.0.0/mf-manifest.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(manifestBytes)).toBe(true);
  });

  it('does nothing when the same bytes are published again', async () => {
    const before = readFileSync(path.join(cdn, 'account', '3.0.0', 'release.json'), 'utf8');
    const again = await publish('mfe_account', '3.0.0', fakeBuild('mfe_account', '3.0.0'));
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('unchanged');
    expect(readFileSync(path.join(cdn, 'account', '3.0.0', 'release.json'), 'utf8')).toBe(before);
  });

  it('refuses other bytes under a published version with 409, and never overwrites it', async () => {
    const original = readFileSync(path.join(cdn, 'account', '3.0.0', 'remoteEntry.js'));
    const conflict = await publish('account', '3.0.0', fakeBuild('mfe_account', '3.0.0', 'changed'));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'BAD_REQUEST', details: { version: 'exists' } });
    expect(conflict.json().message).toContain('already published');
    expect(readFileSync(path.join(cdn, 'account', '3.0.0', 'remoteEntry.js')).equals(original)).toBe(true);
    // A later version leaves the older one as it was; no temporary folder is left behind.
    expect((await publish('account', '3.1.0', fakeBuild('mfe_account', '3.1.0'))).json().outcome).toBe('published');
    expect(readFileSync(path.join(cdn, 'account', '3.0.0', 'remoteEntry.js')).equals(original)).toBe(true);
    expect(new FolderTarget(cdn).dir('account', '3.0.0')).toBe(path.join(cdn, 'account', '3.0.0'));
    expect(readFileSync(path.join(cdn, 'account', '3.1.0', 'remoteEntry.js'), 'utf8')).toContain('3.1.0');
    const leftovers = readdirSync(path.join(cdn, 'account')).filter((name) => name.startsWith('.'));
    expect(leftovers).toEqual([]);
  });

  it('refuses a version folder that was copied there by hand (no release record)', async () => {
    const copied = path.join(cdn, 'promotions', '5.0.0');
    mkdirSync(copied, { recursive: true });
    writeFileSync(path.join(copied, 'mf-manifest.json'), '{}');
    const refused = await publish('promotions', '5.0.0', fakeBuild('mfe_promotions', '5.0.0'));
    expect(refused.statusCode).toBe(409);
    expect(readFileSync(path.join(copied, 'mf-manifest.json'), 'utf8')).toBe('{}');
  });

  it('refuses a remote that needs a newer platform than the served shell provides with 409 and what to do, and publishes one it satisfies', async () => {
    // The served shell (the app's SHELL_DIST) says which platform it provides; without that file nothing is checked.
    const provides = path.join(t.app.config.shellDist, 'shared-versions.json');
    writeFileSync(provides, JSON.stringify({ '@storefront/platform': '2.2.0' }));
    const needing = (range: string, version: string) => {
      const files = fakeBuild('mfe_hosting', version);
      const manifest = JSON.parse(Buffer.from(files.get('mf-manifest.json')!).toString('utf8'));
      manifest.shared = [{ id: 'mfe_hosting:@storefront/platform', name: '@storefront/platform', version: range.slice(1), requiredVersion: range, singleton: true }];
      files.set('mf-manifest.json', Buffer.from(JSON.stringify(manifest)));
      return files;
    };
    try {
      const refused = await publish('hosting', '7.0.0', needing('^2.3.0', '7.0.0'));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'BAD_REQUEST',
        details: { shell: 'older' },
        message: "mfe_hosting needs @storefront/platform ^2.3.0, and the storefront's shell provides 2.2.0: release the shell with a matching @storefront/platform first, or build the remote against 2.2.0.",
      });
      expect(existsSync(path.join(cdn, 'hosting', '7.0.0'))).toBe(false);
      const versions = remoteVersionsSchema.parse((await staff.get('/api/admin/remotes/hosting/versions')).json());
      expect(versions.map((v) => v.version)).not.toContain('7.0.0');

      const fits = await publish('hosting', '7.0.1', needing('^2.1.0', '7.0.1'));
      expect(fits.statusCode).toBe(200);
      expect(fits.json().outcome).toBe('published');
    } finally {
      rmSync(provides);
    }
  });

  it('keeps every path inside the target: unsafe file paths and versions are refused, and never served', async () => {
    for (const bad of ['../escape.js', 'server/../../escape.js', '/etc/passwd', '.hidden.js', 'a\\..\\b.js', 'a//b.js', 'release.json', 'x/y/z/w/v.js']) {
      const files = fakeBuild('mfe_checkout', '4.0.0');
      files.set(bad, Buffer.from('x'));
      const refused = await publish('checkout', '4.0.0', files);
      expect([bad, refused.statusCode, refused.json().code]).toEqual([bad, 400, 'BAD_REQUEST']);
    }
    for (const version of ['..', '../x', 'a/b', '.', '', '1.0.0/../../x']) {
      const refused = await publish('checkout', version, fakeBuild('mfe_checkout', '4.0.0'));
      expect([version, refused.statusCode]).toEqual([version, 400]);
    }
    expect(existsSync(path.join(cdn, 'checkout'))).toBe(false);
    expect(existsSync(path.join(cdn, 'escape.js'))).toBe(false);
    const target = new FolderTarget(cdn);
    for (const version of ['..', '.', '../x', 'a/b', '..%2F']) expect(target.dir('checkout', version)).toBeNull();
    expect(target.dir('../etc', '1.0.0')).toBeNull();
    expect(remoteVersionDir(t.config.repoRoot, 'account', '..')).toBeNull();
    for (const url of ['/remotes/account/..%2F..%2F/etc/passwd', '/remotes/account/3.0.0/..%2F3.1.0%2Frelease.json', '/remotes/account/3.0.0/%2e%2e/%2e%2e/%2e%2e/package.json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('bounds the body: past 64 MB it is refused with 413, and nothing is written', async () => {
    const files = { 'remoteEntry.js': 'A'.repeat(REMOTE_PUBLISH_LIMITS.fileBase64Max), 'b.js': 'A'.repeat(REMOTE_PUBLISH_LIMITS.fileBase64Max), 'c.js': 'A'.repeat(REMOTE_PUBLISH_LIMITS.fileBase64Max), 'd.js': 'A'.repeat(REMOTE_PUBLISH_LIMITS.fileBase64Max) };
    const refused = await staff.send('POST', '/api/admin/remotes/checkout/versions', { version: '4.0.0', files });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('The request is too large');
    const oneTooBig = await staff.send('POST', '/api/admin/remotes/checkout/versions', { version: '4.0.0', files: { 'remoteEntry.js': 'A'.repeat(REMOTE_PUBLISH_LIMITS.fileBase64Max + 4) } });
    expect(oneTooBig.statusCode).toBe(400);
    expect(existsSync(path.join(cdn, 'checkout'))).toBe(false);
  });

  it('refuses what is not a build of that remote, and compressed copies that are not their file', async () => {
    const other = await publish('checkout', '4.0.0', fakeBuild('mfe_hosting', '4.0.0'));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('not of mfe_checkout');
    const noEntry = fakeBuild('mfe_checkout', '4.0.0');
    noEntry.delete('remoteEntry.js');
    expect((await publish('checkout', '4.0.0', noEntry)).statusCode).toBe(400);
    const noServer = fakeBuild('mfe_checkout', '4.0.0');
    noServer.delete('server/remoteEntry.js');
    expect((await publish('checkout', '4.0.0', noServer)).json().message).toContain('server entry');
    const lying = fakeBuild('mfe_checkout', '4.0.0');
    lying.set('remoteEntry.js.gz', gzipSync('something else'));
    expect((await publish('checkout', '4.0.0', lying)).json().message).toContain('does not decompress to remoteEntry.js');
    const notBase64 = await staff.send('POST', '/api/admin/remotes/checkout/versions', { version: '4.0.0', files: { 'remoteEntry.js': '%%%' } });
    expect(notBase64.statusCode).toBe(400);
    expect(existsSync(path.join(cdn, 'checkout'))).toBe(false);
  });
});

describe('versions and the pointer', () => {
  it('lists the published versions newest first, with the local build when it is not published', async () => {
    const response = await staff.get('/api/admin/remotes/account/versions');
    expect(response.statusCode).toBe(200);
    const versions = remoteVersionsSchema.parse(response.json());
    const local = localBuildVersion(t.config.repoRoot, 'account');
    const published = versions.filter((v) => v.published);
    expect(published.map((v) => v.version)).toEqual(['3.1.0', '3.0.0']);
    expect(published[0]).toMatchObject({ publishedBy: STAFF.login, localBuild: false, integrity: expect.stringMatching(/^sha384-/) });
    // The local build (when there is one on disk) is listed first, and is the only entry that is one.
    const localEntries = local ? [{ version: local, published: false, localBuild: true, pinned: true, integrity: null, publishedAt: null }] : [];
    expect(versions.filter((v) => v.localBuild)).toMatchObject(localEntries);
    expect(versions.slice(0, localEntries.length)).toMatchObject(localEntries);
    expect((await new Client(t.app).get('/api/admin/remotes/account/versions')).statusCode).toBe(401);
    expect((await staff.get('/api/admin/remotes/nope/versions')).statusCode).toBe(404);
  });

  it('pins and rolls back to available versions only; the registry carries the manifest\'s integrity', async () => {
    const unknown = await staff.send('PATCH', '/api/admin/remotes/account', { version: '9.9.9', reason: 'try an unknown version' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BAD_REQUEST', details: { fields: [expect.objectContaining({ path: 'version' })] } });
    expect(unknown.json().message).toContain('not available');
    const auditCount = (await auditRows()).length;

    const pinned = await staff.send('PATCH', '/api/admin/remotes/account', { version: '3.1.0', reason: 'release 3.1.0' });
    expect(pinned.statusCode).toBe(200);
    const integrity310 = sri(readFileSync(path.join(cdn, 'account', '3.1.0', 'mf-manifest.json')));
    expect(pinned.json()).toMatchObject({ version: '3.1.0', manifest: '/remotes/account/3.1.0/mf-manifest.json', integrity: integrity310 });
    expect((await registry()).find((r) => r.name === 'mfe_account')?.integrity).toBe(integrity310);

    const back = await staff.send('PATCH', '/api/admin/remotes/account', { version: '3.0.0', reason: 'roll back: 3.1.0 breaks checkout' });
    expect(back.json()).toMatchObject({ version: '3.0.0', integrity: sri(readFileSync(path.join(cdn, 'account', '3.0.0', 'mf-manifest.json'))) });
    expect((await auditRows()).length).toBe(auditCount + 2);
    const versions = remoteVersionsSchema.parse((await staff.get('/api/admin/remotes/account/versions')).json());
    expect(versions.find((v) => v.pinned)?.version).toBe('3.0.0');
  });

  it('serves a pinned published version even when the remote\'s own dist/ is another build of that version', async () => {
    const local = localBuildVersion(t.config.repoRoot, 'domains') ?? '1.0.0';
    expect((await publish('domains', local, fakeBuild('mfe_domains', local, 'published copy'))).json().outcome).toBe('published');
    expect((await staff.send('PATCH', '/api/admin/remotes/domains', { version: local, reason: 'the published copy' })).statusCode).toBe(200);
    const entry = await t.app.inject({ method: 'GET', url: `/remotes/domains/${local}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('published copy');
    expect(remoteVersionDir(t.config.repoRoot, 'domains', local)).toBe(path.join(cdn, 'domains', local));
  });

  it('answers the registry with no-cache and an ETag, 304 while it is unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/config/remotes' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    const same = await t.app.inject({ method: 'GET', url: '/api/config/remotes', headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect((await t.app.inject({ method: 'GET', url: '/api/config/remotes', headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);

    await staff.send('PATCH', '/api/admin/remotes/account', { version: '3.1.0', reason: 'forward again' });
    const changed = await t.app.inject({ method: 'GET', url: '/api/config/remotes', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('the audit of registry changes', () => {
  it('needs a reason: missing, blank or too long is a 400 naming the field, and nothing changes', async () => {
    const before = await registry();
    for (const body of [{ enabled: false }, { enabled: false, reason: '   ' }, { enabled: false, reason: 'x'.repeat(501) }, { enabled: false, reason: 7 }]) {
      const refused = await staff.send('PATCH', '/api/admin/remotes/hosting', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', details: { fields: [expect.objectContaining({ path: 'reason' })] } });
    }
    expect(await registry()).toEqual(before);
  });

  it('never switches the staff console off from the console (staff could not switch it back on), and names every remote when one is unknown', async () => {
    const before = await registry();
    const refused = await staff.send('PATCH', '/api/admin/remotes/staff', { enabled: false, reason: 'tidy up' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: STAFF_CONSOLE_ALWAYS_ON, details: { fields: [{ path: 'enabled', message: STAFF_CONSOLE_ALWAYS_ON }] } });
    expect(await registry()).toEqual(before);
    const unknown = await staff.send('PATCH', '/api/admin/remotes/support', { enabled: false, reason: 'tidy up' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown remote: domains, hosting, checkout, account, promotions or staff (or mfe-domains, mfe_domains, …).');
  });

  it('records actor, time, before, after and reason for each change, newest first', async () => {
    const started = Date.now();
    await staff.send('PATCH', '/api/admin/remotes/hosting', { enabled: false, disabledMode: 'construction', reason: 'new pricing page' });
    await staff.request({ method: 'PATCH', url: '/api/admin/remotes/hosting', payload: { enabled: true, reason: 'pricing page done' }, headers: { 'x-storefront-cli-user': 'alice' } });
    const [latest, previous] = await auditRows('limit=2&remote=hosting');
    expect(previous).toMatchObject({
      remote: 'mfe_hosting',
      actor: STAFF.login,
      reason: 'new pricing page',
      before: { enabled: true, disabledMode: 'maintenance' },
      after: { enabled: false, disabledMode: 'construction' },
    });
    expect(latest).toMatchObject({ actor: `${STAFF.login} (cli:alice)`, reason: 'pricing page done', before: { enabled: false }, after: { enabled: true, disabledMode: 'construction' } });
    expect(Date.parse(latest!.at)).toBeGreaterThanOrEqual(started - 1000);
    expect(latest!.id).toBeGreaterThan(previous!.id);
    expect(await auditRows('limit=1')).toHaveLength(1);
    expect((await staff.get('/api/admin/remotes/audit?limit=0')).statusCode).toBe(400);
    expect((await staff.get('/api/admin/remotes/audit?remote=nope')).statusCode).toBe(404);
    const customer = new Client(t.app);
    await customer.login(CUSTOMER.login, CUSTOMER.password);
    expect((await customer.get('/api/admin/remotes/audit')).statusCode).toBe(403);
  });

  it('changes the pointer and writes its audit row in one transaction: a failed audit leaves the pointer as it was', async () => {
    const before = (await registry()).find((r) => r.name === 'mfe_account')!;
    const rows = (await auditRows()).length;
    // A reason the database refuses (longer than its check allows), past the schema: the audit insert fails.
    await expect(updateRemote(t.app.db, t.config, 'mfe_account', { version: '3.0.0', reason: 'x'.repeat(600) }, { actor: 'test' })).rejects.toThrow();
    expect((await registry()).find((r) => r.name === 'mfe_account')).toEqual(before);
    expect((await auditRows()).length).toBe(rows);
  });

  it('keeps a consistent chain under concurrent changes: each row\'s before is the previous row\'s after', async () => {
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => staff.send('PATCH', '/api/admin/remotes/promotions', { enabled: i % 2 === 0, disabledMode: i % 3 === 0 ? 'construction' : 'maintenance', reason: `concurrent ${i}` })),
    );
    const chain = (await auditRows('remote=promotions')).reverse();
    expect(chain).toHaveLength(6);
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]!.before).toEqual(chain[i - 1]!.after);
    const now = (await registry()).find((r) => r.name === 'mfe_promotions')!;
    expect(chain.at(-1)!.after).toEqual({ enabled: now.enabled, version: now.version, disabledMode: now.disabledMode, canary: null });
  });
});

describe('npm run release (the release CLI) against a folder target', () => {
  const remoteDir = (name: RemoteName, version: string, salt = '') => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'remote-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `@storefront/${name.replace('_', '-')}`, version, storefront: { remote: name.replace('mfe_', '') } }));
    for (const [file, bytes] of fakeBuild(name, version, salt)) {
      mkdirSync(path.dirname(path.join(dir, 'dist', file)), { recursive: true });
      writeFileSync(path.join(dir, 'dist', file), bytes);
    }
    return dir;
  };

  it('publishes, does nothing on the same bytes, and refuses other bytes (exit 1) without touching the published files', async () => {
    const target = mkdtempSync(path.join(os.tmpdir(), 'target-'));
    const env = { RELEASE_BY: 'Dara (hosting team)' };
    const dir = remoteDir('mfe_hosting', '2.0.0');
    const first = await runRelease({ remoteDir: dir, target, env });
    expect(first).toEqual({ exitCode: 0, message: expect.stringContaining(`Published mfe_hosting 2.0.0 to ${path.join(target, 'hosting', '2.0.0')}`) });
    const record = JSON.parse(readFileSync(path.join(target, 'hosting', '2.0.0', 'release.json'), 'utf8'));
    expect(record.publishedBy).toBe('Dara (hosting team)');
    expect(record.manifestIntegrity).toBe(sri(readFileSync(path.join(target, 'hosting', '2.0.0', 'mf-manifest.json'))));

    expect(await runRelease({ remoteDir: dir, target, env: { RELEASE_BY: 'someone else' } })).toEqual({ exitCode: 0, message: expect.stringContaining('nothing to do') });
    const changed = remoteDir('mfe_hosting', '2.0.0', 'other bytes');
    const refused = await runRelease({ remoteDir: changed, target, env });
    expect(refused.exitCode).toBe(1);
    expect(refused.message).toContain('already published');
    expect(readFileSync(path.join(target, 'hosting', '2.0.0', 'remoteEntry.js'), 'utf8')).not.toContain('other bytes');
    expect(JSON.parse(readFileSync(path.join(target, 'hosting', '2.0.0', 'release.json'), 'utf8'))).toEqual(record);

    // The command itself: a conflict is a non-zero exit with the message.
    const cli = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/cli/release.ts'), '--remote-dir', changed, '--target', target], { encoding: 'utf8', env: { ...process.env, RELEASE_BY: 'ci' } });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('already published');
  });

  it('refuses a remote that needs a newer platform than the served shell provides (skew safety, exit 1), and publishes one the shell satisfies', async () => {
    const target = mkdtempSync(path.join(os.tmpdir(), 'target-'));
    const shellDist = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(shellDist, 'shared-versions.json'), JSON.stringify({ '@storefront/platform': '2.2.0' }));
    const needing = (range: string, version: string) => {
      const dir = remoteDir('mfe_promotions', version);
      const file = path.join(dir, 'dist', 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      manifest.shared = [{ id: 'mfe_promotions:@storefront/platform', name: '@storefront/platform', version: range.slice(1), requiredVersion: range, singleton: true }];
      writeFileSync(file, JSON.stringify(manifest));
      return dir;
    };
    const env = { RELEASE_BY: 'ci', SHELL_DIST: shellDist };
    const newer = await runRelease({ remoteDir: needing('^2.3.0', '3.0.0'), target, env });
    expect(newer).toEqual({
      exitCode: 1,
      message: "mfe_promotions needs @storefront/platform ^2.3.0, and the storefront's shell provides 2.2.0: release the shell with a matching @storefront/platform first, or build the remote against 2.2.0.",
    });
    expect(existsSync(path.join(target, 'promotions', '3.0.0'))).toBe(false);
    expect(await runRelease({ remoteDir: needing('^2.1.0', '3.0.1'), target, env })).toEqual({ exitCode: 0, message: expect.stringContaining('Published mfe_promotions 3.0.1') });
  });

  it('refuses a build that is missing or was built as another version (exit 2)', async () => {
    const target = mkdtempSync(path.join(os.tmpdir(), 'target-'));
    const stale = remoteDir('mfe_checkout', '2.0.0');
    writeFileSync(path.join(stale, 'package.json'), JSON.stringify({ name: '@storefront/mfe-checkout', version: '2.0.1', storefront: { remote: 'checkout' } }));
    expect(await runRelease({ remoteDir: stale, target, env: {} })).toEqual({ exitCode: 2, message: expect.stringContaining('was built as 2.0.0 but package.json says 2.0.1') });
    const empty = mkdtempSync(path.join(os.tmpdir(), 'remote-'));
    writeFileSync(path.join(empty, 'package.json'), JSON.stringify({ name: '@storefront/mfe-checkout', version: '2.0.0', storefront: { remote: 'checkout' } }));
    expect((await runRelease({ remoteDir: empty, target, env: {} })).exitCode).toBe(2);
    expect(existsSync(path.join(target, 'checkout'))).toBe(false);
  });

  it('publishes through a running storefront\'s staff endpoint with --api (same outcomes, its target)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dir = remoteDir('mfe_promotions', '6.0.0');
    const options = { remoteDir: dir, api: address, origin: 'http://localhost:8080', env: { STAFF_EMAIL: STAFF.login, STAFF_PASSWORD: STAFF.password } };
    expect(await runRelease(options)).toEqual({ exitCode: 0, message: expect.stringContaining(`Published mfe_promotions 6.0.0 at ${address}`) });
    expect(JSON.parse(readFileSync(path.join(cdn, 'promotions', '6.0.0', 'release.json'), 'utf8')).publishedBy).toBe(STAFF.login);
    expect((await runRelease(options)).message).toContain('nothing to do');
    expect((await runRelease({ ...options, remoteDir: remoteDir('mfe_promotions', '6.0.0', 'other') })).exitCode).toBe(1);
    expect((await runRelease({ ...options, env: { STAFF_EMAIL: STAFF.login, STAFF_PASSWORD: 'wrong-Pass1' } })).exitCode).toBe(2);
  });

  it('names the publisher from RELEASE_BY, else git, else the OS user', () => {
    expect(publisher({ RELEASE_BY: ' Sophea ' }, os.tmpdir())).toBe('Sophea');
    expect(publisher({ USER: 'fallback' }, os.tmpdir()).length).toBeGreaterThan(0);
  });
});
