import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { staffAlertRetrySchema, staffAlertSchema, staffAlertsSchema, staffPartyStateSchema, type StaffAlert } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import type { UserRow } from '../src/db/database';
import { queueDomainFulfilment, runDomainFulfilment, type DomainJobDeps } from '../src/domains/domain-fulfilment-job';
import type { JobQueue } from '../src/jobs/job-queue';
import type { Provisioner } from '../src/provisioning/provisioner';
import type { DomainRegistry } from '../src/registry/domain-registry';
import { runProviderAction, type ProviderAction } from '../src/services/provider-action-job';
import { provisionService } from '../src/services/provision-service';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { namesWithStatus } from './helpers/domains';
import { eventually } from './helpers/eventually';
import { insertRunningService } from './helpers/services';

/** Issue 31 item 5: an alert's subject at its party, and the failed job retried or marked done by hand, audited. */
const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let staff: Client;
let finance: Client;
let user: UserRow;

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0.5 }, { clock });
  customer = new Client(t.app);
  staff = new Client(t.app);
  finance = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  expect((await finance.login('finance@example.com', 'Finance-pass1')).statusCode).toBe(200);
  user = await t.app.db.selectFrom('users').selectAll().where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow();
});
after(() => t.close());

const noQueue = { send: async () => 'job' } as unknown as JobQueue;
const fulfilment = (key: string) => t.app.db.selectFrom('domain_fulfilments').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
const balance = async () => (await customer.get('/api/user/balance')).json().balance as number;
const alertAbout = async (subject: string): Promise<StaffAlert> => {
  const alert = staffAlertsSchema.parse((await staff.get('/api/admin/staff-alerts')).json()).items.find((a) => a.subject === subject);
  expect(alert).toBeDefined();
  return alert!;
};
const auditOf = (target: string) => t.app.db.selectFrom('staff_audit').selectAll().where('target', '=', target).orderBy('id').execute();
const down = (): DomainRegistry =>
  Object.assign(Object.create(t.app.registry) as DomainRegistry, {
    register: async () => {
      throw new Error('registry unreachable');
    },
  });
const jobDeps = (registry: DomainRegistry): DomainJobDeps => ({ db: t.app.db, clock: t.app.clock, registry, tldCatalogue: t.app.tldCatalogue, publicUrl: '' });

/** A paid registration whose job gave up after its last try: the name failed, an alert for staff. */
async function failedRegistration(tld: string, prefix: string): Promise<{ name: string; key: string; alert: StaffAlert }> {
  const [name] = await namesWithStatus(t.app, 'available', 1, tld, prefix);
  const key = `test:${name}`;
  await t.app.db.transaction().execute((trx) =>
    queueDomainFulfilment(trx, { clock: t.app.clock, tldCatalogue: t.app.tldCatalogue, jobs: noQueue }, user, { key, orderId: null, orderItemId: null, payload: { action: 'register', domain: name! }, period: 1, refundAmount: 700 }),
  );
  await runDomainFulfilment(jobDeps(down()), key, { retryCount: 1, retryLimit: 1 });
  expect(await fulfilment(key)).toMatchObject({ status: 'failed' });
  return { name: name!, key, alert: await alertAbout(name!) };
}

