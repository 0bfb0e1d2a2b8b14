import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { cartSchema, hostingPlanChangeQuoteSchema, HOSTING_PLAN_MESSAGES } from '@storefront/contracts';
import { ManualClock } from '../src/clock';
import type { ServiceDetails } from '../src/db/tables/services';
import { ProvisioningError, type Provisioner } from '../src/provisioning/provisioner';
import type { SandboxProvisioner } from '../src/provisioning/sandbox-provisioner';
import { provisionService } from '../src/services/provision-service';
import type { JobQueue } from '../src/jobs/job-queue';
import { Client, createTestApp, CUSTOMER, STAFF, type TestApp } from './helpers/app';
import { emptyCart as emptyCartOf, payCartWithBalance } from './helpers/buy';
import { eventually } from './helpers/eventually';

const clock = new ManualClock('2026-11-24T09:00:00Z');
let t: TestApp;
let customer: Client;
let stranger: Client;
let staff: Client;
let customerId: string;
let accountId: string;

const emptyCart = () => emptyCartOf(customer);
const payCart = () => payCartWithBalance(customer, staff, customerId);

const price = (pkg: string, client = customer, id = accountId) => client.send('POST', `/api/user/hosting/${id}/plan/price`, { package: pkg });
const intoCart = (pkg: string, client = customer, id = accountId) => client.send('PUT', '/api/cart/items/hosting-plan', { serviceId: id, package: pkg });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
const serviceRow = () => t.app.db.selectFrom('services').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
const sandbox = () => t.app.provisioner as SandboxProvisioner;
/** The job queue of a provisioning step called directly: nothing it sends runs. */
const noQueue = { send: async () => 'job' } as unknown as JobQueue;

before(async () => {
  t = await createTestApp({ jobPollSeconds: 0.5 }, { clock });
  customer = new Client(t.app);
  stranger = new Client(t.app);
  staff = new Client(t.app);
  expect((await customer.login(CUSTOMER.login, CUSTOMER.password)).statusCode).toBe(200);
  expect((await staff.login(STAFF.login, STAFF.password)).statusCode).toBe(200);
  expect((await stranger.send('POST', '/api/users', { firstName: 'Other', lastName: 'Person', email: 'plan.other@example.com', password: 'Strong-pass1', passwordConfirmation: 'Strong-pass1', phoneNumber: '+85569000433' })).statusCode).toBe(201);
  customerId = (await t.app.db.selectFrom('users').select('id').where('email', '=', CUSTOMER.login).executeTakeFirstOrThrow()).id;

  // A monthly Shared Basic ($2.99) bought on 24 November for a site of the customer's own: its term ends on 24 December (30 days).
  await emptyCart();
  const added = await customer.send('PUT', '/api/cart/items/shared-hosting', { package: 'sh-basic', months: 1, websiteName: 'grow-site', domain: { kind: 'thirdParty', domain: 'grow-site-plan.org' } });
  expect(added.statusCode).toBe(200);
  expect((await payCart()).statusCode).toBe(200);
  accountId = (await t.app.db.selectFrom('services').select('id').where('user_id', '=', customerId).where('kind', '=', 'shared-hosting').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).id;
  await eventually(() => serviceRow(), (s) => s.status === 'active' && s.provisioning === 'ready', 'the account active');
  // Auto-renew off: the lifecycle sweep must not renew the term under the test's feet.
  expect((await customer.send('PATCH', `/api/user/services/${accountId}/auto-renew`, { autoRenew: false })).statusCode).toBe(200);
});
after(() => t.close());

