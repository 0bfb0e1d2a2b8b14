import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, cloudServerMetricsSchema, cloudServerResourcesViewSchema, cloudServerUpgradeQuoteSchema, ownedServicesSchema } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import type { ServiceDetails } from '../src/db/tables/services';
import type { SandboxProvisioner } from '../src/provisioning/sandbox-provisioner';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { emptyCart as emptyCartOf, payCartWithBalance } from './helpers/buy';
import { eventually } from './helpers/eventually';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let stranger: Client;
let staff: Client;
let customerId: string;
let serverId: string;


const emptyCart = () => emptyCartOf(customer);
/** Pays the cart with the balance (credited first), as the checkout does. */
const payCart = () => payCartWithBalance(customer, staff, customerId);

const resources = async (client = customer, id = serverId) => client.get(`/api/user/cloud-servers/${id}/resources`);
const price = (body: Record<string, unknown>, client = customer, id = serverId) => client.send('POST', `/api/user/cloud-servers/${id}/upgrade/price`, body);
const serviceRow = () => t.app.db.selectFrom('services').selectAll().where('id', '=', serverId).executeTakeFirstOrThrow();
const sandbox = () => t.app.provisioner as SandboxProvisioner;

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0.5 }, { clock });
  customer = new Client(t.app);
  stranger = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  expect((await stranger.send('POST', '/api/users', { firstName: 'Other', lastName: 'Person', email: 'upgrade.other@example.com', password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: '+85569000432' })).statusCode).toBe(201);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;

  // A monthly Basic Cloud 1 (2 vCPU, 2 GB, 40 GB SSD) bought on 24 November: its term ends on 24 December (30 days).
  await emptyCart();
  const added = await customer.send('PUT', '/api/cart/items/cloud-server', { package: 'cs-basic-cloud-1', months: 1, region: 'cambodia', os: 'debian-11', serverName: 'grow-1', storageType: 'ssd', source: 'NEW', addons: {} });
  expect(added.statusCode).toBe(200);
  const paid = await payCart();
  expect(paid.statusCode).toBe(200);
  const order = (paid.json() as { orderId?: string }).orderId;
  const row = await t.app.db.selectFrom('services').selectAll().where('user_id', '=', customerId).where('name', '=', 'grow-1').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  expect(order === undefined || row.order_id === order).toBe(true);
  serverId = row.id;
  await eventually(() => serviceRow(), (s) => s.status === 'active', 'the server running');
  // Auto-renew off: the lifecycle sweep must not renew the term under the test's feet.
  expect((await customer.send('PATCH', `/api/user/services/${serverId}/auto-renew`, { autoRenew: false })).statusCode).toBe(200);
});
after(() => t.close());

