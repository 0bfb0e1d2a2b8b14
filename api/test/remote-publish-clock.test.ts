import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { remotePublishResultSchema, remoteVersionsSchema } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { Client, createTestApp, STAFF, type TestApp } from './helpers/app';
import { fakeBuild } from './helpers/remote-build';

// This file's own publish target (never the repository's var/cdn).
const cdn = mkdtempSync(path.join(os.tmpdir(), 'cdn-clock-'));
process.env.REMOTES_CDN_DIR = cdn;

const clock = new ManualClock('2026-03-04T05:06:07.000Z');
let t: TestApp;
let staff: Client;
before(async () => {
  t = await createTestApp({}, { clock });
  staff = new Client(t.app);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
});
after(() => t.close());

describe("a published remote version's time (issue 29 item 1: the clock is an input)", () => {
  it("is the app's clock, in the answer, the release record and the versions list", async () => {
    const files = fakeBuild('mfe_account', '4.0.0');
    const body = { version: '4.0.0', files: Object.fromEntries([...files].map(([file, bytes]) => [file, Buffer.from(bytes).toString('base64')])) };
    const response = await staff.send('POST', '/api/admin/remotes/account/versions', body);
    expect(response.statusCode).toBe(200);
    expect(remotePublishResultSchema.parse(response.json()).version.publishedAt).toBe('2026-03-04T05:06:07.000Z');
    expect(JSON.parse(readFileSync(path.join(cdn, 'account', '4.0.0', 'release.json'), 'utf8')).publishedAt).toBe('2026-03-04T05:06:07.000Z');
    const versions = remoteVersionsSchema.parse((await staff.get('/api/admin/remotes/account/versions')).json());
    expect(versions.find((v) => v.version === '4.0.0')?.publishedAt).toBe('2026-03-04T05:06:07.000Z');
  });
});
