import type { EppConfig } from './epp-config';
import { EppResultError, EppTransportError } from './epp-errors';
import { EppSession, type EppLogger } from './epp-session';

/** How often an idle session says <hello/> (RFC 5730 §2.3) so the registry does not end it as idle. */
export const KEEP_ALIVE_MS = 4 * 60 * 1000;

export interface EppPoolOptions {
  keepAliveMs: number;
  log: EppLogger;
}

/**
 * A few logged-in EPP sessions, shared by the registry's calls: each call takes a session to itself (a session
 * answers one command at a time), opening one when fewer than EPP_POOL_SIZE are open, else waiting for one to be
 * free. A session whose connection dropped is left behind and the next call opens another (reconnect); a command
 * that could not even be sent on a session found dead is sent once more on a new one (it never reached the
 * registry, so it cannot be carried out twice). Idle sessions say <hello/> every keepAliveMs.
 */
export class EppPool {
  private readonly idle: EppSession[] = [];
  private readonly waiters: ((result: EppSession | Error) => void)[] = [];
  private open = 0;
  private closed = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly config: EppConfig,
    private readonly options: EppPoolOptions,
  ) {
    this.timer = setInterval(() => void this.keepAlive(), Math.max(10, Math.floor(options.keepAliveMs / 2)));
    this.timer.unref();
  }

  /**
   * Runs `work` on a session of its own; the session goes back to the pool unless its connection ended. `reads`:
   * the work only asks (check, info, transfer query, poll) — asking twice changes nothing, so a connection that
   * dropped under it (a drop noticed only once the command left) is retried once on a new session too.
   */
  async run<T>(work: (session: EppSession) => Promise<T>, reads = false): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const session = await this.acquire();
      try {
        const result = await work(session);
        this.release(session);
        return result;
      } catch (error) {
        this.release(session);
        const retry = error instanceof EppTransportError && (!error.sent || reads);
        if (retry && attempt === 0 && !this.closed) continue;
        throw error;
      }
    }
  }

  /** Logs every session out (RFC 5730 §2.9.1.2) and stops the keep-alive. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    for (const waiter of this.waiters.splice(0)) waiter(new EppTransportError('the EPP registry client is closed', false));
    const sessions = this.idle.splice(0);
    await Promise.all(sessions.map((session) => session.logout()));
  }

  /** Ends every connection at once without a logout (tests: a dropped network). */
  dropAll(): void {
    for (const session of this.idle) session.destroy();
  }

  private async acquire(): Promise<EppSession> {
    if (this.closed) throw new EppTransportError('the EPP registry client is closed', false);
    while (this.idle.length) {
      const session = this.idle.pop() as EppSession;
      if (session.alive) return session;
      this.open -= 1;
    }
    if (this.open < this.config.poolSize) {
      this.open += 1;
      try {
        return await EppSession.open(this.config, this.options.log);
      } catch (error) {
        this.open -= 1;
        this.wakeOne();
        throw error;
      }
    }
    const result = await new Promise<EppSession | Error>((resolve) => this.waiters.push(resolve));
    if (result instanceof Error) throw result;
    return result;
  }

  private release(session: EppSession): void {
    if (!session.alive || this.closed) {
      this.open -= 1;
      if (this.closed) session.destroy();
      this.wakeOne();
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter) waiter(session);
    else this.idle.push(session);
  }

  /** A slot freed: the first waiter opens a session of its own. */
  private wakeOne(): void {
    const waiter = this.waiters.shift();
    if (!waiter) return;
    this.open += 1;
    EppSession.open(this.config, this.options.log).then(waiter, (error: Error) => {
      this.open -= 1;
      // It waited for a session and none could be opened: it is told why at once, as a caller that opened would be.
      waiter(error);
    });
  }

  private async keepAlive(): Promise<void> {
    const now = performance.now();
    const due = this.idle.filter((session) => session.alive && now - session.lastUsed >= this.options.keepAliveMs);
    for (const session of due) {
      const index = this.idle.indexOf(session);
      if (index < 0) continue;
      this.idle.splice(index, 1);
      try {
        await session.hello();
      } catch (error) {
        if (!(error instanceof EppTransportError || error instanceof EppResultError)) throw error;
      }
      this.release(session);
    }
  }
}
