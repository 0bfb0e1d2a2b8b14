import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { checkoutOrderSchema, ownedServicesSchema, type OwnedService } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import { lifecycleDepsOf } from '../src/jobs/plugin';
import { fulfilDomainItem } from '../src/domains/fulfil-domain-item';
import { evaluateService, removeOldNotifications, runLifecycleSweep } from '../src/services/lifecycle';
import { type SandboxProvisioner } from '../src/provisioning/sandbox-provisioner';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { ensureBilling } from './helpers/contacts';
import { namesWithStatus } from './helpers/domains';
import { eventually } from './helpers/eventually';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let staff: Client;
let customerId: string;
let keys = 0;

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0.5 }, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;
});
after(() => t.close());


const services = async () => ownedServicesSchema.parse((await customer.get('/api/user/services')).json());
const balance = async () => (await customer.get('/api/user/balance')).json().balance as number;
const credit = (amount: number) => staff.send('POST', `/api/admin/users/${customerId}/balance-adjustments`, { amount, reason: 'test credit' });
const setBalance = async (target: number) => {
  const now = await balance();
  if (now !== target) await credit(target - now);
  expect(await balance()).toBe(target);
};
const notifications = async () => ((await customer.get('/api/user/notification/me?perPage=50')).json() as { items: { title: string; body: string }[] }).items;
const mailbox = async () => (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${CUSTOMER.login}`, remoteAddress: '127.0.0.1' })).json() as { template: string; subject: string; text: string }[];

const cloudServer = (pkg: string, serverName: string) => ({ type: 'cloud-server', package: pkg, months: 1, region: 'cambodia', os: 'debian-11', serverName, storageType: 'ssd', source: 'NEW', addons: {} });

/** Buys items with the balance (credited first), as the checkout does. */
async function buy(items: Record<string, unknown>[]): Promise<string> {
  for (const item of (await customer.get('/api/cart')).json().items as { key: string }[]) await customer.send('DELETE', '/api/cart/items', { key: item.key });
  const added = await customer.send('PUT', '/api/cart/items', { items });
  expect(added.statusCode).toBe(200);
  const order = checkoutOrderSchema.parse((await customer.send('POST', '/api/checkout/init')).json());
  await ensureBilling(customer, order.orderId);
  await credit(order.total);
  const paid = await customer.request({ method: 'POST', url: `/api/payment/balance/${order.orderId}`, payload: { cartUpdatedAt: order.cartUpdatedAt }, headers: { 'idempotency-key': `svc-key-${(keys += 1)}` } });
  expect(paid.statusCode).toBe(200);
  return order.orderId;
}

describe('provisioning after payment', () => {
  it('a paid cloud server goes creating → running with an IP and its OS; access details by email and a one-time link', async () => {
    const orderId = await buy([cloudServer('cs-premium-cloud-2', 'web-1')]);
    const row = await t.app.db.selectFrom('services').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'cloud-server', status: 'pending', period: 1, period_unit: 'month', auto_renew: true });
    expect(new Date(row.expires_at).toISOString()).toBe('2026-12-24T09:00:00.000Z');
    const ready = await eventually(() => services().then((all) => all.find((s) => s.id === row.id)), (s) => s?.status === 'active', 'the server running');
    expect(ready).toMatchObject({ provisioning: 'ready', renewsAt: '2026-12-24T09:00:00.000Z', autoRenew: true, term: { period: 1, unit: 'month' } });
    expect(ready!.cloudServer).toMatchObject({ powerState: 'running' });
    expect(ready!.cloudServer!.ip).toMatch(/^10\.\d+\.\d+\.\d+$/);

    const mails = await mailbox();
    expect(mails.find((m) => m.template === 'service-order-paid')?.text).toMatch(/Invoice INV-\d+/);
    const access = mails.find((m) => m.template === 'service-service-ready');
    expect(access?.text).toContain(ready!.cloudServer!.ip!);
    const link = /\/account\/services\/credentials\/([A-Za-z0-9_-]+)/.exec(access!.text)![1]!;
    const opened = await customer.get(`/api/user/services/credentials/${link}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ serviceId: row.id, ip: ready!.cloudServer!.ip });
    expect(opened.json().password).toMatch(/.{12,}/);
    expect((await customer.get(`/api/user/services/credentials/${link}`)).json()).toMatchObject({ code: 'CODE_INCORRECT' });
    const titles = (await notifications()).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Order paid', `${row.title} is ready`]));

    const backup = await customer.send('POST', '/api/user/cloud-servers/backups', { serviceId: row.id });
    expect(backup.statusCode).toBe(201);
    expect((await customer.get(`/api/user/services/${row.id}/backups`)).json()).toEqual([backup.json()]);
  });

  it('a failing control panel leaves the order paid and the service retried until it is created', async () => {
    (t.app.provisioner as SandboxProvisioner).failNextCreates(2);
    const orderId = await buy([{ type: 'shared-hosting', package: 'sh-business', months: 12 }]);
    expect((await t.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('paid');
    const id = (await t.app.db.selectFrom('services').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;
    const done = await eventually(() => t.app.db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), (s) => s.status === 'active', 'the hosting account');
    expect(done.provisioning_attempts).toBe(2);
    expect(done.provisioning_error).toBeNull();
    expect((await services()).find((s) => s.id === id)?.controlPanelUrl).toMatch(/^https:\/\//);

    // A plan bought by its package alone is made at the panel for a subdomain of the provider's zone (WHM's createacct needs a domain).
    const built = await t.app.db.selectFrom('provisioning_sandbox').select('state').where('kind', '=', 'shared-hosting').execute();
    expect(built.map((row) => (row.state as { request: { serviceId: string; name: string } }).request).find((request) => request.serviceId === id)?.name).toMatch(/^site-[0-9a-f]{12}\.sites\.cloudhost\.com\.kh$/);

    // Issue 31: the one-click sign-in to the account's control panel — the customer's own active hosting account only.
    const signIn = await customer.send('POST', `/api/user/services/${id}/panel-sign-in`);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().url).toMatch(new RegExp(`^https://panel\\.sandbox\\.storefront\\.example/hosting/.+/sign-in\\?session=`));
    expect((await staff.send('POST', `/api/user/services/${id}/panel-sign-in`)).statusCode).toBe(404);
    const server = (await services()).find((s) => s.kind === 'cloud-server');
    const refused = await customer.send('POST', `/api/user/services/${server!.id}/panel-sign-in`);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 400, message: 'The control panel opens once the hosting account is active' });
  });

  it('an SSL certificate is issued once its domain is validated', async () => {
    const orderId = await buy([{ type: 'ssl', product: 'positivessl', years: 1, domain: 'validate-me.com' }]);
    const id = (await t.app.db.selectFrom('services').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;
    const waiting = await eventually(() => customer.get(`/api/user/services/${id}`).then((r) => r.json() as OwnedService), (s) => s.provisioning === 'validating', 'validation');
    expect(waiting).toMatchObject({ status: 'pending', sslValidation: { method: 'dns', recordName: '_acme-challenge.validate-me.com', completed: false } });
    expect((await mailbox()).some((m) => m.template === 'service-ssl-validation' && m.text.includes(waiting.sslValidation!.recordValue!))).toBe(true);
    const done = await customer.send('POST', `/api/user/services/${id}/ssl-validation`, { method: 'email' });
    expect(done.statusCode).toBe(200);
    await eventually(() => customer.get(`/api/user/services/${id}`).then((r) => r.json() as OwnedService), (s) => s.status === 'active', 'the certificate issued');
    expect((await customer.send('POST', `/api/user/services/${id}/ssl-validation`, { method: 'dns' })).statusCode).toBe(400);
  });
});

