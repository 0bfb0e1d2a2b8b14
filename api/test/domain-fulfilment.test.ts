import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { z } from 'zod';
import { ownedDomainSchema } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import type { UserRow } from '../src/db/database';
import { domainLifecycle } from '../src/domains/domain-lifecycle';
import { fulfilDomainItem, type PaidDomainItem } from '../src/domains/fulfil-domain-item';
import { AppError } from '../src/errors';
import { Client, createTestApp, CUSTOMER, type TestApp } from './helpers/app';
import { authCodeOf, namesWithStatus, namesWithTransfer } from './helpers/domains';

const DAY = 86_400_000;
const clock = new ManualClock('2026-11-24T09:00:00Z');

let t: TestApp;
let user: UserRow;
before(async () => {
  t = await createTestApp({}, { clock });
  user = await t.app.db.selectFrom('users').selectAll().where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow();
});
after(() => t.close());

const fulfil = (item: PaidDomainItem) => t.app.db.transaction().execute((trx) => fulfilDomainItem(trx, t.app, user, item));
const lifecycleOf = async (domain: string, kind: 'generic' | 'country' = 'generic') => {
  const row = await t.app.db.selectFrom('domains').selectAll().where('domain', '=', domain).executeTakeFirstOrThrow();
  return domainLifecycle(row, kind, clock.now());
};
const owned = async () => {
  const client = new Client(t.app);
  await client.login(CUSTOMER.login, CUSTOMER.password);
  return z.array(ownedDomainSchema).parse((await client.get('/api/user/owned-domains')).json());
};
async function refusal(run: Promise<unknown>): Promise<AppError['body']> {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return error.body;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('fulfilling paid domain items', () => {
  it('registers: the name is the customer’s until now + years, and taken at the registry', async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'fulfil');
    // A guest's search is memoised for a moment; a registration must show in the very next search.
    const guestStatus = async () =>
      ((await t.app.inject({ method: 'GET', url: `/api/domains/search-iu?domain=${name}` })).json() as { exact: { status: string } }).exact.status;
    expect(await guestStatus()).toBe('available');
    const row = await fulfil({ payload: { action: 'register', domain: name, tld: 'com' }, period: 2 });
    expect(row).toMatchObject({ user_id: user.id, domain: name, tld: 'com', transfer_completes_at: null });
    expect(new Date(row.expires_at).toISOString()).toBe('2028-11-24T09:00:00.000Z');
    expect((await t.app.registry.check([name!]))[0]?.status).toBe('taken');
    expect(await guestStatus()).toBe('taken');
    expect((await owned()).find((d) => d.domain === name)).toMatchObject({ status: 'active', expiresAt: '2028-11-24T09:00:00.000Z' });
    expect(await refusal(fulfil({ payload: { action: 'register', domain: name, tld: 'com' }, period: 1 }))).toMatchObject({
      message: `Domain ${name} is already registered`,
    });
  });

  it('follows a registration through expiry and redemption, then reactivates it for one more year', async () => {
    const local = new Date(clock.now());
    const [name] = await namesWithStatus(t.app, 'available', 1, 'org', 'lapse');
    await fulfil({ payload: { action: 'register', domain: name, tld: 'org' }, period: 1 });
    await expect(fulfil({ payload: { action: 'reactivate', domain: name }, period: 1 })).rejects.toMatchObject({ body: { message: `Domain ${name} is not in redemption` } });
    clock.advanceDays(366);
    expect(await lifecycleOf(name!)).toBe('expired');
    clock.advanceDays(12);
    expect(await lifecycleOf(name!)).toBe('redemption');
    expect(await refusal(fulfil({ payload: { action: 'renew', domain: name }, period: 1 }))).toMatchObject({ message: `Domain ${name} cannot be renewed now` });
    const row = await fulfil({ payload: { action: 'reactivate', domain: name }, period: 1 });
    // one more year on the original expiry (2027-11-24)
    expect(new Date(row.expires_at).toISOString()).toBe('2028-11-24T09:00:00.000Z');
    expect(await lifecycleOf(name!)).toBe('active');
    clock.set(local);
  });

  it('renews an active name from its expiry', async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1, 'net', 'renew');
    const registered = await fulfil({ payload: { action: 'register', domain: name, tld: 'net' }, period: 1 });
    const renewed = await fulfil({ payload: { action: 'renew', domain: name }, period: 3 });
    expect(new Date(renewed.expires_at).getUTCFullYear()).toBe(new Date(registered.expires_at).getUTCFullYear() + 3);
  });

  it('transfers in: pendingTransfer until the old registrar lets go (at most 7 days), then active', async () => {
    const [name] = await namesWithTransfer(t.app, null, 1, 'com', 'arrive');
    const code = await authCodeOf(t.app, name!);
    expect(await refusal(fulfil({ payload: { action: 'transfer', domain: name, authCode: 'wrong-code' }, period: 1 }))).toMatchObject({
      message: 'The auth code (EPP code) is incorrect',
    });
    // the refused transfer left nothing behind
    expect(await t.app.db.selectFrom('registry_sandbox_domains').select('domain').where('domain', '=', name!).executeTakeFirst()).toBeUndefined();

    const row = await fulfil({ payload: { action: 'transfer', domain: name, authCode: code }, period: 1 });
    expect(row.transfer_completes_at).not.toBeNull();
    const days = (new Date(row.transfer_completes_at!).getTime() - clock.now().getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(5);
    expect(days).toBeLessThanOrEqual(7);
    expect(await lifecycleOf(name!)).toBe('pendingTransfer');
    expect((await owned()).find((d) => d.domain === name)).toMatchObject({ status: 'pendingTransfer', transferCompletesAt: new Date(row.transfer_completes_at!).toISOString() });
    expect((await t.app.inject({ method: 'GET', url: `/api/domains/transfer/check?domain=${name}` })).json()).toMatchObject({ blocker: 'pendingTransfer' });

    clock.advanceDays(7);
    expect(await lifecycleOf(name!)).toBe('active');
    expect(await t.app.registry.transferStatus(name!)).toMatchObject({ status: 'completed' });
    expect((await owned()).find((d) => d.domain === name)).toMatchObject({ status: 'active', transferCompletesAt: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/domains/transfer/check?domain=${name}` })).json()).toMatchObject({ blocker: 'alreadyWithUs' });
  });

  it('refuses items that are not domain actions', async () => {
    expect(await refusal(fulfil({ payload: { action: 'gift', domain: 'x.com' }, period: 1 }))).toMatchObject({ code: 'ORDER_INVALID' });
  });
});
