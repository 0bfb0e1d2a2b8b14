import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { storefrontConfigSchema, type MetaEvent } from '@storefront/contracts';
import { loadConfig } from '../src/config';
import { Client, createTestApp, CUSTOMER, ORIGIN, type TestApp } from './helpers/app';

const URL = '/api/meta/events';

let t: TestApp;
let customerId: string;

before(async () => {
  t = await createTestApp();
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());

let visitorCount = 0;
/** A fresh visitor id per test, so each test reads only its own rows. */
const newVisitor = () => `visitor-${String(++visitorCount).padStart(4, '0')}-${Math.random().toString(36).slice(2, 10)}`;
const event = (changes: Partial<MetaEvent> & Record<string, unknown> = {}): MetaEvent => ({
  type: 'pageView',
  path: '/domain/gtld',
  locale: 'en',
  occurredAt: new Date().toISOString(),
  ...changes,
});
const rowsOf = (visitorId: string) => t.app.db.selectFrom('meta_events').selectAll().where('visitor_id', '=', visitorId).orderBy('id').execute();
const countAll = async () => Number((await t.app.db.selectFrom('meta_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** What navigator.sendBeacon(url, string) sends: text/plain, the page's own origin, no custom header. */
const beacon = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', ...headers },
    payload,
  });

describe('POST /api/meta/events', () => {
  it('stores a guest batch and answers 202 with no body', async () => {
    const visitorId = newVisitor();
    const response = await new Client(t.app).send('POST', URL, {
      visitorId,
      events: [
        event(),
        event({ type: 'addToCart', path: '/km/hosting/shared', locale: 'km', value: 1299, currency: 'USD', items: [{ kind: 'shared-hosting', key: 'sh-basic-12' }] }),
        event({ type: 'purchase', path: '/payment/success', value: 4500, currency: 'USD' }),
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    const rows = await rowsOf(visitorId);
    expect(rows.map((row) => [row.type, row.path, row.locale, row.value_cents, row.currency, row.user_id])).toEqual([
      ['pageView', '/domain/gtld', 'en', null, null, null],
      ['addToCart', '/km/hosting/shared', 'km', 1299, 'USD', null],
      ['purchase', '/payment/success', 'en', 4500, 'USD', null],
    ]);
    expect(rows[1]!.items).toEqual([{ kind: 'shared-hosting', key: 'sh-basic-12' }]);
  });

  it("accepts sendBeacon's request: a JSON body as text/plain from the storefront's origin", async () => {
    const visitorId = newVisitor();
    const response = await beacon(JSON.stringify({ visitorId, events: [event({ type: 'checkoutStarted', path: '/checkout-basket' })] }));
    expect(response.statusCode).toBe(202);
    expect((await rowsOf(visitorId)).map((row) => row.type)).toEqual(['checkoutStarted']);
  });

  it('keeps the CSRF rule: a beacon from a foreign origin or a cross-site one is refused, nothing stored', async () => {
    const visitorId = newVisitor();
    const payload = JSON.stringify({ visitorId, events: [event()] });
    const foreign = await beacon(payload, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN');
    expect((await beacon(payload, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await rowsOf(visitorId)).toEqual([]);
  });

  it('reads text/plain as JSON on this route only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'text/plain', origin: ORIGIN },
      payload: JSON.stringify({ login: CUSTOMER.login, password: CUSTOMER.password }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("takes the user from the session, never from the body", async () => {
    const customer = new Client(t.app);
    expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
    const visitorId = newVisitor();
    expect((await customer.send('POST', URL, { visitorId, events: [event()] })).statusCode).toBe(202);
    expect((await rowsOf(visitorId)).map((row) => row.user_id)).toEqual([customerId]);

    // A body naming a user is refused, signed in or not: nothing stored.
    const other = newVisitor();
    for (const client of [customer, new Client(t.app)]) {
      const named = await client.send('POST', URL, { visitorId: other, userId: customerId, events: [event()] });
      expect(named.statusCode).toBe(400);
      expect(named.json().code).toBe('BAD_REQUEST');
      expect((await client.send('POST', URL, { visitorId: other, events: [event({ userId: customerId })] })).statusCode).toBe(400);
    }
    expect(await rowsOf(other)).toEqual([]);
  });

  it('refuses junk with 400 BAD_REQUEST and stores nothing of the batch', async () => {
    const visitorId = newVisitor();
    const client = new Client(t.app);
    const before = await countAll();
    const junk: unknown[] = [
      {},
      [],
      null,
      { visitorId },
      { visitorId, events: [] },
      { visitorId, events: Array.from({ length: 51 }, () => event()) },
      { visitorId: 'short', events: [event()] },
      { visitorId: 'x'.repeat(65), events: [event()] },
      { visitorId: 'bad id with spaces!!', events: [event()] },
      { visitorId: 42, events: [event()] },
      { visitorId, events: [event(), event({ type: 'signUp' as never })] },
      { visitorId, events: [event({ path: 'relative' })] },
      { visitorId, events: [event({ path: '/search?q=secret' })] },
      { visitorId, events: [event({ path: '/a#fragment' })] },
      { visitorId, events: [event({ path: `/${'a'.repeat(600)}` })] },
      { visitorId, events: [event({ path: '/nul\u0000byte' })] },
      { visitorId, events: [event({ locale: 'fr' as never })] },
      { visitorId, events: [event({ occurredAt: 'yesterday' })] },
      { visitorId, events: [event({ occurredAt: 1_700_000_000_000 as never })] },
      { visitorId, events: [event({ value: 100 })] },
      { visitorId, events: [event({ currency: 'USD' })] },
      { visitorId, events: [event({ value: -1, currency: 'USD' })] },
      { visitorId, events: [event({ value: 12.5, currency: 'USD' })] },
      { visitorId, events: [event({ value: 1e15, currency: 'USD' })] },
      { visitorId, events: [event({ value: 100, currency: 'KHR' as never })] },
      { visitorId, events: [event({ items: [{ kind: 'domain', key: 'k', price: 5 } as never] })] },
      { visitorId, events: [event({ items: Array.from({ length: 26 }, (_, i) => ({ kind: 'domain', key: `k${i}` })) })] },
      { visitorId, events: [event({ items: [{ kind: 'Domain<script>', key: 'k' }] })] },
      { visitorId, events: [event({ items: [{ kind: 'domain', key: 'k\u0000' }] })] },
    ];
    for (const body of junk) {
      const response = await client.send('POST', URL, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json().code).toBe('BAD_REQUEST');
    }
    for (const raw of ['', 'not json', '{"visitorId":', '{"__proto__":{"x":1},"visitorId":"abcdefghijklmnop","events":[]}']) {
      const response = await beacon(raw);
      expect({ raw, status: response.statusCode }).toEqual({ raw, status: 400 });
      expect(response.json().code).toBe('BAD_REQUEST');
    }
    const form = await t.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, payload: 'visitorId=x' });
    expect(form.statusCode).toBe(415);
    expect(form.json().code).toBe('BAD_REQUEST');
    expect(await countAll()).toBe(before);
  });

  it('refuses an oversize body with 413 before reading it', async () => {
    const visitorId = newVisitor();
    const padded = JSON.stringify({ visitorId, events: [event()], padding: 'x'.repeat(70 * 1024) });
    const response = await beacon(padded);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('BAD_REQUEST');
    const json = await new Client(t.app).request({ method: 'POST', url: URL, payload: padded, headers: { 'content-type': 'application/json' } });
    expect(json.statusCode).toBe(413);
    expect(await rowsOf(visitorId)).toEqual([]);
  });

  it('stores a full batch of 50; a secret in the path and an implausible time are not kept', async () => {
    const visitorId = newVisitor();
    const events = Array.from({ length: 50 }, (_, i) => event({ path: `/domain/tld/t${i}` }));
    events[0] = event({ path: '/reset-password/9f8e7d6c5b4a39281706f5e4d3c2b1a0', occurredAt: '2001-01-01T00:00:00.000Z' });
    events[1] = event({ path: '/km/two-factor/disabled/abc', occurredAt: '2999-01-01T00:00:00Z' });
    const started = Date.now();
    expect((await new Client(t.app).send('POST', URL, { visitorId, events })).statusCode).toBe(202);
    const rows = await rowsOf(visitorId);
    expect(rows).toHaveLength(50);
    expect(rows[0]!.path).toBe('/reset-password/:token');
    expect(rows[1]!.path).toBe('/km/two-factor/disabled/:token');
    for (const row of rows.slice(0, 2)) expect(new Date(row.occurred_at).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('takes 50 batches at once', async () => {
    const visitors = Array.from({ length: 50 }, () => newVisitor());
    const client = new Client(t.app);
    const answers = await Promise.all(visitors.map((visitorId) => client.send('POST', URL, { visitorId, events: [event(), event({ type: 'addToCart', value: 100, currency: 'USD' })] })));
    expect(answers.map((a) => a.statusCode)).toEqual(visitors.map(() => 202));
    for (const visitorId of visitors.slice(0, 3)) expect(await rowsOf(visitorId)).toHaveLength(2);
  });

  it('is rate limited per address (429 SYSTEM_BUSY), and a refused batch stores nothing', async () => {
    const client = new Client(t.app);
    let refused: Awaited<ReturnType<Client['send']>> | undefined;
    let refusedVisitor = '';
    for (let i = 0; i < 200 && !refused; i++) {
      const visitorId = newVisitor();
      const response = await client.send('POST', URL, { visitorId, events: [event()] });
      expect([202, 429]).toContain(response.statusCode);
      if (response.statusCode === 429) {
        refused = response;
        refusedVisitor = visitorId;
      }
    }
    expect(refused?.json().code).toBe('SYSTEM_BUSY');
    expect(await rowsOf(refusedVisitor)).toEqual([]);
  });
});

describe('the tag manager (spec §7): from configuration, in the CSP only when set', () => {
  it('is off by default: null in GET /api/config and no tag manager origin in the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(storefrontConfigSchema.parse(response.json()).tagManagerId).toBeNull();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
  });

  it('with TAG_MANAGER_ID set, answers the id and allows its origins in the CSP', async () => {
    const on = await createTestApp({ tagManagerId: 'GTM-AB12CD3' });
    try {
      const response = await on.app.inject({ method: 'GET', url: '/api/config' });
      expect(storefrontConfigSchema.parse(response.json()).tagManagerId).toBe('GTM-AB12CD3');
      const directives = Object.fromEntries(
        String(response.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      );
      expect(directives['script-src']).toContain('https://www.googletagmanager.com');
      expect(directives['connect-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://*.google-analytics.com']));
      expect(directives['img-src']).toContain('https://www.googletagmanager.com');
      expect(directives['script-src']).not.toContain("'unsafe-inline'");
    } finally {
      await on.close();
    }
  });

  it('TAG_MANAGER_ID is checked: a container id or nothing', () => {
    expect(loadConfig({ PGLITE_MEMORY: '1' }).tagManagerId).toBeNull();
    expect(loadConfig({ PGLITE_MEMORY: '1', TAG_MANAGER_ID: ' GTM-5XK9Q2 ' }).tagManagerId).toBe('GTM-5XK9Q2');
    for (const bad of ['UA-12345-1', 'GTM-', 'gtm-abc123', "GTM-ABC123'; script-src *", 'https://evil.example/gtm.js']) {
      expect(() => loadConfig({ PGLITE_MEMORY: '1', TAG_MANAGER_ID: bad })).toThrow(/TAG_MANAGER_ID must be a tag manager container id/);
    }
  });
});