describe('a hosting account moves to another plan of its kind, priced by the api for the rest of the term', () => {
  it('prorates the plans’ difference by the days left, rounded once to the cent, and says the renewal after it', async () => {
    // 17 of 30 days left. Shared Business 899 − Shared Basic 299 = 600 a month; 600 × 17 ÷ 30 = 340.
    clock.set('2026-12-07T12:00:00Z');
    const quote = hostingPlanChangeQuoteSchema.parse((await price('sh-business')).json());
    expect(quote).toMatchObject({ current: { package: 'sh-basic', name: 'Shared Basic' }, next: { package: 'sh-business', name: 'Shared Business' }, remainingDays: 17, termDays: 30, fee: 340, downgrade: false, lines: [{ key: 'upgradeFee', amount: 340 }] });
    expect(quote.renewal - quote.currentRenewal).toBe(600);
    // Shared Essential: 150 × 17 ÷ 30 = 85; down to Shared Lite: free now, the renewal 100 lower.
    expect(hostingPlanChangeQuoteSchema.parse((await price('sh-essential')).json()).fee).toBe(85);
    expect(hostingPlanChangeQuoteSchema.parse((await price('sh-lite')).json())).toMatchObject({ fee: 0, downgrade: true, renewal: quote.currentRenewal - 100 });
  });

  it('refuses with the rule’s words: the plan it is on, another kind’s plan, an unknown plan; another customer’s account or a guest', async () => {
    expect(messageOf(await price('sh-basic'))).toBe(HOSTING_PLAN_MESSAGES.samePlan);
    expect(messageOf(await price('wp-basic'))).toBe('This plan is not a shared-hosting plan');
    expect(messageOf(await price('sh-nothing'))).toBe('This plan does not exist');
    expect((await price('sh-business', stranger)).statusCode).toBe(404);
    expect((await intoCart('sh-business', stranger)).statusCode).toBe(404);
    expect((await price('sh-business', new Client(t.app))).statusCode).toBe(401);
    expect((await price('sh-business', customer, 'not-a-uuid')).statusCode).toBe(400);
    expect((await customer.send('PUT', '/api/cart/items/hosting-plan', { serviceId: accountId, package: 'x'.repeat(65) })).statusCode).toBe(400);
  });

  it('is refused while the account is suspended and once its term is over', async () => {
    await t.app.db.updateTable('services').set({ status: 'suspended' }).where('id', '=', accountId).execute();
    try {
      expect(messageOf(await price('sh-business'))).toBe(HOSTING_PLAN_MESSAGES.notActive);
    } finally {
      await t.app.db.updateTable('services').set({ status: 'active' }).where('id', '=', accountId).execute();
    }
    clock.set('2026-12-24T10:00:00Z');
    expect(messageOf(await price('sh-business'))).toBe(HOSTING_PLAN_MESSAGES.termEnded);
    clock.set('2026-12-07T12:00:00Z');
  });

  it('into the cart as one upgrade item per account; paid, the account is on the new plan at the panel, its renewal raised, the customer told once', async () => {
    await emptyCart();
    expect((await intoCart('sh-essential')).statusCode).toBe(200);
    const cart = cartSchema.parse((await intoCart('sh-business')).json());
    const items = cart.items.filter((item) => item.type === 'upgrade');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Shared Basic upgrade', amount: 340, data: { kind: 'plan', serviceId: accountId, package: 'sh-business' } });
    const before = await serviceRow();
    expect((await payCart()).statusCode).toBe(200);
    const after = await serviceRow();
    expect(after).toMatchObject({ product_key: 'sh-business', title: 'Shared Business', renew_price: before.renew_price + 600 });
    const externalId = (after.details as ServiceDetails).externalId!;
    await eventually(() => serviceRow(), (s) => !(s.details as ServiceDetails).pendingPlanChange, 'the panel change made');
    expect(await sandbox().planOf(externalId, t.app.db)).toBe('sh-business');
    const told = await t.app.db.selectFrom('notifications').select('title').where('user_id', '=', customerId).where('title', '=', `${after.name} is on Shared Business`).execute();
    expect(told).toHaveLength(1);
    // The invoice line says what changed, from which plan to which.
    const lines = await t.app.db.selectFrom('invoice_lines').select(['description', 'amount']).where('description', 'like', '%Shared Basic → Shared Business%').execute();
    expect(lines).toEqual([{ description: 'Shared Basic — Plan upgrade · grow-site-plan.org · Shared Basic → Shared Business · 17 of 30 days (1 month)', amount: 340 }]);
  });

  it('an item priced from a plan the account has left refuses the payment and changes nothing', async () => {
    await emptyCart();
    expect((await intoCart('sh-professional')).statusCode).toBe(200);
    // The account moved meanwhile (another change paid elsewhere).
    await t.app.db.updateTable('services').set({ product_key: 'sh-standard' }).where('id', '=', accountId).execute();
    try {
      const paid = await payCart();
      expect({ status: paid.statusCode, code: (paid.json() as { code?: string }).code }).toEqual({ status: 400, code: 'ORDER_INVALID' });
      const row = await serviceRow();
      expect({ plan: row.product_key, pending: (row.details as ServiceDetails).pendingPlanChange }).toEqual({ plan: 'sh-standard', pending: undefined });
    } finally {
      await t.app.db.updateTable('services').set({ product_key: 'sh-business' }).where('id', '=', accountId).execute();
      await emptyCart();
    }
    expect((await serviceRow()).product_key).toBe('sh-business');
  });
});

