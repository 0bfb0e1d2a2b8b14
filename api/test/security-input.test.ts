import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { isErrorCode, paymentSessionSchema } from '@storefront/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { bodyProblem, urlProblem } from '../src/plugins/app/input-guard';
import { storeUrl } from '../src/sandbox-gateway/html';
import { SERVER_LIMITS, serverLimits } from '../src/server-limits';
import { Client, createTestApp, CUSTOMER, ORIGIN, type TestApp } from './helpers/app';
import { SAMPLE_CONTACT } from './helpers/contacts';
import { eventually } from './helpers/eventually';

/** Issue 11, findings 6, 7, 9 and 10: hostile input, return paths, timeouts and the shape of every error. */

const NOT_ALLOWED = 'The request contains characters that are not allowed';
const BAD_ENCODING = 'The request contains an invalid character encoding';
/** Put in URLs, headers and bodies: no error body may repeat it. */
const MARKER = 'echo-marker-7d1c';

let t: TestApp;
let guest: Client;
let customer: Client;

before(async () => {
  t = await createTestApp();
  guest = new Client(t.app);
  customer = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
});
after(() => t.close());

/** An error body is `{ code, message }` (details allowed) with a §8 code, no stack, no echo of the request. */
function expectErrorBody(text: string): { code: string; message: string; details?: unknown } {
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).filter((key) => key !== 'details').sort()).toEqual(['code', 'message']);
  expect(isErrorCode(body.code)).toBe(true);
  expect(typeof body.message).toBe('string');
  expect(text).not.toContain(MARKER);
  expect(text).not.toMatch(/\bat .*\(|node_modules|\/src\/|FST_ERR|statusCode/);
  return body as { code: string; message: string };
}

const refusedWith = (message: string) => (response: { statusCode: number; body: string }) => {
  expect(response.statusCode).toBe(400);
  const body = expectErrorBody(response.body);
  expect(body.code).toBe('BAD_REQUEST');
  expect(body.message).toBe(message);
};
const refused = refusedWith(NOT_ALLOWED);

/** A raw HTTP exchange on a real socket: what the server wrote, and whether it closed the socket (we never do). */
function exchange(port: number, data: string, deadlineMs = 20_000): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    const deadline = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, deadlineMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve({ text, closedByServer: true });
    });
  });
}

/** Status and body of a raw HTTP response. */
function parseResponse(text: string): { status: number; headers: string; body: string } {
  const split = text.indexOf('\r\n\r\n');
  expect(split).toBeGreaterThan(0);
  return { status: Number(text.slice(9, 12)), headers: text.slice(0, split).toLowerCase(), body: text.slice(split + 4) };
}

