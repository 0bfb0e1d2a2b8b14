import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { ERRORS, isErrorCode } from '@storefront/contracts';
import { createTestApp, CUSTOMER, ORIGIN, STAFF, type TestApp } from './helpers/app';
import { known, operationsOf, requestsFor, type Operation } from './helpers/openapi-arbitraries';

/**
 * Fuzz test over every operation of the OpenAPI document the app serves (/api/docs/json), issue 11: requests
 * built from each operation's schemas (path parameters, query, JSON body) mixed with hostile values — NUL and
 * other control characters, broken percent-escapes, lone surrogates, huge and negative numbers, long strings,
 * wrong types, unicode, '../' — sent through app.inject as a guest, the demo customer (half the requests) and
 * staff. It fails on any 5xx that is not a deliberate §8 error of that status, on any error body (status ≥ 400)
 * that is not `{ code, message[, details] }` with a §8 code, and on any stack trace or source path in any body.
 *
 * Deterministic for a seed: the same requests in the same order (FUZZ_SEED, printed; default below). The
 * property checked never depends on speed; only which answers a rate limit or a clock gives may. Size:
 * FUZZ_RUNS requests in all (default 3,000; spread evenly over the operations), e.g.
 *   FUZZ_RUNS=40000 FUZZ_SEED=7 node --import tsx --test test/fuzz.test.ts
 *
 * Nothing in the document is skipped. Treated specially, with the reason:
 * - POST /api/users/logout ends the signed-in identity's session: that identity signs in again after it, so
 *   the rest of the run still exercises signed-in routes.
 * - The sandbox gateway's hosted pages (/sandbox-gateway/...) are not in the document (they stand in for a
 *   payment provider's own site, HTML for people): they are fuzzed too, from the list below, and may answer
 *   HTML errors, but never a 5xx or a stack trace.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
/** FUZZ_DEBUG='PUT /api/cart/items' prints each request to operations whose "METHOD /path" contains it, and the answer. */
const DEBUG = process.env.FUZZ_DEBUG ?? '';

type Identity = 'guest' | 'customer' | 'staff';

// ---------------------------------------------------------------------------------------------------------
// What every answer must be

const STACK = /\bat [\w$.<>[\] ]+ \(.*:\d+:\d+\)|\bat (?:file:\/\/)?\/[\w./@-]+:\d+:\d+|node:internal|node_modules\/|\/work\/|\/src\/[\w/-]+\.ts\b|FST_ERR_/;
/** 5xx answers that are deliberate §8 errors of that very status (a provider down, the system busy). */
const DELIBERATE_5XX = new Set(Object.entries(ERRORS).filter(([code, entry]) => entry.status >= 500 && code !== 'SERVICE_SERVER_ERROR').map(([code]) => code));

