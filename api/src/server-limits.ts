/**
 * How long the storefront's HTTP server waits for a client, and how much it reads from one (issue 11, finding 9:
 * without these a socket that sends its headers and then no body stayed open forever). Node checks the request
 * and headers timeouts every `checkIntervalMs`, so a slow client is cut off between the timeout and the
 * timeout plus one interval, answered 408 `{ code, message }` and its socket closed.
 *
 * Environment names suggested for making them configurable (read in config.ts, then passed to buildApp's
 * `serverLimits`): REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, CONNECTION_TIMEOUT_MS.
 */
export interface ServerLimits {
  /** The whole request — headers and body — must arrive within this (Node's server.requestTimeout). */
  requestTimeoutMs: number;
  /** The headers must arrive within this (server.headersTimeout); at most requestTimeoutMs. */
  headersTimeoutMs: number;
  /** An idle keep-alive socket is closed after this (server.keepAliveTimeout). */
  keepAliveTimeoutMs: number;
  /**
   * A socket with no traffic at all in either direction for this long is destroyed (server.setTimeout).
   * Longer than the request timeout, so a slow handler (a provider's answer) is not cut while it works.
   */
  connectionTimeoutMs: number;
  /** How often Node looks for requests past their request or headers timeout. */
  checkIntervalMs: number;
  /** Longest request target (path and query) the api reads: longer answers 414. Node's header limit (16 KB) answers 431. */
  maxUrlLength: number;
  /** Longest JSON or form body, in bytes: larger answers 413. */
  bodyLimitBytes: number;
}

export const SERVER_LIMITS: Readonly<ServerLimits> = Object.freeze({
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  connectionTimeoutMs: 60_000,
  checkIntervalMs: 5_000,
  maxUrlLength: 8_192,
  bodyLimitBytes: 1024 * 1024,
});

/** The limits with some replaced (tests use short timeouts); the headers timeout never exceeds the request timeout. */
export function serverLimits(overrides: Partial<ServerLimits> = {}): ServerLimits {
  const limits = { ...SERVER_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value <= 0) throw new Error(`server limit ${name} must be a positive whole number, not ${String(value)}`);
  }
  limits.headersTimeoutMs = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return limits;
}

/** Fastify's server options for these limits. */
export function fastifyServerOptions(limits: ServerLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    bodyLimit: limits.bodyLimitBytes,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}