describe('the panel’s part of a paid change of plan', () => {
  const pending = async (productKey: string) => {
    const row = await serviceRow();
    await t.app.db
      .updateTable('services')
      .set({ details: JSON.stringify({ ...(row.details as ServiceDetails), pendingPlanChange: { changeId: randomUUID(), productKey } }) })
      .where('id', '=', accountId)
      .execute();
  };
  const deps = (provisioner: Provisioner) => ({ db: t.app.db, clock: t.app.clock, provisioner, jobs: noQueue, publicUrl: '' });
  const alerts = () => t.app.db.selectFrom('staff_alerts').select(['kind', 'message']).where('reference', '=', `provision-service:${accountId}`).execute();

  it('while it is being made, another change is refused with the rule’s words', async () => {
    await pending('sh-standard');
    try {
      expect(messageOf(await price('sh-professional'))).toBe(HOSTING_PLAN_MESSAGES.changing);
      expect(messageOf(await intoCart('sh-professional'))).toBe(HOSTING_PLAN_MESSAGES.changing);
    } finally {
      const { pendingPlanChange: _drop, ...rest } = (await serviceRow()).details as ServiceDetails;
      await t.app.db.updateTable('services').set({ details: JSON.stringify(rest) }).where('id', '=', accountId).execute();
    }
  });

  it('a panel that is down is retried with no alert until the last try, then staff are told; a refusal for good is kept on the service and told at once', async () => {
    await pending('sh-standard');
    const down = Object.assign(Object.create(t.app.provisioner) as Provisioner, {
      changePlan: async () => {
        throw new ProvisioningError('panel unreachable');
      },
    });
    await expect(provisionService(deps(down), accountId, { retryCount: 2, retryLimit: 8 })).rejects.toThrow('panel unreachable');
    expect(await alerts()).toEqual([]);
    await expect(provisionService(deps(down), accountId, { retryCount: 8, retryLimit: 8 })).rejects.toThrow('panel unreachable');
    expect(await alerts()).toEqual([{ kind: 'provisioning-failed', message: expect.stringContaining('was not made at the panel after 9 tries: panel unreachable') }]);
    expect(((await serviceRow()).details as ServiceDetails).pendingPlanChange).toMatchObject({ productKey: 'sh-standard' });

    await t.app.db.deleteFrom('staff_alerts').where('reference', '=', `provision-service:${accountId}`).execute();
    // The sandbox panel refuses a plan of another kind for good.
    await pending('wp-basic');
    await provisionService(deps(t.app.provisioner), accountId, { retryCount: 0, retryLimit: 8 });
    const details = (await serviceRow()).details as ServiceDetails;
    expect(details.planChangeError).toMatch(/not a shared-hosting plan/);
    expect(await alerts()).toEqual([{ kind: 'provisioning-failed', message: expect.stringContaining('(the provider refused it)') }]);
    // A retry by staff with the change made possible (here: the plan of its kind) completes it and clears the refusal.
    await pending('sh-standard');
    await provisionService(deps(t.app.provisioner), accountId, { retryCount: 0, retryLimit: 8 });
    const done = (await serviceRow()).details as ServiceDetails;
    expect({ pending: done.pendingPlanChange, error: done.planChangeError }).toEqual({ pending: undefined, error: undefined });
    expect(await sandbox().planOf(done.externalId!, t.app.db)).toBe('sh-standard');
  });
});
