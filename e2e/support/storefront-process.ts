import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * A second storefront on its own port and database, started the way `npm start` serves it, for a test that
 * needs a server process that has rendered nothing yet (the suite's own server has), or other settings (`env`).
 */
export async function startStorefront(port: number, env: Record<string, string> = {}): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'start', '-w', '@storefront/api'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(os.tmpdir(), `storefront-e2e-second-${process.pid}-${port}`), DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn', SSR_REMOTE_BUDGET_MS: '30000', ...env },
    stdio: 'ignore',
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
  };
  for (let waited = 0; ; waited += 250) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, stop };
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || waited > 120_000) {
      await stop();
      throw new Error(`the second storefront on port ${port} did not start`);
    }
    // eslint-disable-next-line storefront/no-fixed-sleep -- the pause between two health checks of a starting server, not a wait for an outcome
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