describe('cloud server metrics: its use over the last 24 hours', () => {
  const metrics = (client = customer, id = serverId) => client.get(`/api/user/cloud-servers/${id}/metrics`);

  it('answers an hour a sample up to now, within what the server has, the same when asked again', async () => {
    const first = await metrics();
    expect(first.statusCode).toBe(200);
    const view = cloudServerMetricsSchema.parse(first.json());
    expect(view).toMatchObject({ serviceId: serverId, running: true, ramMb: 2048, storageGb: 40 });
    expect(view.storageUsedGb).toBeGreaterThan(0);
    expect(view.samples.length).toBeGreaterThanOrEqual(1);
    expect(view.samples.length).toBeLessThanOrEqual(24);
    // The last sample is the hour the business clock is in (09:00 UTC), each an hour after the one before.
    expect(view.samples.at(-1)!.at).toBe('2026-11-24T09:00:00.000Z');
    const times = view.samples.map((sample) => Date.parse(sample.at));
    expect(times.slice(1).map((time, i) => time - times[i]!)).toEqual(times.slice(1).map(() => 3_600_000));
    expect(view.samples.every((sample) => sample.cpuPercent >= 0 && sample.cpuPercent <= 100 && sample.ramUsedMb <= 2048)).toBe(true);
    expect(cloudServerMetricsSchema.parse((await metrics()).json())).toEqual(view);
  });

  it("refuses another customer's server and an unknown one (NOT_FOUND), and a guest (401)", async () => {
    expect((await metrics(stranger)).statusCode).toBe(404);
    expect((await metrics(customer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await metrics(customer, 'not-a-uuid')).statusCode).toBe(400);
    expect((await metrics(new Client(t.app))).statusCode).toBe(401);
  });

  it('has no samples while the server is not running', async () => {
    await t.app.db.updateTable('services').set({ status: 'suspended' }).where('id', '=', serverId).execute();
    try {
      expect(cloudServerMetricsSchema.parse((await metrics()).json())).toMatchObject({ running: false, samples: [], storageUsedGb: 0, ramMb: 2048 });
    } finally {
      await t.app.db.updateTable('services').set({ status: 'active' }).where('id', '=', serverId).execute();
    }
  });
});

describe('cloud server upgrade: priced by the api for the rest of the term', () => {
  it('shows the server as it runs: package, cpu, ram, disk, what the disk holds', async () => {
    const view = cloudServerResourcesViewSchema.parse((await resources()).json());
    expect(view).toMatchObject({ serviceId: serverId, package: 'cs-basic-cloud-1', resources: { vcpu: 2, ramGb: 2, storageGb: 40, storageType: 'ssd' }, addons: { 'cs-cpu': 0, 'cs-ram': 0, 'cs-more-storage': 0 }, resizing: false });
    expect(view.usedStorageGb).toBeGreaterThan(0);
  });

  it('prorates the difference by days left, rounded once to the cent', async () => {
    // 17 of 30 days left (a few hours into the 7th: still 17 started days).
    clock.set('2026-12-07T12:00:00Z');
    const quote = cloudServerUpgradeQuoteSchema.parse((await price({ kind: 'update', addons: { 'cs-cpu': 1, 'cs-ram': 1, 'cs-more-storage': 50 } })).json());
    // +1 vCPU 400 + 1 GB RAM 250 + 50 GB 5 × 100 = 1150 a month; 1150 × 17 ÷ 30 = 651.67 → 652 (not 651).
    expect(quote).toMatchObject({ kind: 'update', remainingDays: 17, termDays: 30, fee: 652, downgrade: false, lines: [{ key: 'upgradeFee', amount: 652 }] });
    expect(quote.renewal - quote.currentRenewal).toBe(1150);
    expect(quote.next).toEqual({ vcpu: 3, ramGb: 3, storageGb: 90, storageType: 'ssd' });
    // One CPU alone: 400 × 17 ÷ 30 = 226.67 → 227; on the last day 400 × 1 ÷ 30 = 13.33 → 13.
    expect(cloudServerUpgradeQuoteSchema.parse((await price({ kind: 'update', addons: { 'cs-cpu': 1 } })).json()).fee).toBe(227);
    clock.set('2026-12-23T20:00:00Z');
    expect(cloudServerUpgradeQuoteSchema.parse((await price({ kind: 'update', addons: { 'cs-cpu': 1 } })).json())).toMatchObject({ remainingDays: 1, fee: 13 });
    clock.set('2026-12-07T12:00:00Z');
  });

  it('refuses bad input with the rule, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'bigger', addons: {} }, ''],
      [{ kind: 'update', addons: { 'cs-cpu': 99 } }, 'cs-cpu must be from 0 to 8'],
      [{ kind: 'update', addons: { 'cs-more-storage': 15 } }, 'cs-more-storage must be from 0 to 1000'],
      [{ kind: 'update', addons: { 'cs-bandwidth': 1 } }, ''],
      [{ kind: 'update', addons: { 'cs-cpu': 0 } }, 'Choose more or less CPU, RAM or storage to change'],
      [{ kind: 'ssd', addons: {} }, 'This server already has SSD storage'],
    ];
    for (const [body, words] of cases) {
      const response = await price(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      expect(JSON.stringify(response.json())).toContain(words);
      expect((await customer.send('PUT', '/api/cart/items/upgrade', { ...body, serviceId: serverId })).statusCode).toBe(400);
    }
    expect(cartSchema.parse((await customer.get('/api/cart')).json()).items).toEqual([]);
  });

  it("refuses another customer's server and a guest (NOT_FOUND, UNAUTHORIZED)", async () => {
    for (const response of [await resources(stranger), await price({ kind: 'update', addons: { 'cs-cpu': 1 } }, stranger), await stranger.send('PUT', '/api/cart/items/upgrade', { serviceId: serverId, kind: 'update', addons: { 'cs-cpu': 1 } })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await new Client(t.app).send('PUT', '/api/cart/items/upgrade', { serviceId: serverId, kind: 'update', addons: { 'cs-cpu': 1 } })).statusCode).toBe(401);
    expect(cartSchema.parse((await stranger.get('/api/cart')).json()).items).toEqual([]);
  });

  it('is an upgrade item in the cart; after payment the server is resized by the control panel and renews at the new price', async () => {
    await emptyCart();
    const body = { serviceId: serverId, kind: 'update', addons: { 'cs-cpu': 1, 'cs-ram': 1, 'cs-more-storage': 50 } };
    await customer.send('PUT', '/api/cart/items/upgrade', { ...body, addons: { 'cs-cpu': 2 } });
    // Asking again replaces the server's upgrade line.
    const cart = cartSchema.parse((await customer.send('PUT', '/api/cart/items/upgrade', body)).json());
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ type: 'upgrade', category: 'CLOUD_SERVER', period: 1, amount: 652, unitPrice: 652 });
    const before = await serviceRow();
    expect((await payCart()).statusCode).toBe(200);

    const after = await serviceRow();
    expect(after.renew_price).toBe(before.renew_price + 1150);
    const resized = await eventually(() => resources().then((r) => cloudServerResourcesViewSchema.parse(r.json())), (view) => !view.resizing, 'the resize');
    expect(resized).toMatchObject({ resources: { vcpu: 3, ramGb: 3, storageGb: 90, storageType: 'ssd' }, addons: { 'cs-cpu': 1, 'cs-ram': 1, 'cs-more-storage': 50 } });
    const externalId = (after.details as ServiceDetails).externalId!;
    expect(await sandbox().resourcesOf(externalId, t.app.db)).toEqual({ vcpu: 3, ramGb: 3, storageGb: 90, storageType: 'ssd' });
    const owned = ownedServicesSchema.parse((await customer.get('/api/user/services')).json()).find((s) => s.id === serverId)!;
    expect(owned.renewPrice).toBe(after.renew_price);
    // The customer is told once the change is made: a notification and an email, once per change.
    const notices = await t.app.db.selectFrom('notifications').select(['title', 'body']).where('user_id', '=', customerId).where('title', '=', 'Basic Cloud 1 resized').execute();
    expect(notices).toEqual([{ title: 'Basic Cloud 1 resized', body: 'grow-1 now runs with 3 vCPU, 3 GB RAM and 90 GB SSD.' }]);
    const mails = await t.app.db.selectFrom('email_outbox').select('subject').where('template', '=', 'service-resized').execute();
    expect(mails).toEqual([{ subject: 'grow-1 was resized' }]);
  });

  it('a downgrade costs nothing now and lowers the renewal; storage below what the disk holds is refused', async () => {
    const externalId = ((await serviceRow()).details as ServiceDetails).externalId!;
    await sandbox().fillDisk(externalId, 60, t.app.db);
    // 90 GB now, 60 GB held: 40 GB (no extra storage) no longer fits; 60 GB does.
    const refused = await price({ kind: 'update', addons: { 'cs-more-storage': 0 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The server holds 60 GB: its storage cannot be smaller than that (40 GB chosen)' });
    expect((await customer.send('PUT', '/api/cart/items/upgrade', { serviceId: serverId, kind: 'update', addons: { 'cs-more-storage': 10 } })).json().message).toBe('The server holds 60 GB: its storage cannot be smaller than that (50 GB chosen)');

    const down = cloudServerUpgradeQuoteSchema.parse((await price({ kind: 'update', addons: { 'cs-cpu': 0, 'cs-more-storage': 20 } })).json());
    expect(down).toMatchObject({ downgrade: true, fee: 0, next: { vcpu: 2, storageGb: 60 } });
    expect(down.renewal).toBe(down.currentRenewal - 400 - 300);
  });
});
