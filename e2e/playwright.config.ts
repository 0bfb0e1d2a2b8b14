import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

/**
 * The e2e suite runs the assembled storefront exactly as `npm start` serves it (built shell and remotes,
 * api on PGlite in a fresh temp folder) and drives Debian's Chromium.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 8180);
const dataDir = path.join(os.tmpdir(), `storefront-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'npm run --silent start -w @storefront/api',
    cwd: path.resolve(__dirname, '..'),
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    // E2E_REUSE_SERVER=1: run against a storefront you started yourself on E2E_PORT (to look at it after a run).
    reuseExistingServer: Boolean(process.env.E2E_REUSE_SERVER),
    // A fresh database on a busy machine (the api allows its start-up 180 s).
    timeout: 240_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The suite asserts what is in the first HTML, not how fast remotes load on a busy machine: a generous
      // budget (the 300 ms default and its fallback are unit-tested with a fake clock).
      SSR_REMOTE_BUDGET_MS: '30000',
      // A canary is rolled back after 3 sessions here (100 by default): remote-canary.spec.ts provokes one.
      REMOTE_ROLLBACK_MIN_SESSIONS: '3',
    },
  },
});
