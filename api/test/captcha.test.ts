import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEADERS } from '@storefront/contracts';
import { captchaPlugin, RecaptchaVerifier, httpTransport, requireCaptcha, SandboxCaptcha, sandboxCaptchaRoutes, type RecaptchaVerifierOptions } from '../src/captcha';
import { ManualClock } from '../src/clock';
import { loadConfig, type CaptchaConfig } from '../src/config';
import { errorHandlerPlugin } from '../src/plugins/app/error-handler';
import { externalPlugins } from '../src/plugins/external/security';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';

const SITE_KEY = 'sandbox-site';
const SECRET = 'sandbox-secret-0123456789';
const ORIGIN = 'http://localhost:8080';

const sandboxConfig = (overrides: Partial<CaptchaConfig> = {}): CaptchaConfig => ({
  provider: 'sandbox',
  version: 3,
  siteKey: SITE_KEY,
  secretKey: SECRET,
  minScore: 0.5,
  hideBadge: false,
  verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
  ...overrides,
});

/**
 * The captcha's pieces on a bare Fastify app (no database): the config and clock decorations, the error
 * handler, the security headers, the captcha plugin, the sandbox's routes and one protected probe route per action.
 */
async function captchaApp(captcha: CaptchaConfig | null, clock = new ManualClock('2026-12-01T08:00:00Z')): Promise<FastifyInstance> {
  const config = loadConfig({ PORT: '8080', LOG_LEVEL: 'silent', PGLITE_MEMORY: '1' }, { captcha });
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fp(async (instance) => void instance.decorate('config', config), { name: 'config' }));
  await app.register(fp(async (instance) => void instance.decorate('clock', clock), { name: 'clock' }));
  await app.register(errorHandlerPlugin);
  await app.register(externalPlugins);
  await app.register(captchaPlugin);
  await app.register(sandboxCaptchaRoutes);
  app.post('/api/probe/signup', { preHandler: requireCaptcha('signup') }, async () => ({ ok: true }));
  app.post('/api/probe/contact', { preHandler: requireCaptcha('contact') }, async () => ({ ok: true }));
  app.post('/api/probe/sometimes', { preHandler: requireCaptcha('login', { when: (request) => request.headers['x-failed-before'] === 'yes' }) }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

async function mint(app: FastifyInstance, body: Record<string, unknown>): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/sandbox-captcha/token', payload: { siteKey: SITE_KEY, ...body } });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

const probe = (app: FastifyInstance, path: string, token?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/probe/${path}`, headers: { origin: ORIGIN, ...(token === undefined ? {} : { [HEADERS.captchaToken]: token }), ...headers }, payload: {} });

const CAPTCHA_REQUIRED = { code: 'CAPTCHA_REQUIRED', message: 'Please confirm that you are not a robot' };
const CAPTCHA_INVALID = { code: 'CAPTCHA_INVALID', message: 'The robot check failed or expired. Please try again' };

describe('captcha off (no CAPTCHA_SITE_KEY / CAPTCHA_SECRET_KEY)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await captchaApp(null);
  });
  after(() => app.close());

  it('lets protected calls through without a token, serves no sandbox and opens nothing in the CSP', async () => {
    expect(app.captcha.enabled).toBe(false);
    const response = await probe(app, 'signup');
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/sandbox-captcha/api.js' })).statusCode).toBe(404);
    expect(String(response.headers['content-security-policy'])).not.toContain('google.com');
  });
});

describe('captcha with the sandbox, version 3', () => {
  const clock = new ManualClock('2026-12-01T08:00:00Z');
  let app: FastifyInstance;
  before(async () => {
    app = await captchaApp(sandboxConfig(), clock);
  });
  after(() => app.close());

  it('serves the grecaptcha stand-in script from the storefront origin (the CSP stays self-only)', async () => {
    const response = await app.inject({ method: 'GET', url: '/sandbox-captcha/api.js?render=sandbox-site' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    for (const part of ['window.grecaptcha', 'ready', 'render', 'execute', 'getResponse', 'reset', "I'm not a robot", 'grecaptcha-badge']) expect(response.body).toContain(part);
    expect(String(response.headers['content-security-policy'])).not.toContain('google.com');
  });

  it('mints tokens only for its site key, and in version 3 only with a valid action and score', async () => {
    const token = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/sandbox-captcha/token', payload: body });
    const refusal = async (body: Record<string, unknown>) => {
      const response = await token(body);
      expect(response.statusCode).toBe(400);
      return response.json().details?.reason;
    };
    expect(await refusal({ siteKey: 'another-site', action: 'signup' })).toBe('invalid-site-key');
    expect(await refusal({ siteKey: SITE_KEY })).toBe('invalid-action');
    expect(await refusal({ siteKey: SITE_KEY, action: 'sign up!' })).toBe('invalid-action');
    expect((await token({ siteKey: SITE_KEY, action: 'signup', score: 2 })).json().code).toBe('BAD_REQUEST');
    expect((await token({ siteKey: SITE_KEY, action: 'signup' })).json().token).toMatch(/^sandbox\./);
  });

  it('answers siteverify in Google\'s shape and with Google\'s error codes', async () => {
    const siteverify = (form: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/sandbox-captcha/siteverify', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
    const token = await mint(app, { action: 'signup' });
    expect((await siteverify({ secret: 'wrong', response: token })).json()).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect((await siteverify({ response: token })).json()).toEqual({ success: false, 'error-codes': ['missing-input-secret'] });
    expect((await siteverify({ secret: SECRET })).json()).toEqual({ success: false, 'error-codes': ['missing-input-response'] });
    expect((await siteverify({ secret: SECRET, response: 'nonsense' })).json()).toEqual({ success: false, 'error-codes': ['invalid-input-response'] });
    const answer = (await siteverify({ secret: SECRET, response: token, remoteip: '203.0.113.9' })).json();
    expect(answer).toEqual({ success: true, score: 0.9, action: 'signup', hostname: 'localhost', challenge_ts: '2026-12-01T08:00:00Z' });
    expect((await siteverify({ secret: SECRET, response: token })).json()).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('refuses a missing token with CAPTCHA_REQUIRED', async () => {
    const response = await probe(app, 'signup');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(CAPTCHA_REQUIRED);
    expect((await probe(app, 'signup', '   ')).json()).toEqual(CAPTCHA_REQUIRED);
  });

  it('refuses forged tokens with CAPTCHA_INVALID: made up, altered, or signed with another secret', async () => {
    const genuine = await mint(app, { action: 'signup' });
    const [prefix, body, signature] = genuine.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as { s: number };
    const altered = `${prefix}.${Buffer.from(JSON.stringify({ ...payload, s: 1 })).toString('base64url')}.${signature}`;
    const otherSandbox = new SandboxCaptcha({ siteKey: SITE_KEY, secretKey: 'some-other-secret', version: 3, now: () => clock.now().getTime() });
    const otherSecret = (otherSandbox.mint({ siteKey: SITE_KEY, action: 'signup', hostname: 'localhost' }) as { token: string }).token;
    for (const forged of ['made-up-token', 'sandbox.e30.AAAA', altered, otherSecret, 'x'.repeat(9000)]) {
      const response = await probe(app, 'signup', forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(CAPTCHA_INVALID);
    }
    expect((await probe(app, 'signup', genuine)).statusCode).toBe(200);
  });

  it('accepts a fresh token once: a reused token is CAPTCHA_INVALID', async () => {
    const token = await mint(app, { action: 'signup' });
    expect((await probe(app, 'signup', token)).json()).toEqual({ ok: true });
    const reused = await probe(app, 'signup', token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(CAPTCHA_INVALID);
  });

  it('accepts a token for two minutes, like Google\'s, and refuses it after (the clock moves, nobody waits)', async () => {
    const start = clock.now();
    const young = await mint(app, { action: 'signup' });
    const old = await mint(app, { action: 'signup' });
    clock.set(new Date(start.getTime() + 119_000));
    expect((await probe(app, 'signup', young)).statusCode).toBe(200);
    clock.set(new Date(start.getTime() + 121_000));
    const expired = await probe(app, 'signup', old);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(CAPTCHA_INVALID);
    clock.set(start);
  });

  it('refuses a token made for another action (the token is spent all the same, as with Google)', async () => {
    const token = await mint(app, { action: 'login' });
    expect((await probe(app, 'signup', token)).json()).toEqual(CAPTCHA_INVALID);
    expect((await probe(app, 'sometimes', token, { 'x-failed-before': 'yes' })).json()).toEqual(CAPTCHA_INVALID);
  });

  it('refuses a likely bot: a score under CAPTCHA_MIN_SCORE (the sandbox token endpoint\'s `score` option)', async () => {
    const bot = await mint(app, { action: 'signup', score: 0.1 });
    expect((await probe(app, 'signup', bot)).json()).toEqual(CAPTCHA_INVALID);
    const borderline = await mint(app, { action: 'signup', score: 0.5 });
    expect((await probe(app, 'signup', borderline)).statusCode).toBe(200);
  });

  it('asks only when `when` says so', async () => {
    expect((await probe(app, 'sometimes')).statusCode).toBe(200);
    expect((await probe(app, 'sometimes', undefined, { 'x-failed-before': 'yes' })).json()).toEqual(CAPTCHA_REQUIRED);
    const token = await mint(app, { action: 'login' });
    expect((await probe(app, 'sometimes', token, { 'x-failed-before': 'yes' })).statusCode).toBe(200);
  });

  it('the contact form\'s guard is the same one line', async () => {
    expect((await probe(app, 'contact')).json()).toEqual(CAPTCHA_REQUIRED);
    expect((await probe(app, 'contact', await mint(app, { action: 'contact' }))).statusCode).toBe(200);
  });

  it('forgets used tokens once they have expired anyway (the in-memory used set stays bounded)', () => {
    let now = 0;
    const sandbox = new SandboxCaptcha({ siteKey: SITE_KEY, secretKey: SECRET, version: 3, now: () => now });
    for (let i = 0; i < 50; i += 1) sandbox.siteverify(SECRET, (sandbox.mint({ siteKey: SITE_KEY, action: 'signup', hostname: 'h' }) as { token: string }).token);
    expect(sandbox.usedCount).toBe(50);
    now = 121_000;
    sandbox.siteverify(SECRET, 'nonsense');
    expect(sandbox.usedCount).toBe(50);
    sandbox.siteverify(SECRET, (sandbox.mint({ siteKey: SITE_KEY, action: 'signup', hostname: 'h' }) as { token: string }).token);
    expect(sandbox.usedCount).toBe(1);
  });
});

describe('captcha with the sandbox over a real socket', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await captchaApp(sandboxConfig(), new ManualClock());
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => app.close());

  it('verifies through an HTTP request to its own siteverify when the server listens', async () => {
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      calls.push(String(input));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const { port } = app.server.address() as AddressInfo;
      const token = await mint(app, { action: 'signup' });
      expect((await probe(app, 'signup', token)).statusCode).toBe(200);
      expect((await probe(app, 'signup', token)).json()).toEqual(CAPTCHA_INVALID);
      expect(calls).toEqual([`http://127.0.0.1:${port}/sandbox-captcha/siteverify`, `http://127.0.0.1:${port}/sandbox-captcha/siteverify`]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('captcha with the sandbox, version 2 (the checkbox)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await captchaApp(sandboxConfig({ version: 2 }));
  });
  after(() => app.close());

  it('mints checkbox tokens without an action and accepts them for any protected call, once', async () => {
    const withAction = await app.inject({ method: 'POST', url: '/sandbox-captcha/token', payload: { siteKey: SITE_KEY, action: 'signup' } });
    expect(withAction.json()).toMatchObject({ code: 'BAD_REQUEST', details: { reason: 'invalid-action' } });
    const token = await mint(app, {});
    const answer = (
      await app.inject({ method: 'POST', url: '/sandbox-captcha/siteverify', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `secret=${SECRET}&response=${token}` })
    ).json();
    expect(answer).toEqual({ success: true, hostname: 'localhost', challenge_ts: expect.any(String) });
    const second = await mint(app, {});
    expect((await probe(app, 'contact', second)).statusCode).toBe(200);
    expect((await probe(app, 'signup', second)).json()).toEqual(CAPTCHA_INVALID);
    expect((await probe(app, 'signup')).json()).toEqual(CAPTCHA_REQUIRED);
  });
});

