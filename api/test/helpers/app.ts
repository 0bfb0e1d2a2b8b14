import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Pool } from 'pg';
import { buildApp } from '../../src/app';
import type { Clock } from '../../src/clock';
import { connect } from '../../src/db/connect';
import { loadConfig, type AppConfig } from '../../src/config';
import { migratedPgliteDump } from './pglite-dump';

export const ORIGIN = 'http://localhost:8080';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

/**
 * One app per test file: on an in-memory PGlite, or — when DATABASE_URL is set — on PostgreSQL in a fresh
 * schema of its own that is dropped afterwards.
 */
/**
 * The most connections one test file's app may hold: api/test.sh runs two files at once against one PostgreSQL,
 * whose max_connections is 100 by default, so two race tests at 60 each once had a payment answer 500 ("too many
 * clients already") instead of 409.
 */
export const TEST_POOL_MAX = 40;

export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { clock?: Clock } = {}): Promise<TestApp> {
  if ((overrides.dbPoolSize ?? 0) > TEST_POOL_MAX) throw new Error(`dbPoolSize ${overrides.dbPoolSize} is over TEST_POOL_MAX (${TEST_POOL_MAX}): two test files run at once on one PostgreSQL`);
  const databaseUrl = process.env.DATABASE_URL || null;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : null;
  const config = loadConfig(
    { PORT: '8080', LOG_LEVEL: 'silent', PGLITE_MEMORY: '1', LOGIN_MAX_ATTEMPTS: '3', LOGIN_BLOCK_MINUTES: '15' },
    { databaseUrl, dbSchema: schema, shellDist: mkdtempSync(path.join(os.tmpdir(), 'no-shell-')), ...overrides },
  );
  // PGlite: a database of the file's own, started from the migrated dump (pglite-dump.ts); the app seeds it.
  const db = config.databaseUrl || config.dataDir ? undefined : await connect({ ...config, pgliteDump: await migratedPgliteDump() });
  const app = await buildApp({ config, logger: false, clock: options.clock, db });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await db?.close();
      if (databaseUrl && schema) {
        const pool = new Pool({ connectionString: databaseUrl, max: 1 });
        await pool.query(`drop schema if exists "${schema}" cascade`);
        await pool.end();
      }
    },
  };
}

/** A cookie jar over app.inject, like a browser on the storefront's origin. */
export class Client {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly cartSid?: string,
  ) {}

  async request(options: InjectOptions & { url: string }) {
    const headers: Record<string, string> = { origin: ORIGIN, ...(options.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.cartSid) headers['x-cart-sid'] = this.cartSid;
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
    return this.request({ method, url, payload: payload as InjectOptions['payload'] });
  }

  async login(login: string, password: string) {
    return this.send('POST', '/api/users/login', { login, password });
  }
}

export const CUSTOMER = { login: 'demo@example.com', password: 'Demo-pass1' };
export const STAFF = { login: 'staff@example.com', password: 'Staff-pass1' };
