import { describe, it } from 'node:test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'expect';
import lockfile from 'proper-lockfile';
import { connect } from './connect';

const options = (dataDir: string) => ({ databaseUrl: null, dbSchema: null, dataDir });

describe('the embedded database folder', () => {
  it('is used by one server at a time: a second is refused with what to do, and the folder is free again once the first closes', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'storefront-lock-')), 'data');
    const first = await connect(options(dataDir));
    await expect(connect(options(dataDir))).rejects.toThrow(`The database folder ${dataDir} is in use by another storefront server: stop that server, or give this one another DATA_DIR.`);
    await first.close();
    // Free again (the lock is what a next server takes; a second PGlite on one folder in the same process is not
    // a case to test: it keeps the process from exiting).
    expect(await lockfile.check(dataDir, { lockfilePath: `${dataDir}.lock`, realpath: false })).toBe(false);
  });
});

describe('the embedded database folder after its server was killed', () => {
  it('is taken over at once when the process that held it is gone, and still refused while it runs', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'storefront-lock-')), 'data');
    // What a server killed with SIGKILL leaves: its lock (fresh for a minute) and its process id, of a process now gone.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    mkdirSync(dataDir, { recursive: true });
    await lockfile.lock(dataDir, { lockfilePath: `${dataDir}.lock`, realpath: false, stale: 60_000, update: 60_000, onCompromised: () => undefined }).then(() => undefined);
    writeFileSync(`${dataDir}.pid`, gone.stdout);
    // A holder still running (this test's parent stands for it) keeps the folder.
    writeFileSync(`${dataDir}.pid`, String(process.ppid));
    await expect(connect(options(dataDir))).rejects.toThrow('is in use by another storefront server');
    writeFileSync(`${dataDir}.pid`, gone.stdout);
    const next = await connect(options(dataDir));
    expect(readFileSync(`${dataDir}.pid`, 'utf8')).toBe(String(process.pid));
    await next.close();
    expect(existsSync(`${dataDir}.pid`)).toBe(false);
  });
});
