import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { z } from 'zod';
import { ownedDomainSchema, transferCheckSchema } from '@storefront/contracts';
import { saveHolding } from '../src/domains/domains.repository';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { authCodeOf, namesWithStatus, namesWithTransfer } from './helpers/domains';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const signedIn = async (account = CUSTOMER) => {
  const client = new Client(t.app);
  expect((await client.login(account.login, account.password)).statusCode).toBe(200);
  return client;
};

describe('transfer in: readiness', () => {
  it('tells whether a name can come to us, why not, and the price (one year included)', async () => {
    const [ready] = await namesWithTransfer(t.app, null, 1);
    expect(transferCheckSchema.parse((await get(`/api/domains/transfer/check?domain=${ready}`)).json())).toEqual({
      domain: ready,
      tld: 'com',
      transferable: true,
      blocker: null,
      price: 1199,
    });
    const [locked] = await namesWithTransfer(t.app, 'locked', 1);
    expect((await get(`/api/domains/transfer/check?domain=${locked}`)).json()).toMatchObject({ transferable: false, blocker: 'locked' });
    const [recent] = await namesWithTransfer(t.app, 'recentlyRegistered', 1);
    expect((await get(`/api/domains/transfer/check?domain=${recent}`)).json()).toMatchObject({ transferable: false, blocker: 'recentlyRegistered' });
    const [free] = await namesWithStatus(t.app, 'available', 1);
    expect((await get(`/api/domains/transfer/check?domain=${free}`)).json()).toMatchObject({ transferable: false, blocker: 'notRegistered' });
    expect((await get('/api/domains/transfer/check?domain=x.notatld')).json()).toMatchObject({ code: 'UNSUPPORTED_TLD' });
  });

  it('answers alreadyWithUs for a name a customer holds with us', async () => {
    const [held] = await namesWithStatus(t.app, 'available', 1, 'org', 'held');
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow();
    const now = new Date();
    await saveHolding(t.app.db, { userId: user.id, domain: held!, tld: 'org', registeredAt: now, expiresAt: new Date(now.getTime() + 365 * 86_400_000) }, now);
    expect((await get(`/api/domains/transfer/check?domain=${held}`)).json()).toMatchObject({ transferable: false, blocker: 'alreadyWithUs' });
  });
});

describe('transfer in: the auth code', () => {
  it('is for signed-in customers only', async () => {
    const response = await new Client(t.app).send('POST', '/api/domains/transfer/verify-code', { domain: 'google.com', authCode: 'anything' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please login to continue' });
  });

  it('refuses a wrong code on the authCode field, then accepts the right one', async () => {
    const client = await signedIn();
    const [ready] = await namesWithTransfer(t.app, null, 1, 'net');
    const wrong = await client.send('POST', '/api/domains/transfer/verify-code', { domain: ready, authCode: 'not-the-code' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'The auth code (EPP code) is incorrect',
      details: { fields: [{ path: 'authCode', message: 'The auth code (EPP code) is incorrect' }] },
    });
    const right = await client.send('POST', '/api/domains/transfer/verify-code', { domain: ready, authCode: await authCodeOf(t.app, ready!) });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ domain: ready, valid: true });
    const empty = await client.send('POST', '/api/domains/transfer/verify-code', { domain: ready, authCode: ' ' });
    expect(empty.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter the auth code (EPP code)' });
  });

  it('refuses a name that cannot be transferred, saying why', async () => {
    const client = await signedIn();
    const [locked] = await namesWithTransfer(t.app, 'locked', 1, 'org');
    const response = await client.send('POST', '/api/domains/transfer/verify-code', { domain: locked, authCode: await authCodeOf(t.app, locked!) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Domain ${locked} cannot be transferred: it is locked at its current registrar (clientTransferProhibited); ask them to unlock it`);
    expect(response.json().details.fields[0].path).toBe('domain');
  });

  it('throttles code guessing per customer', async () => {
    const client = await signedIn(STAFF);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await client.send('POST', '/api/domains/transfer/verify-code', { domain: 'google.com', authCode: `guess-${i}` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the customer's domains", () => {
  it('lists them for the signed-in customer only, with lifecycle and prices', async () => {
    expect((await get('/api/user/owned-domains')).statusCode).toBe(401);
    const client = await signedIn();
    const response = await client.get('/api/user/owned-domains?limit=10');
    expect(response.headers['cache-control']).toBe('no-store');
    const owned = z.array(ownedDomainSchema).parse(response.json());
    expect(owned.length).toBeGreaterThan(0);
    expect(owned[0]).toMatchObject({ tld: 'org', status: 'active', transferCompletesAt: null, renewPrice: 1499 });
    expect(owned[0]!.reactivatePrice).toBeGreaterThan(1499);
    expect(z.array(ownedDomainSchema).parse((await (await signedIn(STAFF)).get('/api/user/owned-domains')).json())).toEqual([]);
  });
});

describe('development routes of the sandbox', () => {
  it('gives the auth code of registered names only', async () => {
    expect((await authCodeOf(t.app, 'google.com')).length).toBe(16);
    const [free] = await namesWithStatus(t.app, 'available', 1);
    expect((await get(`/api/dev/registry/auth-code?domain=${free}`)).statusCode).toBe(404);
  });

  it('moves the clock forward by days', async () => {
    const before = t.app.clock.now().getTime();
    const response = await new Client(t.app).send('POST', '/api/dev/clock', { days: 2 });
    expect(response.statusCode).toBe(200);
    expect(new Date(response.json().now).getTime() - before).toBeGreaterThanOrEqual(2 * 86_400_000);
    expect((await new Client(t.app).send('POST', '/api/dev/clock', { days: 0 })).statusCode).toBe(400);
  });

  it('is absent in production', async () => {
    const production = await createTestApp({ production: true });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/registry/auth-code?domain=google.com' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { days: 1 } })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