describe('finding 6: NUL bytes and control characters', () => {
  it('a NUL in the path answers 400 before any query, anonymous or signed in (it was 500 from the database)', async () => {
    for (const url of ['/api/products/%00', '/api/tlds/%00', '/api/users/reset-password/%00abc', `/api/products/${MARKER}%00`]) refused(await guest.get(url));
    for (const url of ['/api/user/invoices/%00', '/api/user/addresses/%00', '/api/online-payment/%00', '/api/top-up/%00/complete', '/api/payments/%00']) refused(await customer.get(url));
  });

  it('a NUL or another control character in the query answers 400', async () => {
    for (const query of ['type=%00', 'domain=a%00.com', 'domain=a%01.com', 'domain=a%1F', 'domain=a%7F', 'domain=a%0A', 'domain=a%0D%0A', `domain=${MARKER}%09`]) {
      refused(await guest.get(`/api/domains/whois?${query}`));
    }
    refused(await guest.get('/api/products?type=%00'));
    refused(await customer.get('/api/user/balance/ledger?limit=%00'));
    // Raw control characters (Node's parser refuses them on the wire; inject does not).
    refused(await t.app.inject({ method: 'GET', url: '/api/products?type=a\u0001b' }));
  });

  it('a broken percent-escape or one that is not UTF-8 (a lone surrogate) answers 400', async () => {
    const refusedEncoding = refusedWith(BAD_ENCODING);
    for (const url of ['/api/products?type=%zz', '/api/products?type=100%', '/api/products?type=%ED%A0%80', '/api/products?type=%C0%80', '/api/domains/whois?domain=%E2%82']) refusedEncoding(await guest.get(url));
    // In the path the router finds it first: still 400 { code, message }.
    const inPath = await guest.get('/api/products/%E0%A4%A');
    expect(inPath.statusCode).toBe(400);
    expect(expectErrorBody(inPath.body).code).toBe('BAD_REQUEST');
  });

  it('a NUL in a JSON body answers 400 naming the field, on anonymous and signed-in routes', async () => {
    const login = await guest.send('POST', '/api/users/login', { login: 'demo\u0000@example.com', password: 'x' });
    refused(login);
    expect(login.json().details).toEqual({ fields: [{ path: 'login', message: NOT_ALLOWED }] });
    refused(await guest.send('POST', '/api/users/forgot-password', { email: 'a\u0000@example.com' }));
    refused(await guest.send('POST', '/api/users', { email: 'new\u0000@example.com', password: 'Secret-pass1', firstName: 'A', lastName: 'B' }));
    refused(await guest.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: `${MARKER}\u0000.com`, years: 1 }] }));
    refused(await customer.send('PUT', '/api/user/addresses', { ...SAMPLE_CONTACT, city: 'Phnom\u0000Penh' }));
    refused(await customer.send('PATCH', '/api/users/locale', { locale: 'en\u0000' }));
  });

  it('other controls, lone surrogates and bad keys at any depth in a body answer 400; tab, line feed and CR pass', async () => {
    refused(await guest.send('POST', '/api/users/login', { login: 'a\u0001b', password: 'x' }));
    refused(await guest.send('POST', '/api/users/login', { login: 'a\ud800b', password: 'x' }));
    const nested = await guest.send('PUT', '/api/cart/items', { items: [{ type: 'domain', action: 'register', domain: 'ok.com', years: 1, extra: ['fine', 'bad\u001f'] }] });
    refused(nested);
    expect(nested.json().details).toEqual({ fields: [{ path: 'items.0.extra.1', message: NOT_ALLOWED }] });
    refused(await guest.send('POST', '/api/users/login', { login: 'a', password: 'x', ['k\u0000']: 1 }));
    // A multi-line text field is text: the guard lets it through to the route's own rules.
    const multiLine = await customer.send('PUT', '/api/user/addresses', { ...SAMPLE_CONTACT, address2: 'Floor 3\r\n\tRoom 2' });
    expect(multiLine.json().message).not.toBe(NOT_ALLOWED);
    expect(multiLine.statusCode).toBeLessThan(500);
  });

  it('a control character in a header, or an encoded NUL in a cookie, answers 400', async () => {
    refused(await t.app.inject({ method: 'GET', url: '/api/domains/tlds', headers: { 'x-locale': 'en\u0001' } }));
    refused(await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: 'access_token=%00' } }));
    refused(await t.app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-cart-sid': '\u0000' } }));
  });

  it('the guard reads text as the rules say (unit)', () => {
    expect(urlProblem('/api/products?type=shared-hosting&q=a+b%20c')).toBeNull();
    expect(urlProblem('/api/domains/whois?domain=%E2%82%AC.com')).toBeNull();
    expect(urlProblem('/a%2Fb')).toBeNull();
    expect(urlProblem('/a%00')).toBe(NOT_ALLOWED);
    expect(urlProblem('/a?b=%7f')).toBe(NOT_ALLOWED);
    expect(urlProblem('/a?b=%')).toBe(BAD_ENCODING);
    expect(bodyProblem({ a: 'x\ty\nz\r', b: [1, null, true, { c: 'ok' }] })).toBeNull();
    expect(bodyProblem({ a: { b: [{ c: '\u0000' }] } })).toEqual({ path: 'a.b.0.c', message: NOT_ALLOWED });
    expect(bodyProblem('\u000b')).toEqual({ path: '', message: NOT_ALLOWED });
    // Any depth, without recursion.
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(bodyProblem(deep)?.message).toBe(NOT_ALLOWED);
  });
});