function problemsOf(operation: Operation, status: number, contentType: string, body: string): string[] {
  const problems: string[] = [];
  if (STACK.test(body)) problems.push('stack trace or source path in the body');
  if (status < 400) return problems;
  if (operation.html && contentType.startsWith('text/html')) {
    if (status >= 500) problems.push(`${status} (HTML)`);
    return problems;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    problems.push(`${status} body is not JSON (${contentType})`);
    return problems;
  }
  const shaped = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  if (!shaped || !isErrorCode(shaped.code) || typeof shaped.message !== 'string' || Object.keys(shaped).some((key) => !['code', 'message', 'details'].includes(key))) {
    problems.push(`${status} body is not { code, message } with a §8 code`);
  }
  if (status >= 500 && !(shaped && typeof shaped.code === 'string' && DELIBERATE_5XX.has(shaped.code) && ERRORS[shaped.code as keyof typeof ERRORS].status === status)) problems.push(`${status} ${String(shaped?.code)}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------

/** The sandbox gateway's hosted pages, not in the OpenAPI document (see above). */
const GATEWAY_PAGES: Operation[] = [
  ...['card', 'wallet', 'payway'].map((kind) => ({ method: 'GET', path: `/sandbox-gateway/${kind}/{sessionId}` })),
  { method: 'POST', path: '/sandbox-gateway/card/{sessionId}' },
  { method: 'GET', path: '/sandbox-gateway/card/{sessionId}/challenge' },
  { method: 'POST', path: '/sandbox-gateway/card/{sessionId}/challenge' },
  { method: 'POST', path: '/sandbox-gateway/card/{sessionId}/cancel' },
  { method: 'POST', path: '/sandbox-gateway/wallet/{sessionId}/approve' },
  { method: 'POST', path: '/sandbox-gateway/wallet/{sessionId}/cancel' },
  { method: 'POST', path: '/sandbox-gateway/payway/{sessionId}/pay' },
  { method: 'POST', path: '/sandbox-gateway/payway/{sessionId}/cancel' },
].map((page) => ({ ...page, parameters: [{ name: 'sessionId', in: 'path' as const, required: true, schema: { type: 'string', format: 'uuid' } }], body: null, html: true }));

/** A cookie jar per identity over app.inject. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async send(options: InjectOptions & { headers: Record<string, string> }) {
    const headers = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private signIns = 0;

  /** Signs in from an address of its own each time, so the fuzzed logins' per-address limit does not refuse it. */
  async signIn(login: string, password: string): Promise<number> {
    this.cookies.clear();
    this.signIns += 1;
    const response = await this.send({ method: 'POST', url: '/api/users/login', headers: { origin: ORIGIN, 'content-type': 'application/json' }, payload: JSON.stringify({ login, password }), remoteAddress: `127.0.1.${this.signIns % 250}` });
    return response.statusCode;
  }
}

describe('fuzz: every operation of /api/docs/json', () => {
  let t: TestApp;
  let operations: Operation[];
  const browsers = {} as Record<Identity, Browser>;
  const credentials = { customer: CUSTOMER, staff: STAFF } as const;

  before(async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = [...operationsOf(document), ...GATEWAY_PAGES];
    for (const identity of ['guest', 'customer', 'staff'] as const) browsers[identity] = new Browser(t.app);
    expect(await browsers.customer.signIn(CUSTOMER.login, CUSTOMER.password)).toBe(200);
    expect(await browsers.staff.signIn(STAFF.login, STAFF.password)).toBe(200);

    // Something to find: an order of the customer's, payment sessions of each hosted kind for top-ups, and a
    // user staff may act on (ban, credit) without locking the demo customer out of the rest of the run.
    const json = { origin: ORIGIN, 'content-type': 'application/json' };
    await browsers.customer.send({ method: 'PUT', url: '/api/cart/items', headers: json, payload: JSON.stringify({ items: [{ type: 'domain', action: 'register', domain: 'fuzz-shop-4821.com', years: 1 }] }) });
    const init = operations.find((operation) => operation.path === '/api/checkout/init');
    if (init) await browsers.customer.send({ method: init.method as InjectOptions['method'], url: init.path, headers: init.method === 'GET' ? { origin: ORIGIN } : json, payload: init.method === 'GET' ? undefined : '{}' });
    const signUp = await browsers.guest.send({ method: 'POST', url: '/api/users', headers: json, payload: JSON.stringify({ email: 'fuzz-target@example.com', password: 'Fuzz-pass1', passwordConfirmation: 'Fuzz-pass1', firstName: 'Fuzz', lastName: 'Target', phoneNumber: '+85512000111' }) });
    expect(signUp.statusCode).toBeLessThan(500);
    for (const method of ['card', 'wallet', 'bankCard']) {
      const topUp = await browsers.customer.send({ method: 'POST', url: '/api/top-up', headers: { ...json, 'idempotency-key': `fuzz-top-up-${method}` }, payload: JSON.stringify({ total: 2000, method }) });
      const topUpId = topUp.json().topUpId as string | undefined;
      if (topUpId) await browsers.customer.send({ method: 'POST', url: '/api/payments', headers: { ...json, 'idempotency-key': `fuzz-pay-${method}` }, payload: JSON.stringify({ kind: 'topUp', id: topUpId, method, continuePath: '/top-up/success', cancelPath: '/top-up' }) });
    }
    const db = t.app.db;
    const column = async (query: string) => {
      try {
        return (await sql.raw<{ value: string }>(query).execute(db)).rows.map((row) => String(row.value));
      } catch {
        return []; // a table or column another change renamed: fewer known values, the same fuzzing
      }
    };
    // Sorted by stable columns where there are some, so a seed picks the same kind of thing every run.
    known.ids = {
      users: await column("select id::text as value from users where email <> 'demo@example.com' order by email"),
      invoices: await column('select id::text as value from invoices order by created_at, number'),
      orders: await column('select id::text as value from orders order by created_at'),
      topUps: await column('select id::text as value from top_ups order by created_at, total'),
      sessions: await column('select id::text as value from payment_sessions order by created_at, method'),
      contacts: await column('select id::text as value from contacts order by created_at'),
      notifications: await column('select id::text as value from notifications order by created_at'),
    };
    known.strings = [
      ...(await column('select key as value from products order by key limit 8')),
      ...(await column('select code as value from vouchers order by code limit 4')),
      'mfe-domains', 'card', 'wallet', 'bankCard',
    ];
    known.tlds = await column('select tld as value from tlds order by tld limit 12');
  });
  after(() => t?.close());

  it(`answers every request without a 5xx, a stack trace or an error outside { code, message } (FUZZ_RUNS=${TOTAL_RUNS}, FUZZ_SEED=${SEED})`, async (context) => {
    context.diagnostic(`fuzz seed ${SEED}, ${TOTAL_RUNS} requests over ${operations.length} operations (FUZZ_SEED / FUZZ_RUNS to change)`);
    console.log(`fuzz: seed ${SEED}, ${TOTAL_RUNS} requests over ${operations.length} operations`);
    const perOperation = Math.max(1, Math.ceil(TOTAL_RUNS / operations.length));
    // Each operation's requests come from a seed of its own, then run interleaved, operation after operation.
    const samples = operations.map((operation, index) => fc.sample(requestsFor(operation), { seed: SEED + index * 7919, numRuns: perOperation }));
    const failures = new Map<string, string[]>();
    const identities: Identity[] = ['customer', 'guest', 'customer', 'staff'];
    let sent = 0;
    const statuses = new Map<number, number>();
    const reached = new Map<string, number>();
    for (let round = 0; round < perOperation && sent < TOTAL_RUNS; round += 1) {
      for (const [index, operation] of operations.entries()) {
        if (sent >= TOTAL_RUNS) break;
        const request = samples[index]![round]!;
        const name = `${operation.method} ${operation.path}`;
        const identity = identities[(round + index) % identities.length]!;
        sent += 1;
        const response = await browsers[identity].send({ method: request.method as InjectOptions['method'], url: request.url, headers: request.headers, payload: request.payload });
        if (DEBUG && name.includes(DEBUG)) console.log(`${identity} ${request.mode} ${request.method} ${request.url.slice(0, 160)} ${(request.payload ?? '').slice(0, 240)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        reached.set(name, (reached.get(name) ?? 0) + (response.statusCode < 400 ? 1 : 0));
        const problems = problemsOf(operation, response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
        if (problems.length) {
          const key = `${operation.method} ${operation.path}: ${problems.join('; ')}`;
          const examples = failures.get(key) ?? [];
          if (examples.length < 3) examples.push(`as ${identity}: ${request.method} ${request.url.slice(0, 200)} ${(request.payload ?? '').slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`);
          failures.set(key, examples);
        }
        // Signing out ends the identity's session: sign in again, so the run goes on signed in.
        if (operation.path === '/api/users/logout' && identity !== 'guest' && response.statusCode < 400) {
          const status = await browsers[identity].signIn(credentials[identity].login, credentials[identity].password);
          if (status !== 200) context.diagnostic(`${identity} could not sign in again (${status}): the rest of its requests go signed out`);
        }
      }
    }
    const never = [...reached].filter(([, count]) => count === 0).map(([name]) => name);
    context.diagnostic(`answers by status: ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ')}`);
    context.diagnostic(`${operations.length - never.length} of ${operations.length} operations answered 2xx/3xx at least once; never: ${never.join(', ') || 'none'}`);
    const report = [...failures].map(([key, examples]) => `${key}\n    ${examples.join('\n    ')}`).join('\n');
    expect(report).toBe('');
    expect(sent).toBe(Math.min(TOTAL_RUNS, perOperation * operations.length));
  });
});
