import { describe, it } from 'node:test';
import { mkdtempSync } from 'node:fs';
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
