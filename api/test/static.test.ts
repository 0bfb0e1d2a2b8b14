import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
const root = mkdtempSync(path.join(os.tmpdir(), 'storefront-static-'));

before(async () => {
  const shell = path.join(root, 'shell/dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(shell, 'main.0123abcd.js'), 'console.log("shell")');
  const remote = path.join(root, 'mfe-domains');
  mkdirSync(path.join(remote, 'dist'), { recursive: true });
  writeFileSync(path.join(remote, 'package.json'), JSON.stringify({ version: '1.0.0' }));
  writeFileSync(path.join(remote, 'dist/mf-manifest.json'), '{"name":"mfe_domains"}');
  const big = 'export const x = 1;\n'.repeat(200);
  writeFileSync(path.join(remote, 'dist/123.89abcdef.js'), big);
  writeFileSync(path.join(remote, 'dist/123.89abcdef.js.gz'), gzipSync(big));
  const published = path.join(root, 'var/cdn/domains/0.9.0');
  mkdirSync(published, { recursive: true });
  writeFileSync(path.join(published, 'mf-manifest.json'), '{"name":"mfe_domains","version":"0.9.0"}');
  t = await createTestApp({ repoRoot: root, shellDist: shell });
});
after(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the built front end', () => {
  it('answers the shell for client routes (SPA fallback), never cached', async () => {
    for (const url of ['/', '/km/domain/gtld', '/hosting/shared?x=1']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a page to a client that accepts any type or names none (a crawler, a link preview, a monitor), and to HEAD', async () => {
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'application/xhtml+xml, */*;q=0.8' }] as Record<string, string>[]) {
      const response = await get('/domain/tld/com.kh', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/hosting/shared', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('never answers a page for a missing file, a client that takes no HTML, or a POST', async () => {
    for (const url of ['/main.deadbeef.js', '/assets/inter-400.0000.woff2', '/main.0123abcd.js.map', '/missing.ico']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
    expect((await get('/hosting/shared', { accept: 'application/json' })).statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/hosting/shared', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });

  it("issue 28.15: serves /favicon.ico, which the shell's build copies from shell/src (shell/src/favicon.test.ts), as an icon", async () => {
    const repo = path.resolve(__dirname, '../..');
    const icon = readFileSync(path.join(repo, 'shell/src/favicon.ico'));
    // An ICO file: reserved 0, type 1, then its images (16, 32 and 48 px).
    expect([...icon.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(icon.readUInt16LE(4)).toBe(3);
    writeFileSync(path.join(root, 'shell/dist/favicon.ico'), icon);

    const response = await get('/favicon.ico', { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(Buffer.compare(response.rawPayload, icon)).toBe(0);
  });

  it('serves hashed shell files as immutable', async () => {
    const response = await get('/main.0123abcd.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps document security headers on the page and leaves them off scripts', async () => {
    const page = await get('/', { accept: 'text/html' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const script = await get('/main.0123abcd.js');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['strict-transport-security']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a remote version from its build, no-cache for the manifest, with CORS for our origin', async () => {
    const manifest = await get('/remotes/domains/1.0.0/mf-manifest.json', { origin: 'http://localhost:8080' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'mfe_domains' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });

  it('serves the precompressed file when the browser accepts it', async () => {
    const response = await get('/remotes/domains/1.0.0/123.89abcdef.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves another published version from var/cdn, and 404 for unknown versions, remotes and escapes', async () => {
    expect((await get('/remotes/domains/0.9.0/mf-manifest.json')).json().version).toBe('0.9.0');
    expect((await get('/remotes/domains/9.9.9/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/remotes/nope/1.0.0/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/remotes/domains/1.0.0/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });
});