describe("staff act on what a job gave up on (issue 31 item 5)", () => {
  it("reads the domain at the registry live (payments.read), and refuses the actions to a role without sla.incidents, a missing reason, an unknown id", async () => {
    const { name, alert } = await failedRegistration('com', 'staffsvc');
    expect(alert.resolution).toBeNull();
    expect((await customer.get(`/api/admin/staff-alerts/${alert.id}/party-state`)).statusCode).toBe(403);
    const state = await finance.get(`/api/admin/staff-alerts/${alert.id}/party-state`);
    expect(state.statusCode).toBe(200);
    expect(staffPartyStateSchema.parse(state.json())).toMatchObject({ party: 'registry', domain: name, registered: false, statuses: [], expiresAt: null });
    // finance reads alerts but does not act on services at their party
    const refused = await finance.send('POST', `/api/admin/staff-alerts/${alert.id}/retry`, { reason: 'try again' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await finance.send('POST', `/api/admin/staff-alerts/${alert.id}/mark-done`, { reason: 'done' })).statusCode).toBe(403);
    expect((await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/retry`, {})).statusCode).toBe(400);
    expect((await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/mark-done`, { reason: '  ' })).statusCode).toBe(400);
    expect((await staff.send('POST', '/api/admin/staff-alerts/00000000-0000-4000-8000-000000000000/retry', { reason: 'why not' })).statusCode).toBe(404);
    expect((await staff.get('/api/admin/staff-alerts/00000000-0000-4000-8000-000000000000/party-state')).statusCode).toBe(404);
    expect(await auditOf(`fulfil-domain:test:${name}`)).toEqual([]);
    // the registry down: a §8 answer, not its error
    const whois = t.app.registry.whois;
    t.app.registry.whois = async () => {
      throw new Error('connect ECONNREFUSED epp.example:700');
    };
    try {
      const busy = await staff.get(`/api/admin/staff-alerts/${alert.id}/party-state`);
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ code: 'SYSTEM_BUSY' });
      expect(busy.body).not.toContain('ECONNREFUSED');
    } finally {
      t.app.registry.whois = whois;
    }
  });

  it('a retry queues the same job under its own key: the registry registers it once, the alert resolved as retried, audited', async () => {
    const { name, key, alert } = await failedRegistration('net', 'staffretry');
    const real = t.app.registry.register.bind(t.app.registry);
    let calls = 0;
    t.app.registry.register = async (...args) => {
      calls += 1;
      return real(...args);
    };
    try {
      const res = await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/retry`, { reason: 'registry back up' });
      expect(res.statusCode).toBe(200);
      const retry = staffAlertRetrySchema.parse(res.json());
      expect(retry).toMatchObject({ outcome: 'queued', alert: { id: alert.id, resolution: { how: 'retried', by: STAFF.login, reason: 'registry back up' } } });
      await eventually(() => fulfilment(key), (row) => row.status === 'done', 'the retried job to register it', 120);
      expect(calls).toBe(1);
      expect((await t.app.registry.whois(name)).registered).toBe(true);
      expect((await t.app.db.selectFrom('domains').select('fulfilment').where('domain', '=', name).executeTakeFirstOrThrow()).fulfilment).toBeNull();
      // a second delivery of the same key does nothing
      await runDomainFulfilment(jobDeps(t.app.registry), key, { retryCount: 0, retryLimit: 8 });
      expect(calls).toBe(1);
      expect(await auditOf(`fulfil-domain:${key}`)).toEqual([expect.objectContaining({ area: 'customer', action: 'retry failed job', actor: STAFF.login, reason: 'registry back up' })]);
      // resolved: not retried twice
      expect((await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/retry`, { reason: 'again' })).statusCode).toBe(409);
    } finally {
      t.app.registry.register = real;
    }
  });

  it('a name the registry registered meanwhile is not asked for again (no refusal, no refund); marked done by hand it resolves the alert', async () => {
    const { name, key, alert } = await failedRegistration('org', 'staffmeanwhile');
    // the registry carried it out after all (its answer was lost)
    await t.app.registry.register(name, 1, { name: 'Demo', email: CUSTOMER.login, phone: null });
    const before = await balance();
    const res = await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/retry`, { reason: 'retry' });
    expect(res.statusCode).toBe(200);
    expect(staffAlertRetrySchema.parse(res.json())).toMatchObject({ outcome: 'already-done', alert: { resolution: null } });
    expect(await fulfilment(key)).toMatchObject({ status: 'failed' });
    expect(await balance()).toBe(before);
    expect(await auditOf(`fulfil-domain:${key}`)).toEqual([]);
    const state = staffPartyStateSchema.parse((await staff.get(`/api/admin/staff-alerts/${alert.id}/party-state`)).json());
    expect(state).toMatchObject({ party: 'registry', registered: true, statuses: ['ok'] });

    expect((await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/mark-done`, {})).statusCode).toBe(400);
    const done = await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/mark-done`, { reason: 'registered at the registry, checked by hand' });
    expect(done.statusCode).toBe(200);
    expect(staffAlertSchema.parse(done.json())).toMatchObject({ id: alert.id, resolution: { how: 'done', by: STAFF.login, reason: 'registered at the registry, checked by hand', at: clock.now().toISOString() } });
    expect(await fulfilment(key)).toMatchObject({ status: 'done' });
    expect((await t.app.db.selectFrom('domains').select('fulfilment').where('domain', '=', name).executeTakeFirstOrThrow()).fulfilment).toBeNull();
    expect((await alertAbout(name)).resolution).toMatchObject({ how: 'done' });
    expect(await auditOf(`fulfil-domain:${key}`)).toEqual([expect.objectContaining({ action: 'mark job done by hand', actor: STAFF.login, reason: 'registered at the registry, checked by hand' })]);
    expect(await balance()).toBe(before);
    expect((await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/mark-done`, { reason: 'again' })).statusCode).toBe(409);
  });

  it("a provider action: the service's state at the provider without its login; marked done, no delivery calls the provider again; a retry queues it once", async () => {
    const calls: ProviderAction[] = [];
    const counting = { suspend: async () => void calls.push('suspend'), resume: async () => void calls.push('resume'), destroy: async () => void calls.push('destroy') } as unknown as Provisioner;
    const panelDown = {
      suspend: async () => {
        throw new Error('panel down');
      },
    } as unknown as Provisioner;
    const suspendedService = async (prefix: string) => {
      const id = await insertRunningService(t.app, { userId: user.id, fee: 100, kind: 'shared-hosting', namePrefix: prefix });
      await t.app.db.updateTable('services').set({ status: 'suspended', details: JSON.stringify({ externalId: `ext-${id}` }) }).where('id', '=', id).execute();
      const data = { serviceId: id, action: 'suspend' as const, key: `suspend:${id}:2026-12-01T00:00:00.000Z` };
      await runProviderAction({ db: t.app.db, clock: t.app.clock, provisioner: panelDown }, data, { retryCount: 1, retryLimit: 1 });
      const name = (await t.app.db.selectFrom('services').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
      return { id, data, alert: await alertAbout(name) };
    };
    const provisioner = t.app.provisioner as unknown as Record<string, unknown>;
    provisioner.status = async (externalId: string) => ({ externalId, state: 'ready', ip: '203.0.113.7', credentials: { username: 'root', password: 'S3cret-pass' }, controlPanelUrl: 'https://panel.example:2083', suspended: false });
    provisioner.suspend = async () => void calls.push('suspend');
    try {
      const first = await suspendedService('staffpa');
      const state = await staff.get(`/api/admin/staff-alerts/${first.alert.id}/party-state`);
      expect(state.statusCode).toBe(200);
      expect(staffPartyStateSchema.parse(state.json())).toEqual({ party: 'provider', serviceId: first.id, kind: 'shared-hosting', name: first.alert.subject, externalId: `ext-${first.id}`, state: 'ready', ips: ['203.0.113.7'], suspended: false, askedAt: clock.now().toISOString() });
      expect(state.body).not.toContain('S3cret-pass');
      const done = await staff.send('POST', `/api/admin/staff-alerts/${first.alert.id}/mark-done`, { reason: 'suspended in WHM by hand' });
      expect(done.statusCode).toBe(200);
      await runProviderAction({ db: t.app.db, clock: t.app.clock, provisioner: counting }, first.data, { retryCount: 0, retryLimit: 8 });
      expect(calls).toEqual([]);
      expect(await auditOf(`service-provider-action:${first.data.key}`)).toEqual([expect.objectContaining({ action: 'mark job done by hand', reason: 'suspended in WHM by hand' })]);

      const second = await suspendedService('staffpb');
      const retry = await staff.send('POST', `/api/admin/staff-alerts/${second.alert.id}/retry`, { reason: 'panel back' });
      expect(retry.statusCode).toBe(200);
      expect(staffAlertRetrySchema.parse(retry.json()).outcome).toBe('queued');
      await eventually(() => calls.length, (n) => n >= 1, 'the retried provider action', 120);
      await runProviderAction({ db: t.app.db, clock: t.app.clock, provisioner: counting }, second.data, { retryCount: 0, retryLimit: 8 });
      expect(calls).toEqual(['suspend']);

      // a retry that fails again to the last try opens the same alert again
      const third = await suspendedService('staffpc');
      provisioner.suspend = async () => {
        throw new Error('panel down again');
      };
      const again = await staff.send('POST', `/api/admin/staff-alerts/${third.alert.id}/retry`, { reason: 'one more go' });
      expect(staffAlertRetrySchema.parse(again.json()).alert.resolution).toMatchObject({ how: 'retried' });
      await runProviderAction({ db: t.app.db, clock: t.app.clock, provisioner: panelDown }, third.data, { retryCount: 1, retryLimit: 1 });
      const reopened = await alertAbout(third.alert.subject);
      expect(reopened).toMatchObject({ id: third.alert.id, resolution: null });
      expect(reopened.message).toContain('panel down');

      // the panel down
      provisioner.status = async () => {
        throw new Error('connect ECONNREFUSED whm.example:2087');
      };
      const busy = await staff.get(`/api/admin/staff-alerts/${second.alert.id}/party-state`);
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ code: 'SYSTEM_BUSY' });
    } finally {
      delete provisioner.status;
      delete provisioner.suspend;
    }
  });
});