/** A local stand-in for https://www.google.com/recaptcha/api/siteverify: answers whatever the test sets. */
class SiteverifyStub {
  requests: { contentType: string | undefined; form: URLSearchParams }[] = [];
  answer: (form: URLSearchParams, response: ServerResponse) => void = (_form, response) => json(response, { success: true });
  private server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      this.requests.push({ contentType: request.headers['content-type'], form });
      this.answer(form, response);
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function json(response: ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

describe('the reCAPTCHA verifier against a siteverify stub', () => {
  const stub = new SiteverifyStub();
  let url: string;
  const serviceErrors: Error[] = [];
  before(async () => {
    url = await stub.start();
  });
  after(() => stub.stop());

  const verifier = (options: Partial<RecaptchaVerifierOptions> = {}) =>
    new RecaptchaVerifier({ secretKey: 'google-secret', version: 3, minScore: 0.5, transport: httpTransport(url), onServiceError: (error) => serviceErrors.push(error), ...options });

  it('posts secret, response and remoteip form-encoded, and accepts v3 with the action and a score above the minimum', async () => {
    stub.answer = (_form, response) => json(response, { success: true, score: 0.7, action: 'signup', challenge_ts: '2026-12-01T08:00:00Z', hostname: 'shop.example' });
    const verdict = await verifier().verify('google-token', { action: 'signup', remoteIp: '203.0.113.5' });
    expect(verdict).toEqual({ ok: true, score: 0.7, action: 'signup', reason: null });
    const last = stub.requests.at(-1)!;
    expect(last.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(last.form)).toEqual({ secret: 'google-secret', response: 'google-token', remoteip: '203.0.113.5' });
  });

  it('refuses v3 answers for another action or with a low score', async () => {
    stub.answer = (_form, response) => json(response, { success: true, score: 0.9, action: 'login' });
    expect(await verifier().verify('t', { action: 'signup' })).toMatchObject({ ok: false, reason: 'action-mismatch', action: 'login' });
    stub.answer = (_form, response) => json(response, { success: true, score: 0.3, action: 'signup' });
    expect(await verifier().verify('t', { action: 'signup' })).toMatchObject({ ok: false, reason: 'low-score', score: 0.3 });
    stub.answer = (_form, response) => json(response, { success: true, action: 'signup' });
    expect(await verifier().verify('t', { action: 'signup' })).toMatchObject({ ok: false, reason: 'low-score' });
  });

  it('v2 needs only success', async () => {
    stub.answer = (_form, response) => json(response, { success: true, challenge_ts: '2026-12-01T08:00:00Z', hostname: 'shop.example' });
    expect(await verifier({ version: 2 }).verify('t', { action: 'signup' })).toEqual({ ok: true, score: null, action: null, reason: null });
    stub.answer = (_form, response) => json(response, { success: false, 'error-codes': ['invalid-input-response'] });
    expect(await verifier({ version: 2 }).verify('t', { action: 'signup' })).toMatchObject({ ok: false, reason: 'invalid-token' });
  });

  it('maps Google\'s error codes: timeout-or-duplicate is expired-or-used, a refused secret is our fault (unavailable)', async () => {
    stub.answer = (_form, response) => json(response, { success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(await verifier().verify('t', { action: 'signup' })).toMatchObject({ ok: false, reason: 'expired-or-used', errorCodes: ['timeout-or-duplicate'] });
    serviceErrors.length = 0;
    stub.answer = (_form, response) => json(response, { success: false, 'error-codes': ['invalid-input-secret'] });
    expect(await verifier().verify('t', { action: 'signup' })).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(serviceErrors[0]?.message).toContain('invalid-input-secret');
  });

  it('fails closed on an HTTP error or an answer that is not Google\'s shape', async () => {
    stub.answer = (_form, response) => json(response, { error: 'oops' }, 500);
    expect(await verifier().verify('t', { action: 'signup' })).toMatchObject({ ok: false, reason: 'unavailable' });
    stub.answer = (_form, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>captive portal</html>');
    };
    expect(await verifier().verify('t', { action: 'signup' })).toMatchObject({ ok: false, reason: 'unavailable' });
    stub.answer = (_form, response) => json(response, { ok: true });
    expect(await verifier().verify('t', { action: 'signup' })).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('refuses (fails closed) when siteverify does not answer within the timeout, saying so', async () => {
    serviceErrors.length = 0;
    stub.answer = () => undefined; // never answers
    const verdict = await verifier({ timeoutMs: 200 }).verify('t', { action: 'signup' });
    expect(verdict).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(serviceErrors[0]?.message).toBe('siteverify did not answer within 200 ms');
  });

  it('refuses an empty or oversized token without asking', async () => {
    const before = stub.requests.length;
    expect(await verifier().verify('', { action: 'signup' })).toMatchObject({ ok: false, reason: 'invalid-token' });
    expect(await verifier().verify('x'.repeat(9000), { action: 'signup' })).toMatchObject({ ok: false, reason: 'invalid-token' });
    expect(stub.requests.length).toBe(before);
  });
});

describe('captcha with Google reCAPTCHA configured (siteverify stubbed)', () => {
  const stub = new SiteverifyStub();
  let app: FastifyInstance;
  before(async () => {
    const verifyUrl = await stub.start();
    app = await captchaApp({ provider: 'recaptcha', version: 3, siteKey: 'google-site', secretKey: 'google-secret', minScore: 0.5, hideBadge: true, verifyUrl });
  });
  after(async () => {
    await app.close();
    await stub.stop();
  });

  it('opens the CSP to Google\'s reCAPTCHA script and frames, and serves no sandbox', async () => {
    const response = await probe(app, 'signup');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect((await app.inject({ method: 'POST', url: '/sandbox-captcha/token', payload: { siteKey: 'google-site', action: 'signup' } })).statusCode).toBe(404);
  });

  it('checks the header token with siteverify, passing the client address', async () => {
    stub.answer = (form, response) => json(response, form.get('response') === 'good' ? { success: true, score: 0.9, action: 'signup' } : { success: false, 'error-codes': ['invalid-input-response'] });
    expect((await probe(app, 'signup', 'good')).statusCode).toBe(200);
    expect(stub.requests.at(-1)!.form.get('remoteip')).toBe('127.0.0.1');
    expect((await probe(app, 'signup', 'bad')).json()).toEqual(CAPTCHA_INVALID);
    expect((await probe(app, 'signup')).json()).toEqual(CAPTCHA_REQUIRED);
  });

  it('answers CAPTCHA_UNAVAILABLE (503) when Google cannot say', async () => {
    stub.answer = (_form, response) => json(response, {}, 502);
    const response = await probe(app, 'signup', 'good');
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('CAPTCHA_UNAVAILABLE');
  });
});

const newAccount = (n: string) => ({
  firstName: 'Dara',
  lastName: 'Keo',
  email: `dara.captcha.${n}@example.com`,
  password: 'Strong-pass1',
  passwordConfirmation: 'Strong-pass1',
  phoneNumber: `+8559876${n.padStart(4, '0')}`,
});

/** A protected call from a browser at `address` (the socket's address: no proxy is trusted). */
const call = (app: FastifyInstance, url: string, payload: unknown, { token, address = '198.51.100.1' }: { token?: string; address?: string } = {}) =>
  app.inject({ method: 'POST', url, remoteAddress: address, headers: { origin: ORIGIN, ...(token ? { [HEADERS.captchaToken]: token } : {}) }, payload: payload as Record<string, unknown> });

describe('the identity routes with the captcha off', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('sign-up, forgot-password and sign-in after failures need no token, and the answers say nothing about a captcha', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().captcha).toBeNull();
    expect((await call(t.app, '/api/users', newAccount('1'))).statusCode).toBe(201);
    expect((await call(t.app, '/api/users/forgot-password', { email: 'dara.captcha.1@example.com' })).statusCode).toBe(200);
    const failed = await call(t.app, '/api/users/login', { login: CUSTOMER.login, password: 'Wrong-pass1' });
    expect(failed.json()).toMatchObject({ code: 'LOGIN_FAILED' });
    expect(failed.json().details.captchaRequired).toBeUndefined();
    expect((await call(t.app, '/api/users/login', CUSTOMER)).statusCode).toBe(200);
  });
});

describe('the identity routes with the sandbox captcha (version 3)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ captcha: sandboxConfig() });
  });
  after(() => t.close());
  const token = (action: string, score?: number) => mint(t.app, score === undefined ? { action } : { action, score });

  it('GET /api/config tells the shell which script to load', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().captcha).toEqual({
      siteKey: SITE_KEY,
      version: 3,
      hideBadge: false,
      scriptUrl: '/sandbox-captcha/api.js?render=sandbox-site',
    });
  });

  it('sign-up (action signup): refused without a token or with another action\'s, and nothing is written; made with one', async () => {
    expect((await call(t.app, '/api/users', newAccount('2'))).json()).toEqual(CAPTCHA_REQUIRED);
    expect((await call(t.app, '/api/users', newAccount('2'), { token: await token('login') })).json()).toEqual(CAPTCHA_INVALID);
    expect((await call(t.app, '/api/users', newAccount('2'), { token: await token('signup', 0.1) })).json()).toEqual(CAPTCHA_INVALID);
    const none = await t.app.db.selectFrom('users').select('id').where('email', '=', 'dara.captcha.2@example.com').executeTakeFirst();
    expect(none).toBeUndefined();
    const made = await call(t.app, '/api/users', newAccount('2'), { token: await token('signup') });
    expect(made.statusCode).toBe(201);
    expect(made.json().status).toBe('signedIn');
  });

  it('forgot-password (action forgot_password): refused without a token, and no mail goes out; answered with one', async () => {
    const email = 'dara.captcha.2@example.com';
    const resetMails = async () =>
      Number((await t.app.db.selectFrom('email_outbox').select((eb) => eb.fn.countAll<string>().as('n')).where('to_address', '=', email).where('template', '=', 'reset-password').executeTakeFirstOrThrow()).n);
    expect((await call(t.app, '/api/users/forgot-password', { email })).json()).toEqual(CAPTCHA_REQUIRED);
    expect(await resetMails()).toBe(0);
    const used = await token('forgot_password');
    expect((await call(t.app, '/api/users/forgot-password', { email }, { token: used })).statusCode).toBe(200);
    expect(await resetMails()).toBe(1);
    expect((await call(t.app, '/api/users/forgot-password', { email }, { token: used })).json()).toEqual(CAPTCHA_INVALID);
  });

  it('sign-in (action login): free at first; after a failure the answer says captchaRequired and the next try needs a token', async () => {
    const address = '198.51.100.20';
    const first = await new Client(t.app).request({ method: 'POST', url: '/api/users/login', remoteAddress: address, payload: { login: 'dara.captcha.2@example.com', password: 'Strong-pass1' } });
    expect(first.statusCode).toBe(200);
    const failed = await call(t.app, '/api/users/login', { login: 'dara.captcha.2@example.com', password: 'Wrong-pass1' }, { address });
    expect(failed.json()).toMatchObject({ code: 'LOGIN_FAILED', details: { remaining: 2, captchaRequired: true } });
    const right = { login: 'dara.captcha.2@example.com', password: 'Strong-pass1' };
    expect((await call(t.app, '/api/users/login', right, { address })).json()).toEqual(CAPTCHA_REQUIRED);
    expect((await call(t.app, '/api/users/login', right, { address, token: await token('signup') })).json()).toEqual(CAPTCHA_INVALID);
    const signedIn = await call(t.app, '/api/users/login', right, { address, token: await token('login') });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().status).toBe('signedIn');
  });

  it('a failure from an address makes every sign-in from it need the captcha; other addresses are not bothered', async () => {
    const bot = '198.51.100.30';
    await call(t.app, '/api/users/login', { login: 'somebody.else@example.com', password: 'Wrong-pass1' }, { address: bot });
    expect((await call(t.app, '/api/users/login', CUSTOMER, { address: bot })).json()).toEqual(CAPTCHA_REQUIRED);
    expect((await call(t.app, '/api/users/login', CUSTOMER, { address: '198.51.100.31' })).statusCode).toBe(200);
    // A failed login identifier needs it from any address.
    await call(t.app, '/api/users/login', { login: CUSTOMER.login, password: 'Wrong-pass1' }, { address: '198.51.100.32' });
    expect((await call(t.app, '/api/users/login', CUSTOMER, { address: '198.51.100.33' })).json()).toEqual(CAPTCHA_REQUIRED);
    expect((await call(t.app, '/api/users/login', CUSTOMER, { address: '198.51.100.33', token: await token('login') })).statusCode).toBe(200);
  });
});