describe('finding 7: return paths', () => {
  const idempotent = (client: Client, method: 'POST' | 'PUT', url: string, payload: unknown) =>
    client.request({ method, url, payload: payload as InjectOptions['payload'], headers: { 'idempotency-key': `sec-input-${Math.random().toString(36).slice(2)}` } });

  async function newTopUp(): Promise<string> {
    const created = await idempotent(customer, 'POST', '/api/top-up', { total: 2000, method: 'card' });
    expect(created.statusCode).toBe(200);
    return created.json().topUpId as string;
  }

  it('a return path with a character a header cannot hold (/€) is refused with 400 when the payment starts, not 500', async () => {
    const topUpId = await newTopUp();
    for (const bad of ['/€', '//evil.example', '/a\r\nSet-Cookie: x=1', 'https://evil.example/']) {
      const started = await idempotent(customer, 'POST', '/api/payments', { kind: 'topUp', id: topUpId, method: 'card', continuePath: '/top-up/success', cancelPath: bad });
      expect(started.statusCode).toBe(400);
      expect(expectErrorBody(started.body).code).toBe('BAD_REQUEST');
      const card = await idempotent(customer, 'PUT', `/api/top-up/${topUpId}/card`, { continuePath: bad });
      expect(card.statusCode).toBe(400);
      expectErrorBody(card.body);
    }
  });

  it('the sandbox gateway sends the customer back only to a safe path of this site, else home (a stored /€ no longer throws)', async () => {
    const topUpId = await newTopUp();
    const started = await idempotent(customer, 'POST', '/api/payments', { kind: 'topUp', id: topUpId, method: 'card', continuePath: `/top-up/success?topUpId=${topUpId}`, cancelPath: '/top-up' });
    expect(started.statusCode).toBe(200);
    const session = paymentSessionSchema.parse(started.json());
    const cancel = () => t.app.inject({ method: 'POST', url: `/sandbox-gateway/card/${session.sessionId}/cancel`, headers: { origin: ORIGIN } });
    const back = await cancel();
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/top-up?sessionId=${session.sessionId}`);
    // A path stored before the rule was tightened (or written by anything else) is never put in a header.
    for (const stored of ['/€', '//evil.example/x', '/a b', '/\\evil.example']) {
      await t.app.db.updateTable('payment_sessions').set({ cancel_path: stored }).where('id', '=', session.sessionId).execute();
      const home = await cancel();
      expect(home.statusCode).toBe(303);
      expect(home.headers.location).toBe('/');
    }
  });

  it('storeUrl keeps same-site safe paths and adds the session (unit)', () => {
    const id = '0b0f6f3e-1d2a-4c55-9a34-6f1e2d3c4b5a';
    expect(storeUrl('/payment/success?orderId=1', id)).toBe(`/payment/success?orderId=1&sessionId=${id}`);
    expect(storeUrl('/top-up', id)).toBe(`/top-up?sessionId=${id}`);
    for (const bad of ['/€', '', 'x', '//evil.example', 'https://evil.example', '/a\r\nb', `/${'a'.repeat(600)}`, null]) expect(storeUrl(bad, id)).toBe('/');
    expect(storeUrl('/top-up', 'not-a-session')).toBe('/');
  });
});

describe('finding 9 and finding 10 on a real socket', () => {
  let app: FastifyInstance;
  let port: number;
  const timeouts = { requestTimeoutMs: 500, headersTimeoutMs: 500, keepAliveTimeoutMs: 300, checkIntervalMs: 100 };

  before(async () => {
    // The HTTP server's own behaviour: the embedded database is enough.
    const config = loadConfig({ LOG_LEVEL: 'silent', PGLITE_MEMORY: '1' }, { databaseUrl: null, dbSchema: null, shellDist: mkdtempSync(path.join(os.tmpdir(), 'no-shell-')) });
    app = await buildApp({ config, logger: false, serverLimits: timeouts });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  after(() => app.close());

  const openConnections = () => new Promise<number>((resolve, reject) => app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

  describe('finding 9: timeouts', () => {
    it('the server is built with request, headers, keep-alive and idle timeouts', async () => {
      const server = t.app.server;
      expect(server.requestTimeout).toBe(SERVER_LIMITS.requestTimeoutMs);
      expect(server.headersTimeout).toBe(SERVER_LIMITS.headersTimeoutMs);
      expect(server.keepAliveTimeout).toBe(SERVER_LIMITS.keepAliveTimeoutMs);
      expect(server.timeout).toBe(SERVER_LIMITS.connectionTimeoutMs);
      expect(SERVER_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(30_000);
      expect(SERVER_LIMITS.keepAliveTimeoutMs).toBeLessThanOrEqual(10_000);
      expect(serverLimits({ requestTimeoutMs: 1000, headersTimeoutMs: 5000 }).headersTimeoutMs).toBe(1000);
      expect(() => serverLimits({ requestTimeoutMs: 0 })).toThrow(/requestTimeoutMs/);
    });

    it('a client that sends its headers and then no body is cut off: 408 { code, message }, socket closed and freed', async () => {
      const { text, closedByServer } = await exchange(port, `POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\nX-Trace: ${MARKER}\r\n\r\n{"login":`);
      expect(closedByServer).toBe(true);
      const response = parseResponse(text);
      expect(response.status).toBe(408);
      expect(response.headers).toContain('content-type: application/json');
      expect(expectErrorBody(response.body).code).toBe('BAD_REQUEST');
      // The server holds no socket of it any more (give the close a moment to be counted).
      await eventually(openConnections, (count) => count === 0, 'the closed socket to leave the server');
      expect(await openConnections()).toBe(0);
    });

    it('a client that never finishes its headers is cut off too', async () => {
      const { text, closedByServer } = await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      expect(closedByServer).toBe(true);
      expect(parseResponse(text).status).toBe(408);
    });

    it('several slow clients at once are all cut off', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => exchange(port, 'PUT /api/cart/items HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n')));
      expect(results.every((result) => result.closedByServer)).toBe(true);
    });

    it('an idle keep-alive socket is closed after the keep-alive timeout', async () => {
      const { text, closedByServer } = await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
      expect(closedByServer).toBe(true);
      expect(parseResponse(text).status).toBe(200);
    });
  });

  describe('finding 10: error bodies', () => {
    const get = (target: string, extraHeaders = '') => exchange(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`);

    it('431: headers too large, answered by Node before Fastify', async () => {
      const response = parseResponse((await get('/api/health', `X-Big: ${MARKER}${'a'.repeat(20_000)}\r\n`)).text);
      expect(response.status).toBe(431);
      expect(expectErrorBody(response.body).code).toBe('BAD_REQUEST');
    });

    it('414: a URL past the limit, or a path parameter past its length; 431 past Node\'s header size', async () => {
      const longQuery = parseResponse((await get(`/api/products?${MARKER}=${'a'.repeat(9_000)}`)).text);
      expect(longQuery.status).toBe(414);
      expect(expectErrorBody(longQuery.body).message).toBe('The address is too long');
      const longParam = parseResponse((await get(`/api/products/${MARKER}${'a'.repeat(200)}`)).text);
      expect(longParam.status).toBe(414);
      expectErrorBody(longParam.body);
      const huge = parseResponse((await get(`/api/products?q=${MARKER}${'a'.repeat(20_000)}`)).text);
      expect(huge.status).toBe(431);
      expectErrorBody(huge.body);
    });

    it('400: a request Node cannot parse (bad method, bad header) and a URL the router cannot decode', async () => {
      for (const raw of [`FOO /${MARKER} HTTP/1.1\r\nHost: localhost\r\n\r\n`, `GET /${MARKER} HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n`, `GET /api/products/${MARKER}%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`]) {
        const response = parseResponse((await exchange(port, raw)).text);
        expect(response.status).toBe(400);
        expect(expectErrorBody(response.body).code).toBe('BAD_REQUEST');
      }
    });

    it('413, 415 and bad JSON', async () => {
      const post = (type: string, body: string) => exchange(port, `POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      const tooLarge = parseResponse((await post('application/json', JSON.stringify({ login: MARKER, password: 'x'.repeat(SERVER_LIMITS.bodyLimitBytes) }))).text);
      expect(tooLarge.status).toBe(413);
      expect(expectErrorBody(tooLarge.body).message).toBe('The request is too large');
      const unsupported = parseResponse((await post('text/xml', `<login>${MARKER}</login>`)).text);
      expect(unsupported.status).toBe(415);
      expectErrorBody(unsupported.body);
      const badJson = parseResponse((await post('application/json', `{"login": ${MARKER}`)).text);
      expect(badJson.status).toBe(400);
      expect(expectErrorBody(badJson.body).message).toBe('The request body is not valid JSON');
    });
  });
});

describe('finding 10: error bodies', () => {
  it('404 for an unknown api route and for a missing file or page of the front end, any method', async () => {
    for (const response of [
      await guest.get(`/api/${MARKER}`),
      await guest.get(`/api/${MARKER}?x=1`),
      await guest.send('POST', `/api/${MARKER}`, {}),
      await guest.get(`/${MARKER}.js`),
      await guest.send('DELETE', `/${MARKER}`),
      await guest.get(`/remotes/${MARKER}/1.0.0/remoteEntry.js`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(expectErrorBody(response.body).code).toBe('NOT_FOUND');
    }
  });

  it('the front end\'s pages are still the shell (here not built: a 503 that says so, in the same shape)', async () => {
    const page = await guest.request({ method: 'GET', url: '/checkout-basket', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    const body = expectErrorBody(page.body);
    expect(body.code).toBe('SYSTEM_BUSY');
    expect(body.message).toMatch(/not built/);
  });

  it('413, 415, bad and empty JSON through the framework', async () => {
    const post = (headers: Record<string, string>, payload: string) => guest.request({ method: 'POST', url: `/api/users/login?m=${MARKER}`, headers, payload });
    const cases: [number, string, Record<string, string>, string][] = [
      [413, 'The request is too large', { 'content-type': 'application/json' }, JSON.stringify({ login: 'x'.repeat(1_100_000) })],
      [415, 'This content type is not accepted', { 'content-type': 'application/x-yaml' }, `login: ${MARKER}`],
      [400, 'The request body is not valid JSON', { 'content-type': 'application/json' }, `{"login":"${MARKER}",}`],
      [400, 'The request body is not valid JSON', { 'content-type': 'application/json' }, '{"__proto__":{"x":1}}'],
      [400, 'The request body is empty', { 'content-type': 'application/json' }, ''],
    ];
    for (const [status, message, headers, payload] of cases) {
      const response = await post(headers, payload);
      expect(response.statusCode).toBe(status);
      expect(expectErrorBody(response.body).message).toBe(message);
    }
  });

  it('an HTML page of the sandbox gateway keeps its shape: it is the provider\'s site, read by people', async () => {
    const response = await guest.get('/sandbox-gateway/card/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
