import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { z } from 'zod';
import { ledgerSchema, ownedDomainSchema, ownedServicesSchema, staffAlertsSchema } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import type { UserRow } from '../src/db/database';
import { queueDomainFulfilment, runDomainFulfilment, type DomainJobDeps } from '../src/domains/domain-fulfilment-job';
import type { JobQueue } from '../src/jobs/job-queue';
import { lifecycleDepsOf } from '../src/jobs/plugin';
import type { Provisioner } from '../src/provisioning/provisioner';
import type { DomainRegistry } from '../src/registry/domain-registry';
import { runLifecycleSweep } from '../src/services/lifecycle';
import { runProviderAction, type ProviderAction } from '../src/services/provider-action-job';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { buyWithBalance } from './helpers/buy';
import { namesWithStatus } from './helpers/domains';
import { eventually } from './helpers/eventually';
import { insertRunningService } from './helpers/services';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let staff: Client;
let user: UserRow;

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0.5 }, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  user = await t.app.db.selectFrom('users').selectAll().where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow();
});
after(() => t.close());

const owned = async (name: string) => z.array(ownedDomainSchema).parse((await customer.get('/api/user/owned-domains')).json()).find((d) => d.domain === name);
const asService = async (name: string) => ownedServicesSchema.parse((await customer.get('/api/user/services')).json()).find((s) => s.kind === 'domain' && s.name === name);
const fulfilment = (key: string) => t.app.db.selectFrom('domain_fulfilments').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
const balance = async () => (await customer.get('/api/user/balance')).json().balance as number;
/** A queue that only records what is sent: the test runs the job itself, delivery by delivery. */
const recordingQueue = () => {
  const sent: { name: string; data: Record<string, unknown>; singletonKey?: string }[] = [];
  const jobs = { send: async (name: string, data: Record<string, unknown>, options: { singletonKey?: string } = {}) => (sent.push({ name, data, singletonKey: options.singletonKey }), 'job') } as unknown as JobQueue;
  return { jobs, sent };
};
/** The app's registry with its register call replaced (the rest is the sandbox's). */
const registryWith = (register: DomainRegistry['register']): DomainRegistry => Object.assign(Object.create(t.app.registry) as DomainRegistry, { register });
const jobDeps = (registry: DomainRegistry = t.app.registry): DomainJobDeps => ({ db: t.app.db, clock: t.app.clock, registry, tldCatalogue: t.app.tldCatalogue, publicUrl: '' });
/** A paid registration handed to a queue of the test's (as the payment's step does), answering its key. */
async function pendingRegistration(name: string, refundAmount: number): Promise<string> {
  const key = `test:${name}`;
  await t.app.db.transaction().execute((trx) =>
    queueDomainFulfilment(trx, { clock: t.app.clock, tldCatalogue: t.app.tldCatalogue, jobs: recordingQueue().jobs }, user, { key, orderId: null, orderItemId: null, payload: { action: 'register', domain: name }, period: 1, refundAmount }),
  );
  return key;
}

