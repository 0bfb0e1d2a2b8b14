import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Db } from '../../src/db/connect';
import { ProvisioningError, type ProvisionRequest, type Provisioner } from '../../src/provisioning/provisioner';
import { seedHosting } from '../../src/db/seed/hosting';
import { openTestDb } from '../helpers/db';

/**
 * The hosting contract kit (issue 31, docs/adr/0015): what every party that makes hosting accounts (cloud, shared
 * and WordPress hosting) must do for the storefront, written once and run against each party's driver — the sandbox
 * provisioner, and cPanel & WHM through its local fake — through the Provisioner interface the lifecycle jobs call:
 * create (idempotent on the service id: asked again, or after a lost answer, one account), suspend and resume,
 * a change of plan, a one-click panel sign-in, removal, and the party down then back (retryable, then done).
 * A new party: its driver and a three-line test file (provisioning-contract-hosting-<party>.test.ts).
 */
export interface HostingDriver {
  name: string;
  /** How the party's external ids begin (the composite provisioner routes by it). */
  externalIdPrefix: string;
  /** Starts the party (its fake) and answers the provisioner pointed at it. */
  start(db: Db): Promise<{ provisioner: Provisioner; close(): Promise<void> }>;
  /** Back to a healthy party before each test. */
  reset(): void;
  /** The party's own view: the accounts it holds for a domain (0 after removal), and one's plan (a storefront plan key). */
  accountsFor(domain: string, db: Db): Promise<number>;
  planOf(externalId: string, db: Db): Promise<string | null>;
  /** The next create is made at the party and its answer never reaches the storefront (`create` is called with it). */
  loseCreateAnswer(create: () => Promise<unknown>): Promise<void>;
  /** The party down (every call fails, retryably) and back. */
  down(): void;
  up(): void;
}

/** Registers the contract's tests for `driver` (call it once from the party's test file). */
export function hostingContract(driver: HostingDriver): void {
  let db: Db;
  let party: { provisioner: Provisioner; close(): Promise<void> };
  let seq = 0;
  const provisioner = () => party.provisioner;

  before(async () => {
    db = await openTestDb();
    // The WordPress catalogue: what each theme and plugin the kit's WordPress sites choose installs.
    await db.db.transaction().execute((trx) => seedHosting(trx));
    party = await driver.start(db);
  });
  after(async () => {
    await party?.close();
    await db?.close();
  });
  beforeEach(() => driver.reset());

  const request = (overrides: Partial<ProvisionRequest> = {}): ProvisionRequest => ({
    serviceId: randomUUID(),
    kind: 'shared-hosting',
    productKey: 'sh-basic',
    name: `kit-${process.pid}-${(seq += 1)}.example.com`,
    customerEmail: 'owner@example.com',
    wordpress: null,
    ...overrides,
  });
  const refusal = (error: unknown) => ({ provisioning: error instanceof ProvisioningError, retryable: (error as ProvisioningError).retryable });

  describe(`hosting contract: ${driver.name}`, () => {
    it('creates a hosting account once: ready, the panel address and the initial login; asked again, the same account', async () => {
      const asked = request();
      const created = await provisioner().create(asked, db.db);
      expect(created).toMatchObject({ state: 'ready', credentials: { username: expect.any(String), password: expect.any(String) } });
      expect(created.externalId.startsWith(driver.externalIdPrefix)).toBe(true);
      expect(created.controlPanelUrl).toEqual(expect.stringMatching(/^https?:\/\//));
      expect(await provisioner().status(created.externalId, db.db)).toMatchObject({ externalId: created.externalId, state: 'ready', suspended: false });
      const again = await provisioner().create(asked, db.db);
      expect(again.externalId).toBe(created.externalId);
      expect(await driver.accountsFor(asked.name, db)).toBe(1);
    });

    it('suspends and resumes the account, each asked twice without harm', async () => {
      const { externalId } = await provisioner().create(request({ kind: 'cloud-hosting', productKey: 'ch-basic' }), db.db);
      await provisioner().suspend(externalId, db.db);
      await provisioner().suspend(externalId, db.db);
      expect((await provisioner().status(externalId, db.db)).suspended).toBe(true);
      await provisioner().resume(externalId, db.db);
      await provisioner().resume(externalId, db.db);
      expect((await provisioner().status(externalId, db.db)).suspended).toBe(false);
    });

    it('changes the plan (an upgrade), once per change, and refuses a plan of another kind for good', async () => {
      const { externalId } = await provisioner().create(request(), db.db);
      const changeId = randomUUID();
      await provisioner().changePlan(externalId, { changeId, productKey: 'sh-business' }, db.db);
      await provisioner().changePlan(externalId, { changeId, productKey: 'sh-business' }, db.db);
      expect(await driver.planOf(externalId, db)).toBe('sh-business');
      const wrongKind = await provisioner()
        .changePlan(externalId, { changeId: randomUUID(), productKey: 'wp-basic' }, db.db)
        .then(() => null, refusal);
      expect(wrongKind).toEqual({ provisioning: true, retryable: false });
      expect(await driver.planOf(externalId, db)).toBe('sh-business');
    });

    it('answers a one-click sign-in to the customer panel: a new URL each time', async () => {
      const { externalId } = await provisioner().create(request({ kind: 'wordpress-hosting', productKey: 'wp-basic', wordpress: { theme: 'astra-lite', plugins: ['seo-booster'] } }), db.db);
      const first = await provisioner().panelSignIn(externalId, db.db);
      const second = await provisioner().panelSignIn(externalId, db.db);
      expect(new URL(first.url).protocol).toMatch(/^https?:$/);
      expect(second.url).not.toBe(first.url);
    });

    it('removes the account: gone at the party, its status refused for good, removing it again is done', async () => {
      const asked = request();
      const { externalId } = await provisioner().create(asked, db.db);
      await provisioner().destroy(externalId, db.db);
      expect(await driver.accountsFor(asked.name, db)).toBe(0);
      expect(await provisioner().status(externalId, db.db).then(() => null, refusal)).toEqual({ provisioning: true, retryable: false });
      await provisioner().destroy(externalId, db.db);
    });

    it('a create whose answer was lost, asked again, answers the account it made (no second one) with a login', async () => {
      const asked = request();
      await driver.loseCreateAnswer(() => provisioner().create(asked, db.db));
      const created = await provisioner().create(asked, db.db);
      expect(created).toMatchObject({ state: 'ready', credentials: { username: expect.any(String), password: expect.any(String) } });
      expect(await driver.accountsFor(asked.name, db)).toBe(1);
    });

    it('the party down refuses retryably; once it is back the same request makes the account', async () => {
      const asked = request();
      driver.down();
      expect(await provisioner().create(asked, db.db).then(() => null, refusal)).toEqual({ provisioning: true, retryable: true });
      driver.up();
      expect((await provisioner().create(asked, db.db)).state).toBe('ready');
      expect(await driver.accountsFor(asked.name, db)).toBe(1);
    });
  });
}