describe('the renewal lifecycle (spec §4), with the clock moved', () => {
  const deps = () => lifecycleDepsOf(t.app);
  const read = (id: string) => t.app.db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A bought service, running: its id and name (the product's name, as no server name was given). */
  async function activeService(kind: 'cloud-server' | 'shared-hosting' | 'cloud-hosting', pkg: string): Promise<{ id: string; name: string }> {
    const orderId = await buy([kind === 'cloud-server' ? cloudServer(pkg, `${pkg}-srv`) : { type: kind, package: pkg, months: 1 }]);
    const row = await t.app.db.selectFrom('services').select(['id', 'name']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    await eventually(() => read(row.id), (s) => s.status === 'active', `${pkg} active`);
    return row;
  }

  it('renews from the balance up to 30 days before renewal, once a day however often the job runs', async () => {
    const start = clock.now();
    const { id, name } = await activeService('cloud-server', 'cs-basic-cloud-2');
    const before = await read(id);
    await setBalance(before.renew_price * 2);
    clock.advanceDays(10); // 20 days before renewal: inside the window
    const first = await runLifecycleSweep(deps());
    expect(first.failed).toBe(0);
    const renewed = await read(id);
    expect(new Date(renewed.expires_at).toISOString()).toBe(new Date(Date.UTC(2027, 0, new Date(before.expires_at).getUTCDate(), 9)).toISOString());
    const charged = await balance();
    expect(charged).toBe(before.renew_price * 2 - Math.round(before.renew_price * 1.1));
    // the same job again (and the step evaluated twice): nothing twice
    await runLifecycleSweep(deps());
    await t.app.db.transaction().execute((trx) => evaluateService(trx, deps(), id, clock.now()));
    expect(new Date((await read(id)).expires_at).getTime()).toBe(new Date(renewed.expires_at).getTime());
    expect(await balance()).toBe(charged);
    expect((await notifications()).filter((n) => n.body.startsWith(`${name} was renewed`))).toHaveLength(1);
    expect((await mailbox()).filter((m) => m.subject === `${name} was renewed`)).toHaveLength(1);
    clock.set(start);
  });

  it('a renewal the balance cannot cover is paid with the default saved card', async () => {
    const start = clock.now();
    const { id, name } = await activeService('cloud-server', 'cs-standard-cloud-2');
    const before = await read(id);
    await setBalance(0);
    const token = `tok_svc_${before.id.slice(0, 8)}`;
    await t.app.db
      .insertInto('sandbox_card_setups')
      .values({ id: `setup-${before.id}`, return_path: '/account/cards', status: 'succeeded', failure_code: null, decline_code: null, token, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2035, card_decline: null, created_at: clock.now(), expires_at: clock.now() })
      .execute();
    await t.app.db.insertInto('saved_cards').values({ id: `card-${before.id}`, user_id: customerId, provider: 'sandbox-card', token, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2035, is_default: true, created_at: clock.now(), removed_at: null }).execute();
    try {
      clock.advanceDays(25);
      expect((await runLifecycleSweep(deps())).errors).toEqual([]);
      const renewed = await read(id);
      expect(new Date(renewed.expires_at).getTime()).toBeGreaterThan(new Date(before.expires_at).getTime());
      expect(await balance()).toBe(0);
      const charges = await t.app.db.selectFrom('card_transactions').selectAll().where('card_id', '=', `card-${before.id}`).execute();
      // this renewal (other services due in the same sweep may be charged to the card too)
      expect(charges.map((c) => [c.kind, c.amount])).toContainEqual(['charge', Math.round(before.renew_price * 1.1)]);
      expect((await notifications()).some((n) => n.body.startsWith(`${name} was renewed`) && n.body.includes('from your saved card'))).toBe(true);
    } finally {
      await t.app.db.deleteFrom('saved_cards').where('id', '=', `card-${before.id}`).execute();
      clock.set(start);
    }
  });

  it('auto-renew off: cancelled at renewal, with a notification and an email', async () => {
    const start = clock.now();
    const { id, name } = await activeService('shared-hosting', 'sh-essential');
    expect((await customer.send('PATCH', `/api/user/services/${id}/auto-renew`, { autoRenew: false })).json()).toMatchObject({ autoRenew: false });
    clock.advanceDays(25);
    await runLifecycleSweep(deps());
    expect((await read(id)).status).toBe('active');
    clock.advanceDays(10);
    await runLifecycleSweep(deps());
    await runLifecycleSweep(deps());
    expect(await read(id)).toMatchObject({ status: 'cancelled', end_reason: 'autoRenewOff' });
    expect((await notifications()).filter((n) => n.body === `${name} was cancelled: auto-renew was off at its renewal date.`)).toHaveLength(1);
    expect((await mailbox()).filter((m) => m.subject === `${name} was cancelled`)).toHaveLength(1);
    clock.set(start);
  });

  it('a failed renewal warns, suspends at the end, and deactivates the server after five failures', async () => {
    const start = clock.now();
    const { id, name } = await activeService('cloud-server', 'cs-standard-cloud-1');
    await setBalance(0);
    clock.advanceDays(20);
    await runLifecycleSweep(deps());
    expect((await read(id)).status).toBe('active');
    expect((await notifications()).some((n) => n.title === 'Automatic renewal failed' && n.body.startsWith(name))).toBe(true);
    clock.advanceDays(11); // past the end
    await runLifecycleSweep(deps());
    expect(await read(id)).toMatchObject({ status: 'suspended', renewal_failures: 1 });
    expect((await mailbox()).filter((m) => m.subject === `${name} is suspended`)).toHaveLength(1);
    expect((await customer.get(`/api/user/services/${id}`)).json()).toMatchObject({ status: 'suspended', cloudServer: { powerState: 'stopped' } });
    for (let day = 0; day < 3; day += 1) {
      clock.advanceDays(1);
      await runLifecycleSweep(deps());
      await runLifecycleSweep(deps());
    }
    expect(await read(id)).toMatchObject({ status: 'suspended', renewal_failures: 4 });
    clock.advanceDays(1);
    await runLifecycleSweep(deps());
    expect(await read(id)).toMatchObject({ status: 'cancelled', end_reason: 'deactivated', renewal_failures: 5 });
    expect((await notifications()).filter((n) => n.title.endsWith('deactivated') && n.body.startsWith(name))).toHaveLength(1);
    clock.set(start);
  });

  it('a suspended cloud hosting account is cancelled after 7 days unpaid; the customer may cancel a suspended shared one after 14 days', async () => {
    const start = clock.now();
    const cloud = await activeService('cloud-hosting', 'ch-standard');
    const shared = await activeService('shared-hosting', 'sh-standard');
    await setBalance(0);
    clock.advanceDays(31);
    await runLifecycleSweep(deps());
    expect((await read(cloud.id)).status).toBe('suspended');
    expect((await read(shared.id)).status).toBe('suspended');
    const early = await customer.send('POST', `/api/user/services/${shared.id}/cancel`);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'A suspended hosting account can be cancelled after 14 days suspended' });
    clock.advanceDays(7);
    await runLifecycleSweep(deps());
    expect(await read(cloud.id)).toMatchObject({ status: 'cancelled', end_reason: 'unpaid' });
    expect((await read(shared.id)).status).toBe('suspended');
    clock.advanceDays(8);
    const cancelled = await customer.send('POST', `/api/user/services/${shared.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', endReason: 'customer' });
    clock.set(start);
  });

  it('a suspended service renewed later is active again', async () => {
    const start = clock.now();
    const { id } = await activeService('shared-hosting', 'sh-professional');
    await setBalance(0);
    clock.advanceDays(31);
    await runLifecycleSweep(deps());
    expect((await read(id)).status).toBe('suspended');
    await setBalance((await read(id)).renew_price * 2);
    clock.advanceDays(1);
    await runLifecycleSweep(deps());
    expect(await read(id)).toMatchObject({ status: 'active', renewal_failures: 0, suspended_at: null });
    clock.set(start);
  });

  it('moving the development clock runs the sweep on the job queue', async () => {
    const { id } = await activeService('shared-hosting', 'sh-lite');
    await customer.send('PATCH', `/api/user/services/${id}/auto-renew`, { autoRenew: false });
    const moved = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { days: 40 }, remoteAddress: '127.0.0.1', headers: { origin: 'http://localhost:8080' } });
    expect(moved.statusCode).toBe(200);
    await eventually(() => read(id), (s) => s.status === 'cancelled', 'the queue cancelling it');
    clock.advanceDays(-40);
  });

  it('renew now: refused without the money, then one more term and active again', async () => {
    const start = clock.now();
    const { id } = await activeService('shared-hosting', 'sh-basic');
    await setBalance(0);
    clock.advanceDays(31);
    await runLifecycleSweep(deps());
    expect((await read(id)).status).toBe('suspended');
    const refusedRenewal = await customer.send('POST', `/api/user/services/${id}/renew`);
    expect(refusedRenewal.json()).toMatchObject({ code: 'BALANCE_NOT_ENOUGH', details: { topUpUrl: '/top-up' } });
    expect((await read(id)).status).toBe('suspended');
    const before = await read(id);
    await setBalance(before.renew_price * 2);
    const renewed = await customer.send('POST', `/api/user/services/${id}/renew`);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ status: 'active', renewsAt: new Date(new Date(before.expires_at).setUTCMonth(new Date(before.expires_at).getUTCMonth() + 1)).toISOString() });
    clock.set(start);
  });

  it('domains: auto-renewed within 30 days of expiry; with auto-renew off, told at expiry and at redemption (12 days for a generic TLD)', async () => {
    const start = clock.now();
    const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
    const [kept, lapsed] = await namesWithStatus(t.app, 'available', 2, 'com', 'svc');
    for (const name of [kept!, lapsed!]) await t.app.db.transaction().execute((trx) => fulfilDomainItem(trx, t.app, user, { payload: { action: 'register', domain: name }, period: 1 }));
    const idOf = async (name: string) => (await services()).find((s) => s.kind === 'domain' && s.name === name)!;
    const lapsedService = await idOf(lapsed!);
    expect(lapsedService).toMatchObject({ status: 'active', autoRenew: true });
    expect((await customer.send('PATCH', `/api/user/services/${lapsedService.id}/auto-renew`, { autoRenew: false })).json()).toMatchObject({ autoRenew: false, kind: 'domain' });
    const keptBefore = await idOf(kept!);
    // enough for this name and the services earlier tests left running, renewed in the same sweep
    await setBalance(100_000);
    clock.advanceDays(340);
    expect((await runLifecycleSweep(deps())).errors).toEqual([]);
    await runLifecycleSweep(deps());
    // the registry renews it in a fulfil-domain job, after the sweep's charge commits
    const keptAfter = await eventually(() => idOf(kept!), (s) => new Date(s.renewsAt).getUTCFullYear() === new Date(keptBefore.renewsAt).getUTCFullYear() + 1, 'the renewal job');
    expect(keptAfter.provisioning).toBeNull();
    expect((await idOf(lapsed!)).renewsAt).toBe(lapsedService.renewsAt);

    clock.advanceDays(30); // past expiry
    await runLifecycleSweep(deps());
    expect((await notifications()).filter((n) => n.title === 'Domain expired' && n.body.startsWith(lapsed!))).toHaveLength(1);
    clock.advanceDays(12);
    await runLifecycleSweep(deps());
    await runLifecycleSweep(deps());
    expect(await idOf(lapsed!)).toMatchObject({ status: 'redemption', domainLifecycle: 'redemption' });
    const redemption = (await notifications()).filter((n) => n.title === 'Domain in redemption' && n.body.startsWith(lapsed!));
    expect(redemption).toHaveLength(1);
    expect(redemption[0]!.body).toContain('12 days');
    clock.set(start);
  });
});

describe('notification retention', () => {
  it('removes notifications older than the retention period, keeps the rest', async () => {
    const old = new Date(clock.now().getTime() - 91 * 86_400_000);
    await t.app.db.insertInto('notifications').values({ id: 'old-note-1', user_id: customerId, title: 'Old', body: 'old', read_at: null, created_at: old }).execute();
    const cutoff = new Date(clock.now().getTime() - t.config.notificationRetentionDays * 86_400_000);
    const all = await t.app.db.selectFrom('notifications').select(['id', 'created_at']).execute();
    const stale = all.filter((n) => new Date(n.created_at) < cutoff).length;
    expect(stale).toBeGreaterThanOrEqual(1);
    expect(await removeOldNotifications(t.app.db, clock, t.config.notificationRetentionDays)).toBe(stale);
    const left = await t.app.db.selectFrom('notifications').select(['id', 'created_at']).execute();
    expect(left).toHaveLength(all.length - stale);
    expect(left.every((n) => new Date(n.created_at) >= cutoff)).toBe(true);
    expect(await removeOldNotifications(t.app.db, clock, t.config.notificationRetentionDays)).toBe(0);
  });
});