describe("staff read any customer's service or domain at its party (issue 31 item 5, the staff customer page)", () => {
  it('answers a service at its provider and a domain at the registry by the ids the customer page lists; refuses a customer and an unknown id', async () => {
    const serviceId = await insertRunningService(t.app, { userId: user.id, fee: 1500, namePrefix: 'partystate' });
    // Built at the sandbox provider: its external id recorded as provisioning does.
    const built = await t.app.provisioner.create({ serviceId, kind: 'cloud-server', productKey: 'cs-baby-cloud-1', name: 'partystate', os: 'debian-11', region: 'cambodia', names: ['partystate'], restoreFrom: null, server: null, customerEmail: CUSTOMER.login }, t.app.db);
    await t.app.db.updateTable('services').set({ details: JSON.stringify({ externalId: built.externalId }) }).where('id', '=', serviceId).execute();
    const page = (await staff.get(`/api/admin/customers/${user.id}`)).json() as { services: { id: string; kind: string; name: string }[] };
    expect(page.services.map((service) => service.id)).toContain(serviceId);

    expect((await customer.get(`/api/admin/services/${serviceId}/party-state`)).statusCode).toBe(403);
    const state = await finance.get(`/api/admin/services/${serviceId}/party-state`);
    expect(state.statusCode).toBe(200);
    expect(staffPartyStateSchema.parse(state.json())).toMatchObject({ party: 'provider', serviceId, kind: 'cloud-server', externalId: built.externalId, askedAt: clock.now().toISOString() });
    expect(state.body).not.toMatch(/password/i);

    const [name] = await namesWithStatus(t.app, 'available', 1, 'com', 'partydomain');
    await t.app.registry.register(name!, 1, { name: 'Demo', email: CUSTOMER.login, phone: null });
    const domainId = `test-domain-${name}`;
    await t.app.db.insertInto('domains').values({ id: domainId, user_id: user.id, domain: name!, tld: 'com', registered_at: clock.now(), expires_at: new Date('2027-11-24T09:00:00Z'), created_at: clock.now(), updated_at: clock.now() } as never).execute();
    const registry = staffPartyStateSchema.parse((await staff.get(`/api/admin/services/${domainId}/party-state`)).json());
    expect(registry).toMatchObject({ party: 'registry', domain: name, registered: true });

    expect((await staff.get('/api/admin/services/no-such-service/party-state')).statusCode).toBe(404);
  });
});