describe('domain fulfilment on the job queue (issue 29 item 6)', () => {
  it('the payment commits while the registry fails; the job retries and then registers', async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'jobpay');
    const real = t.app.registry.register.bind(t.app.registry);
    let calls = 0;
    t.app.registry.register = async (...args) => {
      calls += 1;
      if (calls === 1) throw new Error('registry timed out');
      return real(...args);
    };
    try {
      const orderId = await buyWithBalance(customer, staff, user.id, [{ type: 'domain', action: 'register', domain: name, years: 1 }]);
      expect((await t.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('paid');
      // the customer sees the name at once, registering
      const item = await t.app.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
      expect(await owned(name!)).toMatchObject({ domain: name });
      await eventually(() => calls, (n) => n >= 1, 'the first try');
      const failedOnce = await eventually(() => fulfilment(`item:${item.id}`), (row) => row.attempts >= 1, 'the failed try recorded');
      expect(failedOnce).toMatchObject({ status: 'pending', last_error: 'registry timed out', order_id: orderId });
      expect(await owned(name!)).toMatchObject({ fulfilment: 'registering', status: 'active' });
      expect(await asService(name!)).toMatchObject({ status: 'pending', provisioning: 'creating' });
      // the queue's retry registers it
      await eventually(() => t.app.jobs.pending('fulfil-domain'), (pending) => pending === 0, 'the fulfil-domain job to finish', 120);
      expect(calls).toBe(2);
      expect(await fulfilment(`item:${item.id}`)).toMatchObject({ status: 'done', attempts: 2, last_error: null });
      expect(await owned(name!)).toMatchObject({ status: 'active', fulfilment: null, expiresAt: '2027-11-24T09:00:00.000Z' });
      expect(await asService(name!)).toMatchObject({ status: 'active', provisioning: null });
      expect((await t.app.registry.check([name!]))[0]?.status).toBe('taken');
    } finally {
      t.app.registry.register = real;
    }
  });

  it('a job delivered twice (or at once) registers once', async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1, 'net', 'jobtwice');
    const key = await pendingRegistration(name!, 0);
    let calls = 0;
    const registry = registryWith(async (...args) => {
      calls += 1;
      return t.app.registry.register(...args);
    });
    await Promise.all([runDomainFulfilment(jobDeps(registry), key, { retryCount: 0, retryLimit: 8 }), runDomainFulfilment(jobDeps(registry), key, { retryCount: 0, retryLimit: 8 })]);
    await runDomainFulfilment(jobDeps(registry), key, { retryCount: 1, retryLimit: 8 });
    expect(calls).toBe(1);
    expect(await fulfilment(key)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await t.app.db.selectFrom('domains').select('fulfilment').where('domain', '=', name!).execute()).toEqual([{ fulfilment: null }]);
  });

  it('a name taken before the job ran: the price goes to the balance with a ledger row saying why, and the customer is told', async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1, 'org', 'jobtaken');
    const key = await pendingRegistration(name!, 1234);
    expect(await owned(name!)).toMatchObject({ fulfilment: 'registering' });
    // someone else registers it first
    await t.app.registry.register(name!, 1, { name: 'Someone Else', email: 'else@example.com', phone: null });
    const before = await balance();
    await runDomainFulfilment(jobDeps(), key, { retryCount: 0, retryLimit: 8 });
    await runDomainFulfilment(jobDeps(), key, { retryCount: 1, retryLimit: 8 });
    expect(await fulfilment(key)).toMatchObject({ status: 'refused', last_error: `Domain ${name} is already registered` });
    expect(await balance()).toBe(before + 1234);
    const ledger = ledgerSchema.parse((await customer.get('/api/user/balance/ledger')).json());
    expect(ledger.entries[0]).toMatchObject({ kind: 'refund', amount: 1234, reason: `Domain ${name} could not be registered (Domain ${name} is already registered): $12.34 credited to your balance` });
    expect(ledger.entries.filter((e) => e.reason?.startsWith(`Domain ${name} `))).toHaveLength(1);
    const notes = ((await customer.get('/api/user/notification/me?perPage=50')).json() as { items: { title: string; body: string }[] }).items;
    expect(notes.filter((n) => n.title === 'Domain not registered' && n.body.startsWith(`${name} could not be registered`))).toHaveLength(1);
    expect(await owned(name!)).toBeUndefined();
  });

  it('after the last try: "failed — we are on it" for the customer, and an alert for staff', async () => {
    const [name] = await namesWithStatus(t.app, 'available', 1, 'info', 'jobdown');
    const key = await pendingRegistration(name!, 500);
    const down = registryWith(async () => {
      throw new Error('registry unreachable');
    });
    await expect(runDomainFulfilment(jobDeps(down), key, { retryCount: 0, retryLimit: 2 })).rejects.toThrow('registry unreachable');
    await expect(runDomainFulfilment(jobDeps(down), key, { retryCount: 1, retryLimit: 2 })).rejects.toThrow('registry unreachable');
    expect(await fulfilment(key)).toMatchObject({ status: 'pending', attempts: 2 });
    await runDomainFulfilment(jobDeps(down), key, { retryCount: 2, retryLimit: 2 });
    await runDomainFulfilment(jobDeps(down), key, { retryCount: 2, retryLimit: 2 });
    expect(await fulfilment(key)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'registry unreachable' });
    expect(await owned(name!)).toMatchObject({ fulfilment: 'failed' });
    expect(await asService(name!)).toMatchObject({ status: 'pending', provisioning: 'failed' });
    const alerts = staffAlertsSchema.parse((await staff.get('/api/admin/staff-alerts')).json()).items.filter((a) => a.subject === name);
    expect(alerts).toEqual([
      expect.objectContaining({ kind: 'domain-fulfilment-failed', userId: user.id, customerEmail: CUSTOMER.login, message: `The registry did not register ${name} after every retry: registry unreachable` }),
    ]);
    // nothing was given back: the money waits for staff, who are on it
    expect(await t.app.db.selectFrom('balance_ledger').select('id').where('reference', '=', key).execute()).toEqual([]);
    expect((await customer.get('/api/admin/staff-alerts')).statusCode).toBe(403);
  });
});

