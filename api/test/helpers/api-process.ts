import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ORIGIN } from './app';

const apiRoot = path.resolve(__dirname, '../..');

/** The api as a process of its own (as `npm start` runs it), to be killed and started again. */
export interface ApiProcess {
  baseUrl: string;
  /** SIGKILL: nothing is finished, flushed or handed back — a crash, an OOM kill, a machine lost. */
  kill(): Promise<void>;
  /** SIGTERM, and its end awaited (a graceful stop). */
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx src/main.ts` on `port` with `env` (over this process's environment, the shell's pages
 * from an empty folder) and resolves once /api/health answers; its stderr is kept and shown if it does not start.
 */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, PORT: String(port), SHELL_DIST: mkdtempSync(path.join(os.tmpdir(), 'no-shell-')), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  // A fresh schema is migrated and seeded first: a busy machine takes a while.
  for (let waited = 0; ; waited += 250) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null || waited > 180_000) {
      await end('SIGKILL');
      throw new Error(`the api on port ${port} did not start:\n${stderr}`);
    }
    // eslint-disable-next-line storefront/no-fixed-sleep -- the pause between two health checks of a starting process, not a wait for an outcome
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * What test/helpers/app.ts's Client needs of an app (`inject`), answered over HTTP by a running api process: the
 * same cookie jar and helpers (buyWithBalance, ensureBilling) drive a process as they drive an app in memory.
 * `target` names the process to ask at each request, so a client outlives a restart.
 */
export function overHttp(target: () => string): FastifyInstance {
  const inject = async (options: InjectOptions & { url: string }) => {
    const headers = new Headers(options.headers as Record<string, string>);
    let body: string | undefined;
    if (options.payload !== undefined) {
      body = typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const response = await fetch(`${target()}${options.url}`, { method: options.method ?? 'GET', headers, body, redirect: 'manual' });
    const text = await response.text();
    const cookies = response.headers.getSetCookie().map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const expires = attributes.find((attribute) => /^expires=/i.test(attribute));
      const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute));
      return {
        name: pair.slice(0, at),
        value: decodeURIComponent(pair.slice(at + 1)),
        ...(expires ? { expires: new Date(expires.slice(8)) } : {}),
        ...(maxAge ? { maxAge: Number(maxAge.slice(8)) } : {}),
      };
    });
    return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: text, cookies, json: () => JSON.parse(text) as unknown };
  };
  return { inject } as unknown as FastifyInstance;
}

/** The Origin the api process must accept (its PUBLIC_URL): the one Client sends. */
export const PROCESS_ORIGIN = ORIGIN;