describe('a service whose build gave up raises a staff alert, and Retry builds it (issue 29 item 6: every party call alerts after its last try)', () => {
  it('alerts once after the last try (and at once when the provider refuses it), reads it at the provider, refuses Mark done, and a retry builds it', async () => {
    const serviceId = await insertRunningService(t.app, { userId: user.id, fee: 1500, namePrefix: 'unbuilt' });
    await t.app.db.updateTable('services').set({ status: 'pending', provisioning: 'queued', details: JSON.stringify({ os: 'debian-11', region: 'cambodia' }) }).where('id', '=', serviceId).execute();
    const name = (await t.app.db.selectFrom('services').select('name').where('id', '=', serviceId).executeTakeFirstOrThrow()).name;
    const broken = Object.assign(Object.create(t.app.provisioner) as Provisioner, {
      create: async () => {
        throw new Error('panel unreachable');
      },
    });
    const deps = { db: t.app.db, clock: t.app.clock, provisioner: broken, jobs: noQueue, publicUrl: '' };
    // A try before the last is retried by the queue: no alert yet.
    await expect(provisionService(deps, serviceId, { retryCount: 3, retryLimit: 8 })).rejects.toThrow('panel unreachable');
    expect(staffAlertsSchema.parse((await staff.get('/api/admin/staff-alerts')).json()).items.some((a) => a.subject === name)).toBe(false);
    await expect(provisionService(deps, serviceId, { retryCount: 8, retryLimit: 8 })).rejects.toThrow('panel unreachable');
    const alert = await alertAbout(name);
    expect(alert).toMatchObject({ kind: 'provisioning-failed', resolution: null });
    expect(alert.message).toContain('after 9 tries: panel unreachable');

    const state = staffPartyStateSchema.parse((await staff.get(`/api/admin/staff-alerts/${alert.id}/party-state`)).json());
    expect(state).toMatchObject({ party: 'provider', serviceId, externalId: null, state: null });
    const markDone = await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/mark-done`, { reason: 'built it by hand' });
    expect(markDone.statusCode).toBe(409);
    expect(markDone.json().message).toContain('Retry');

    // The panel is back: a retry queues the build under the service's own key, and the queue builds it.
    const retried = await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/retry`, { reason: 'panel back up' });
    expect(retried.statusCode).toBe(200);
    expect(staffAlertRetrySchema.parse(retried.json())).toMatchObject({ outcome: 'queued' });
    await eventually(
      () => t.app.db.selectFrom('services').select(['status', 'provisioning']).where('id', '=', serviceId).executeTakeFirstOrThrow(),
      (row) => row.provisioning === 'ready' && row.status === 'active',
      'the retried build',
    );
    expect((await alertAbout(name)).resolution).toMatchObject({ how: 'retried', reason: 'panel back up' });
    expect(await auditOf(`provision-service:${serviceId}`)).toEqual([expect.objectContaining({ action: 'retry failed job', reason: 'panel back up' })]);
    // Built now: a second retry finds nothing to queue.
    expect((await staff.send('POST', `/api/admin/staff-alerts/${alert.id}/retry`, { reason: 'again' })).statusCode).toBe(409);
  });
});