describe('provider actions of the lifecycle on the job queue', () => {
  it("the sweep's suspend is a job sent in its transaction: the provider is called once, by the job", async () => {
    const start = clock.now();
    const id = await insertRunningService(t.app, { userId: user.id, fee: 900_000, namePrefix: 'jobsusp' });
    await t.app.db.updateTable('services').set({ details: JSON.stringify({ externalId: `ext-${id}` }) }).where('id', '=', id).execute();
    const calls: { action: ProviderAction; externalId: string }[] = [];
    const provisioner = {
      suspend: async (externalId: string) => void calls.push({ action: 'suspend', externalId }),
      resume: async (externalId: string) => void calls.push({ action: 'resume', externalId }),
      destroy: async (externalId: string) => void calls.push({ action: 'destroy', externalId }),
    } as unknown as Provisioner;
    const { jobs, sent } = recordingQueue();
    try {
      clock.set(new Date('2026-12-01T10:00:00Z')); // past its end, unpaid (the balance cannot cover 9,000.00)
      await runLifecycleSweep({ ...lifecycleDepsOf(t.app), provisioner, jobs, renewalCards: null });
      expect((await t.app.db.selectFrom('services').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('suspended');
      expect(calls).toEqual([]);
      const job = sent.find((s) => s.name === 'service-provider-action' && s.data.serviceId === id);
      expect(job).toMatchObject({ data: { action: 'suspend' }, singletonKey: `suspend:${id}:2026-12-01T00:00:00.000Z` });
      const data = job!.data as { serviceId: string; action: ProviderAction; key: string };
      await runProviderAction({ db: t.app.db, clock: t.app.clock, provisioner }, data, { retryCount: 0, retryLimit: 8 });
      await runProviderAction({ db: t.app.db, clock: t.app.clock, provisioner }, data, { retryCount: 1, retryLimit: 8 });
      expect(calls).toEqual([{ action: 'suspend', externalId: `ext-${id}` }]);

      // a provider that stays down: retried, then staff are alerted
      const down = { suspend: async () => Promise.reject(new Error('panel down')) } as unknown as Provisioner;
      const again = { ...data, key: `${data.key}:again` };
      await expect(runProviderAction({ db: t.app.db, clock: t.app.clock, provisioner: down }, again, { retryCount: 0, retryLimit: 1 })).rejects.toThrow('panel down');
      await runProviderAction({ db: t.app.db, clock: t.app.clock, provisioner: down }, again, { retryCount: 1, retryLimit: 1 });
      const alerts = staffAlertsSchema.parse((await staff.get('/api/admin/staff-alerts')).json()).items.filter((a) => a.kind === 'provider-action-failed' && a.userId === user.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.message).toContain('after every retry: panel down');
    } finally {
      await t.app.db.updateTable('services').set({ status: 'cancelled' }).where('id', '=', id).execute();
      clock.set(start);
    }
  });
});
