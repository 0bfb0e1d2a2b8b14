import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { inCanary, REMOTE_PREVIEW_COOKIE, remoteAuditSchema, remoteRegistrySchema, VISITOR_ID_COOKIE, visitorKey } from '@storefront/contracts';
import { previewKey, signPreviewToken, verifyPreviewToken } from '../src/remotes/preview-token';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { fakeBuild } from './helpers/remote-build';

// This file's own publish target, and a rollback after 10 sessions (the default is 100).
process.env.REMOTES_CDN_DIR = mkdtempSync(path.join(os.tmpdir(), 'cdn-canary-'));
process.env.REMOTE_ROLLBACK_MIN_SESSIONS = '10';
const SUPPORT = { login: 'support@example.com', password: 'Support-pass1' };

let t: TestApp;
let admin: Client;
before(async () => {
  t = await createTestApp();
  admin = new Client(t.app);
  expect((await admin.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  for (const version of ['7.0.0', '7.1.0', '8.0.0-rc.1']) {
    const files = fakeBuild('mfe_domains', version);
    const body = { version, files: Object.fromEntries([...files].map(([f, b]) => [f, Buffer.from(b).toString('base64')])) };
    expect((await admin.send('POST', '/api/admin/remotes/domains/versions', body)).statusCode).toBe(200);
  }
  expect((await admin.send('PATCH', '/api/admin/remotes/domains', { version: '7.0.0', reason: 'pin the stable version for the canary tests' })).statusCode).toBe(200);
});
after(() => {
  delete process.env.REMOTE_ROLLBACK_MIN_SESSIONS;
  return t.close();
});

const domainsOf = async (client: Client) => {
  const response = await client.get('/api/config/remotes');
  expect(response.statusCode).toBe(200);
  return { entry: remoteRegistrySchema.parse(response.json()).find((r) => r.name === 'mfe_domains')!, response };
};
const audit = async () => remoteAuditSchema.parse((await admin.get('/api/admin/remotes/audit?remote=domains&limit=50')).json());
const setCanary = (body: unknown, client = admin) => client.send('PUT', '/api/admin/remotes/domains/canary', body);

describe('canary (PUT /api/admin/remotes/{name}/canary)', () => {
  it('needs staff (an admin to change), a reason, an available version other than the pointer', async () => {
    expect((await setCanary({ version: '7.1.0', percent: 10, reason: 'x' }, new Client(t.app))).statusCode).toBe(401);
    const customer = new Client(t.app);
    await customer.login(CUSTOMER.login, CUSTOMER.password);
    expect((await setCanary({ version: '7.1.0', percent: 10, reason: 'x' }, customer)).statusCode).toBe(403);
    for (const body of [
      { version: '7.1.0', percent: 10 },
      { version: '7.1.0', percent: 10, reason: '   ' },
      { version: '7.1.0', percent: 101, reason: 'too much' },
      { version: '7.1.0', percent: 10.005, reason: 'three decimals' },
      { version: '9.9.9', percent: 10, reason: 'not published' },
      { version: '7.0.0', percent: 10, reason: 'the pointer itself' },
      { version: '../x', percent: 10, reason: 'traversal' },
    ]) {
      const refused = await setCanary(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('BAD_REQUEST');
    }
    expect((await admin.get('/api/admin/remotes')).json().find((r: { name: string }) => r.name === 'mfe_domains').canary).toBeUndefined();
  });

  it('sends a stable share of guests to the canary, each the same version on every request, never moving back when raised', async () => {
    const started = await setCanary({ version: '7.1.0', percent: 30, reason: 'try 7.1.0 on 30 %' });
    expect(started.statusCode).toBe(200);
    expect(started.json().canary).toEqual({ version: '7.1.0', percent: 30 });
    const rows = await audit();
    expect(rows[0]).toMatchObject({ actor: STAFF.login, reason: 'try 7.1.0 on 30 %', before: { version: '7.0.0', canary: null }, after: { version: '7.0.0', canary: { version: '7.1.0', percent: 30 } } });

    const guests = Array.from({ length: 120 }, () => new Client(t.app));
    const first = new Map<Client, string>();
    for (const guest of guests) {
      const { entry, response } = await domainsOf(guest);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      // The server's id, signed (issue 28, item 2): `<id>.<signature>`, the bucket of the id.
      const [id, signature] = guest.cookie(VISITOR_ID_COOKIE)!.split('.');
      expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
      expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The rule of contracts decides: the api applies it, it does not invent another.
      expect(entry.version).toBe(inCanary(visitorKey({ anonymousId: id })!, 'mfe_domains', 30) ? '7.1.0' : '7.0.0');
      expect(entry.manifest).toContain(`/domains/${entry.version}/mf-manifest.json`);
      expect(entry.integrity).toMatch(/^sha384-/);
      first.set(guest, entry.version);
    }
    const inCanaryCount = [...first.values()].filter((v) => v === '7.1.0').length;
    expect(inCanaryCount).toBeGreaterThan(10);
    expect(inCanaryCount).toBeLessThan(70);
    for (const guest of guests.slice(0, 20)) expect((await domainsOf(guest)).entry.version).toBe(first.get(guest));

    expect((await setCanary({ version: '7.1.0', percent: 60, reason: 'widen to 60 %' })).statusCode).toBe(200);
    const now = new Map<(typeof guests)[number], string>();
    for (const guest of guests) now.set(guest, (await domainsOf(guest)).entry.version);
    // Every guest already in the canary stays in it (more than ten of them: asserted above), and more join.
    const stayed = guests.filter((guest) => first.get(guest) === '7.1.0');
    expect(stayed.map((guest) => now.get(guest))).toEqual(stayed.map(() => '7.1.0'));
    const raised = guests.filter((guest) => now.get(guest) === '7.1.0').length;
    expect(raised).toBeGreaterThan(inCanaryCount);
  });

  it('buckets a signed-in customer by their account: the same version on every device', async () => {
    const devices = [new Client(t.app), new Client(t.app), new Client(t.app)];
    const versions = [];
    for (const device of devices) {
      await device.get('/api/config/remotes');
      expect((await device.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
      versions.push((await domainsOf(device)).entry.version);
    }
    expect(new Set(devices.map((d) => d.cookie(VISITOR_ID_COOKIE))).size).toBe(3);
    expect(new Set(versions).size).toBe(1);
  });

  it('ends at 0 %: everyone is on the pointer, the public registry is public again', async () => {
    expect((await setCanary({ version: '7.1.0', percent: 0, reason: 'end the canary' })).statusCode).toBe(200);
    const guest = new Client(t.app);
    const { entry, response } = await domainsOf(guest);
    expect(entry.version).toBe('7.0.0');
    expect(response.headers['cache-control']).toBe('no-cache');
    // No canary: nobody needs a bucket, and a public answer carries no cookie a shared cache could hand around.
    expect(guest.cookie(VISITOR_ID_COOKIE)).toBeUndefined();
    expect((await audit())[0]).toMatchObject({ reason: 'end the canary', after: { canary: null } });
  });
});

describe('preview (POST /api/admin/remotes/{name}/preview)', () => {
  it('shows an unreleased version to the staff member who asked, to nobody else, audited', async () => {
    const refused = await admin.send('POST', '/api/admin/remotes/domains/preview', { version: '8.0.0-rc.1' });
    expect(refused.statusCode).toBe(400);
    expect((await admin.send('POST', '/api/admin/remotes/domains/preview', { version: '9.9.9', reason: 'missing' })).statusCode).toBe(400);

    const started = await admin.send('POST', '/api/admin/remotes/domains/preview', { version: '8.0.0-rc.1', minutes: 30, reason: 'check the rc before release' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ remote: 'mfe_domains', version: '8.0.0-rc.1' });
    const token = admin.cookie(REMOTE_PREVIEW_COOKIE)!;
    expect(token).toBeTruthy();
    const previewed = (await domainsOf(admin)).entry;
    expect(previewed.version).toBe('8.0.0-rc.1');
    expect(previewed.integrity).toMatch(/^sha384-/);
    expect((await domainsOf(new Client(t.app))).entry.version).toBe('7.0.0');
    expect((await audit())[0]).toMatchObject({ actor: STAFF.login, reason: 'check the rc before release', after: { version: '7.0.0', preview: { version: '8.0.0-rc.1' } } });

    // Another staff member or a guest holding the cookie: ignored (the token names the staff member).
    const support = new Client(t.app);
    await support.login(SUPPORT.login, SUPPORT.password);
    support.setCookie(REMOTE_PREVIEW_COOKIE, token);
    expect((await domainsOf(support)).entry.version).toBe('7.0.0');
    const guest = new Client(t.app);
    guest.setCookie(REMOTE_PREVIEW_COOKIE, token);
    expect((await domainsOf(guest)).entry.version).toBe('7.0.0');

    // Tampered: another version in the payload with the old signature.
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const forged = `${Buffer.from(JSON.stringify({ ...claims, v: '7.1.0' })).toString('base64url')}.${signature}`;
    const holder = new Client(t.app);
    await holder.login(STAFF.login, STAFF.password);
    holder.setCookie(REMOTE_PREVIEW_COOKIE, forged);
    expect((await domainsOf(holder)).entry.version).toBe('7.0.0');

    expect((await admin.send('DELETE', '/api/admin/remotes/preview')).statusCode).toBe(204);
    expect(admin.cookie(REMOTE_PREVIEW_COOKIE)).toBeUndefined();
    expect((await domainsOf(admin)).entry.version).toBe('7.0.0');
    // Ending it is a registry change too: who, when, the preview before, none after, why.
    const [ended, startedRow] = await audit();
    expect(startedRow).toMatchObject({ reason: 'check the rc before release' });
    expect(ended).toMatchObject({ actor: STAFF.login, remote: 'mfe_domains', reason: 'preview ended', before: { version: '7.0.0', preview: { version: '8.0.0-rc.1' } } });
    expect(ended!.before.preview!.expiresAt).toBe(started.json().expiresAt);
    expect(ended!.after).toEqual({ enabled: ended!.before.enabled, version: '7.0.0', disabledMode: ended!.before.disabledMode });
    expect(Date.parse(ended!.at)).not.toBeNaN();
  });

  it('ending without a valid preview of their own (none, someone else\'s, forged) writes no audit row', async () => {
    const rows = (await audit()).length;
    expect((await admin.send('DELETE', '/api/admin/remotes/preview')).statusCode).toBe(204);
    const othersToken = signPreviewToken(previewKey(t.app.config.paymentCallbackSecret), {
      id: 'a-preview-never-recorded',
      remote: 'mfe_domains',
      version: '8.0.0-rc.1',
      userId: 'another-staff-member',
      expiresAt: t.app.clock.now().getTime() + 60_000,
    });
    admin.setCookie(REMOTE_PREVIEW_COOKIE, othersToken);
    expect((await admin.send('DELETE', '/api/admin/remotes/preview')).statusCode).toBe(204);
    admin.setCookie(REMOTE_PREVIEW_COOKIE, `${othersToken}x`);
    expect((await admin.send('DELETE', '/api/admin/remotes/preview')).statusCode).toBe(204);
    expect((await audit()).length).toBe(rows);
  });

  it('issue 28.4: ending a preview ends it in every browser at once: its token grants nothing after, and copies are cleared', async () => {
    const laptop = new Client(t.app);
    expect((await laptop.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
    const started = await laptop.send('POST', '/api/admin/remotes/domains/preview', { version: '8.0.0-rc.1', minutes: 60, reason: 'preview on two browsers' });
    expect(started.statusCode).toBe(200);
    const token = laptop.cookie(REMOTE_PREVIEW_COOKIE)!;
    // The same staff member on a phone holding the same token: previewing too.
    const phone = new Client(t.app);
    expect((await phone.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
    phone.setCookie(REMOTE_PREVIEW_COOKIE, token);
    expect((await domainsOf(phone)).entry.version).toBe('8.0.0-rc.1');
    expect((await domainsOf(laptop)).entry.version).toBe('8.0.0-rc.1');

    // Ended from a third browser that never held the cookie.
    const desk = new Client(t.app);
    expect((await desk.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
    expect((await desk.send('DELETE', '/api/admin/remotes/preview')).statusCode).toBe(204);
    for (const browser of [laptop, phone]) {
      const { entry, response } = await domainsOf(browser);
      expect(entry.version).toBe('7.0.0');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(browser.cookie(REMOTE_PREVIEW_COOKIE)).toBeUndefined();
    }
    // The token, unexpired and well signed, set again by hand: nothing.
    phone.setCookie(REMOTE_PREVIEW_COOKIE, token);
    expect((await domainsOf(phone)).entry.version).toBe('7.0.0');
    expect(verifyPreviewToken(previewKey(t.app.config.paymentCallbackSecret), token, t.app.clock.now().getTime())).not.toBeNull();
    const [ended] = await audit();
    expect(ended).toMatchObject({ actor: STAFF.login, reason: 'preview ended', before: { preview: { version: '8.0.0-rc.1', expiresAt: started.json().expiresAt } } });
    // Ending again ends nothing more.
    const rows = (await audit()).length;
    expect((await laptop.send('DELETE', '/api/admin/remotes/preview')).statusCode).toBe(204);
    expect((await audit()).length).toBe(rows);
  });

  it('signs, verifies and expires tokens', () => {
    const key = previewKey('a-secret-of-at-least-thirty-two-characters');
    const grant = { id: 'p1', remote: 'mfe_domains', version: '8.0.0', userId: 'u1', expiresAt: 2_000 };
    const token = signPreviewToken(key, grant);
    expect(verifyPreviewToken(key, token, 1_999)).toEqual(grant);
    expect(verifyPreviewToken(key, token, 2_000)).toBeNull();
    expect(verifyPreviewToken(previewKey('another-secret-of-at-least-thirty-two-chars'), token, 1_000)).toBeNull();
    expect(verifyPreviewToken(key, `${token}x`, 1_000)).toBeNull();
    expect(verifyPreviewToken(key, 'garbage', 1_000)).toBeNull();
    expect(verifyPreviewToken(key, undefined, 1_000)).toBeNull();
  });
});

describe('load reports and automatic rollback (POST /api/remotes/reports)', () => {
  const sid = (n: number, kind: string) => `${kind}-session-${String(n).padStart(8, '0')}`;
  /** A report of one entry on mfe_domains, from `address` (the endpoint allows 60 a minute per address). */
  const report = (version: string, failed: boolean, token?: string, { session = sid(0, 'tab'), address = '127.0.0.1' } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/remotes/reports',
      remoteAddress: address,
      payload: { session, reports: [{ remote: 'mfe_domains', version, mounted: !failed, failed, ...(token === undefined ? {} : { token }) }] },
    });
  /** Fresh guests read the registry until `want` of each version were assigned: the report tokens the server handed them. */
  const tokensOf = async (want: Record<string, number>): Promise<Record<string, string[]>> => {
    const got: Record<string, string[]> = Object.fromEntries(Object.keys(want).map((version) => [version, []]));
    for (let i = 0; i < 1000 && Object.entries(want).some(([version, n]) => got[version]!.length < n); i += 1) {
      const { entry } = await domainsOf(new Client(t.app));
      expect(entry.reportToken).toBeTruthy();
      if ((got[entry.version]?.length ?? Infinity) < want[entry.version]!) got[entry.version]!.push(entry.reportToken!);
    }
    for (const [version, n] of Object.entries(want)) expect(got[version]).toHaveLength(n);
    return got;
  };
  const canaryNow = async () => (await admin.get('/api/admin/remotes')).json().find((r: { name: string }) => r.name === 'mfe_domains').canary;
  const healthRows = (version: string) => t.app.db.selectFrom('remote_health').selectAll().where('remote', '=', 'mfe_domains').where('version', '=', version).execute();

  it('refuses malformed reports and ignores versions nobody is served', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/remotes/reports', payload: { session: 'short', reports: [{ remote: 'mfe_domains', version: '7.0.0', mounted: true, failed: false }] } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/remotes/reports', payload: { session: sid(1, 'x'), reports: [] } })).statusCode).toBe(400);
    const many = Array.from({ length: 21 }, () => ({ remote: 'mfe_domains', version: '7.0.0', mounted: true, failed: false }));
    expect((await t.app.inject({ method: 'POST', url: '/api/remotes/reports', payload: { session: sid(1, 'x'), reports: many } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/remotes/reports', payload: { session: sid(1, 'x'), reports: [{ remote: 'mfe_domains', version: '7.0.0', mounted: true, failed: false, extra: 1 }] } })).statusCode).toBe(400);
    expect((await report('9.9.9', true, undefined, { session: sid(1, 'x') })).statusCode).toBe(204);
    expect(await healthRows('9.9.9')).toHaveLength(0);
  });

  it('issue 28.2: forged failure reports from many addresses do not roll a canary back; only a token the server handed counts, once', async () => {
    expect((await setCanary({ version: '7.1.0', percent: 50, reason: 'canary under forged reports' })).statusCode).toBe(200);
    const tokens = await tokensOf({ '7.0.0': 1, '7.1.0': 1 });
    const [stableToken, canaryToken] = [tokens['7.0.0']![0]!, tokens['7.1.0']![0]!];
    const [payload, signature] = canaryToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const otherSession = `${Buffer.from(JSON.stringify({ ...claims, s: 'another-session-0000000000000' })).toString('base64url')}.${signature}`;
    // 100 forged failures from 20 addresses, each a session of its own: no token, a stable version's token, a token with
    // another session in it, garbage — then one real token replayed from every address under other tab sessions.
    const forged = [undefined, stableToken, otherSession, 'garbage.token', `${canaryToken}x`];
    for (let i = 0; i < 100; i += 1) {
      const answer = await report('7.1.0', true, forged[i % forged.length], { session: sid(i, 'forged'), address: `10.28.2.${i % 20}` });
      expect(answer.statusCode).toBe(204);
    }
    for (let i = 0; i < 20; i += 1) expect((await report('7.1.0', true, canaryToken, { session: sid(i, 'replayed'), address: `10.28.3.${i}` })).statusCode).toBe(204);
    expect(await canaryNow()).toEqual({ version: '7.1.0', percent: 50 });
    // The one session the server assigned 7.1.0 counted once; none of the forged ones.
    const rows = await healthRows('7.1.0');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.session).toBe(claims.s);
    expect(rows[0]!.failed).toBe(true);
    expect((await audit()).filter((r) => r.actor === 'system')).toHaveLength(0);
  });

  it('takes a canary that fails back by itself: actor system, staff mailed, everyone on the stable version', async () => {
    expect((await setCanary({ version: '7.1.0', percent: 50, reason: 'canary that will fail' })).statusCode).toBe(200);
    const tokens = await tokensOf({ '7.0.0': 20, '7.1.0': 10 });
    const canary = tokens['7.1.0']!;
    // Every honest session from an address of its own (an address counts at most 3 sessions per version and hour).
    for (let i = 0; i < 20; i += 1) expect((await report('7.0.0', i === 0, tokens['7.0.0']![i], { address: `10.28.4.${i}` })).statusCode).toBe(204);
    // A session counts once, however often it reports.
    for (let i = 0; i < 5; i += 1) await report('7.1.0', false, canary[i], { address: `10.28.5.${i}` });
    for (let i = 0; i < 5; i += 1) await report('7.1.0', false, canary[i], { address: `10.28.5.${i}` });
    expect(await canaryNow()).toEqual({ version: '7.1.0', percent: 50 });
    // 5 more sessions that throw: 5 of 10 failed (50 %) against 1 of 20 (5 %) for the stable version.
    for (let i = 5; i < 10; i += 1) await report('7.1.0', true, canary[i], { address: `10.28.5.${i}` });

    const entry = (await admin.get('/api/admin/remotes')).json().find((r: { name: string }) => r.name === 'mfe_domains');
    expect(entry.canary).toBeUndefined();
    expect(entry.version).toBe('7.0.0');
    const [row] = await audit();
    expect(row).toMatchObject({ actor: 'system', before: { canary: { version: '7.1.0', percent: 50 } }, after: { version: '7.0.0', canary: null } });
    expect(row!.reason).toContain('failed in 5 of 10 sessions');
    const mail = await t.app.db.selectFrom('email_outbox').selectAll().where('template', '=', 'remote-rollback').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe(t.config.supportEmail.toLowerCase());
    expect(mail[0]!.subject).toContain('mfe_domains 7.1.0');
    // No canary any more: every visitor on the pointer; further failures roll back nothing twice.
    for (let i = 0; i < 40; i += 1) expect((await domainsOf(new Client(t.app))).entry.version).toBe('7.0.0');
    await report('7.1.0', true, canary[0], { address: '10.28.5.0' });
    expect((await audit()).filter((r) => r.actor === 'system')).toHaveLength(1);
  });

  it('issue 28.2: forged failures on the stable version do not shield a failing canary from rollback', async () => {
    expect((await setCanary({ version: '7.1.0', percent: 50, reason: 'canary the forgers try to shield' })).statusCode).toBe(200);
    // 200 forged stable failures from 20 addresses (10 each, every one a new session): none counts.
    for (let i = 0; i < 200; i += 1) expect((await report('7.0.0', true, undefined, { session: sid(i, 'shield'), address: `10.28.5.${i % 20}` })).statusCode).toBe(204);
    const tokens = await tokensOf({ '7.0.0': 20, '7.1.0': 10 });
    for (const [i, token] of tokens['7.0.0']!.entries()) await report('7.0.0', false, token, { address: `10.28.6.${i}` });
    for (const [i, token] of tokens['7.1.0']!.entries()) await report('7.1.0', true, token, { address: `10.28.7.${i}` });
    expect(await canaryNow()).toBeUndefined();
    const [row] = await audit();
    expect(row).toMatchObject({ actor: 'system', reason: expect.stringContaining('failed in 10 of 10 sessions') });
    expect(row!.reason).toContain('the stable 7.0.0 in 0 of 20');
  });

  it('issue 28.2: the guest bucket is the server\'s: a chosen, unsigned or forged visitor id is replaced, a signed one keeps its bucket', async () => {
    expect((await setCanary({ version: '7.1.0', percent: 30, reason: 'canary for the visitor id' })).statusCode).toBe(200);
    // An id a client picked because it falls in the canary, sent bare (as before ids were signed) and with a made-up signature.
    const chosen = Array.from({ length: 500 }, (_, i) => `chosen-visitor-${String(i).padStart(6, '0')}`).find((id) => inCanary(visitorKey({ anonymousId: id })!, 'mfe_domains', 30))!;
    for (const value of [chosen, `${chosen}.${'A'.repeat(43)}`, `${chosen}.`]) {
      const guest = new Client(t.app);
      guest.setCookie(VISITOR_ID_COOKIE, value);
      const { entry } = await domainsOf(guest);
      const [id, signature] = guest.cookie(VISITOR_ID_COOKIE)!.split('.');
      expect(id).not.toBe(chosen);
      expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(entry.version).toBe(inCanary(visitorKey({ anonymousId: id })!, 'mfe_domains', 30) ? '7.1.0' : '7.0.0');
    }
    // A signed id keeps its bucket (and its cookie) on every request.
    const guest = new Client(t.app);
    const first = (await domainsOf(guest)).entry.version;
    const cookie = guest.cookie(VISITOR_ID_COOKIE)!;
    for (let i = 0; i < 3; i += 1) expect((await domainsOf(guest)).entry.version).toBe(first);
    expect(guest.cookie(VISITOR_ID_COOKIE)).toBe(cookie);
    expect((await setCanary({ version: '7.1.0', percent: 0, reason: 'end the visitor id canary' })).statusCode).toBe(200);
  });
});

describe('issue 28.2: sessions minted in bulk count only a few per address (the default rollback minimum of 100 sessions)', () => {
  let t2: TestApp;
  let staff: Client;
  before(async () => {
    // This app's rollback needs the default 100 sessions: what 20 addresses could mint before the cap.
    delete process.env.REMOTE_ROLLBACK_MIN_SESSIONS;
    try {
      t2 = await createTestApp();
    } finally {
      process.env.REMOTE_ROLLBACK_MIN_SESSIONS = '10';
    }
    staff = new Client(t2.app);
    expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
    expect((await staff.send('PATCH', '/api/admin/remotes/domains', { version: '7.0.0', reason: 'pin the stable version for the address cap' })).statusCode).toBe(200);
  });
  after(() => t2.close());

  const startCanary = async (reason: string) => expect((await staff.send('PUT', '/api/admin/remotes/domains/canary', { version: '7.1.0', percent: 50, reason })).statusCode).toBe(200);
  const canaryNow = async () => (await staff.get('/api/admin/remotes')).json().find((r: { name: string }) => r.name === 'mfe_domains').canary;
  const systemRollbacks = async () =>
    remoteAuditSchema.parse((await staff.get('/api/admin/remotes/audit?remote=domains&limit=50')).json()).filter((row) => row.actor === 'system');
  /** Cookie-less registry reads from `address` (each a fresh server-chosen visitor) until `want` tokens of `version`. */
  const mint = async (address: string, version: string, want: number): Promise<string[]> => {
    const tokens: string[] = [];
    for (let i = 0; i < 50 * want && tokens.length < want; i += 1) {
      const response = await t2.app.inject({ method: 'GET', url: '/api/config/remotes', remoteAddress: address });
      const entry = remoteRegistrySchema.parse(response.json()).find((r) => r.name === 'mfe_domains')!;
      if (entry.version === version) tokens.push(entry.reportToken!);
    }
    expect(tokens).toHaveLength(want);
    return tokens;
  };
  /** One report from `address` carrying an entry per token (each token its own session), all failed or all mounted. */
  const reportAll = async (address: string, version: string, tokens: string[], failed: boolean) => {
    for (let i = 0; i < tokens.length; i += 20) {
      const reports = tokens.slice(i, i + 20).map((token) => ({ remote: 'mfe_domains', version, mounted: !failed, failed, token }));
      const answer = await t2.app.inject({ method: 'POST', url: '/api/remotes/reports', remoteAddress: address, payload: { session: `bulk-session-${String(i).padStart(8, '0')}`, reports } });
      expect(answer.statusCode).toBe(204);
    }
  };
  const healthRows = (version: string) => t2.app.db.selectFrom('remote_health').selectAll().where('remote', '=', 'mfe_domains').where('version', '=', version).execute();

  it('issue 28.2: 100 fresh sessions from one address, minted by cookie-less registry reads, then failure reports do not roll a healthy canary back', async () => {
    await startCanary('canary against sessions minted from one address');
    const tokens = await mint('10.29.1.1', '7.1.0', 100);
    expect(new Set(tokens).size).toBe(100);
    await reportAll('10.29.1.1', '7.1.0', tokens, true);
    expect(await canaryNow()).toEqual({ version: '7.1.0', percent: 50 });
    expect(await systemRollbacks()).toHaveLength(0);
    // Three sessions of the address were recorded, under a hash of the address, never the address itself.
    const rows = await healthRows('7.1.0');
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.address_hash)).size).toBe(1);
    expect(rows[0]!.address_hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(rows)).not.toContain('10.29.1.1');
    // A canary started again has room for the address's sessions again (the e2e rollback reruns within the hour).
    await startCanary('the same canary started again');
    await reportAll('10.29.1.1', '7.1.0', await mint('10.29.1.1', '7.1.0', 2), true);
    expect(await healthRows('7.1.0')).toHaveLength(5);
  });

  it('issue 28.2: 100 fresh sessions from 20 addresses (and from one IPv6 /64) do not roll a healthy canary back', async () => {
    await startCanary('canary against sessions minted from 20 addresses');
    const earlier = (await healthRows('7.1.0')).length;
    for (let a = 0; a < 20; a += 1) {
      const address = `10.29.2.${a}`;
      await reportAll(address, '7.1.0', await mint(address, '7.1.0', 5), true);
    }
    // Every address of one /64 is one client.
    for (let a = 0; a < 20; a += 1) {
      const address = `2001:db8:28:2::${(a + 1).toString(16)}:${a}`;
      await reportAll(address, '7.1.0', await mint(address, '7.1.0', 1), true);
    }
    expect(await canaryNow()).toEqual({ version: '7.1.0', percent: 50 });
    expect(await systemRollbacks()).toHaveLength(0);
    // Three sessions per address: 20 × 3, and 3 for the whole /64.
    expect((await healthRows('7.1.0')).length - earlier).toBe(20 * 3 + 3);
  });

  it('issue 28.2: the cap holds in the database: sessions of one address recorded past it (replicas racing) do not count', async () => {
    await startCanary('canary with rows past the address cap');
    // As if replicas had each recorded sessions of one address before seeing the others'.
    const rows = Array.from({ length: 150 }, (_, i) => ({ remote: 'mfe_domains', version: '7.1.0', session: `raced-session-${String(i).padStart(8, '0')}`, failed: true, address_hash: 'one-address-of-racing-replicas-00' }));
    await t2.app.db.insertInto('remote_health').values(rows).execute();
    // A real report re-evaluates the canary: 3 + 1 sessions count, under the 100 a rollback needs.
    await reportAll('10.29.6.1', '7.1.0', await mint('10.29.6.1', '7.1.0', 1), true);
    expect(await canaryNow()).toEqual({ version: '7.1.0', percent: 50 });
    expect(await systemRollbacks()).toHaveLength(0);
  });

  it('issue 28.2: 200 stable failures from 20 addresses do not shield a failing canary; honest sessions from many addresses still roll it back', async () => {
    await startCanary('canary the minted stable failures try to shield');
    for (let a = 0; a < 20; a += 1) {
      const address = `10.29.3.${a}`;
      await reportAll(address, '7.0.0', await mint(address, '7.0.0', 10), true);
    }
    expect(await systemRollbacks()).toHaveLength(0);
    // Real visitors, each from an address of their own: 100 on the stable version mount it, 100 on the canary fail.
    for (let a = 0; a < 100; a += 1) {
      const address = `10.29.4.${a}`;
      await reportAll(address, '7.0.0', await mint(address, '7.0.0', 1), false);
    }
    for (let a = 0; a < 100; a += 1) {
      const address = `10.29.5.${a}`;
      await reportAll(address, '7.1.0', await mint(address, '7.1.0', 1), true);
    }
    expect(await canaryNow()).toBeUndefined();
    const [row] = await systemRollbacks();
    // 60 of the 200 minted stable failures counted (3 per address): 60 of 160 stable sessions, not 200 of 300.
    expect(row!.reason).toContain('failed in 100 of 100 sessions');
    expect(row!.reason).toContain('the stable 7.0.0 in 60 of 160');
  });
});
