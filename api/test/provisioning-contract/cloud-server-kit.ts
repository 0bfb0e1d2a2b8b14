import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import type { Db } from '../../src/db/connect';
import { ProvisioningError, type ProvisionRequest, type ProvisionStatus, type Provisioner } from '../../src/provisioning/provisioner';
import { openTestDb } from '../helpers/db';
import { eventually } from '../helpers/eventually';

/**
 * The cloud-server provisioning contract kit (ADR 0014): what every party that builds cloud servers must do for the
 * storefront, written once and run against each party's driver — the sandbox and Proxmox VE through its local fake,
 * and a next party by writing its driver and a three-line test file (provisioning-contract-cloud-<party>.test.ts).
 *
 * The contract (provisioner.ts, the provisioning and provider-action jobs): a server is built with what was paid for,
 * an additional IP included, and reported ready with every address, its resources and its first login; asking twice
 * builds one server; a call whose answer was lost, or whose connection dropped, fails as retryable and the next try
 * ends with one server; the party down is retryable and once it is back the server is built; suspend stops it,
 * resume starts it, each twice is harmless; a resize is made once per change id and a disk smaller than what the
 * server holds is refused for good; destroy removes it, twice is harmless.
 */
export interface CloudServerDriver {
  name: string;
  /** The external ids this party hands out. */
  externalIdPattern: RegExp;
  start(db: Db): Promise<{ provisioner: Provisioner; close(): Promise<void> }>;
  /** A healthy party again before each test. */
  reset(): Promise<void> | void;
  /** How many servers the party holds for this service (being built or built, not destroyed). */
  serversOf(serviceId: string, db: Db): Promise<number>;
  /** Whether the party runs the server now. */
  powerOf(externalId: string, db: Db): Promise<'running' | 'stopped' | 'gone'>;
  /** The server's disk holds `gb` GB now (the customer's data). */
  fillDisk(externalId: string, gb: number, db: Db): Promise<void>;
  /** The party makes the next build call (the clone) — or the next destroy's deletion — but its answer never arrives. */
  loseNextAnswer(of?: 'build' | 'destroy'): void;
  /** The next call's connection drops before the party makes anything. */
  dropNextConnection(): void;
  down(): Promise<void> | void;
  up(): Promise<void> | void;
}

const SPEC = { vcpu: 2, ramGb: 4, storageGb: 40, storageType: 'ssd' as const, bandwidthTb: 2, ipCount: 2 };

export function requestFor(overrides: Partial<ProvisionRequest> = {}): ProvisionRequest {
  return { serviceId: randomUUID(), kind: 'cloud-server', productKey: 'cs-basic-cloud-1', name: 'web-1', os: 'ubuntu-24.04', region: 'cambodia', restoreFrom: null, server: SPEC, customerEmail: 'sokha@example.com', ...overrides };
}

async function refusal(promise: Promise<unknown>): Promise<ProvisioningError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProvisioningError);
  return error as ProvisioningError;
}

export function cloudServerContract(driver: CloudServerDriver): void {
  describe(`cloud-server provisioning contract: ${driver.name}`, () => {
    let test: Db;
    let provisioner: Provisioner;
    let close: () => Promise<void>;

    before(async () => {
      test = await openTestDb();
      ({ provisioner, close } = await driver.start(test));
    });
    after(async () => {
      await close();
      await test.close();
    });
    beforeEach(() => driver.reset());

    /** Asked as the provisioning job does: created, then its status looked at until it is ready. */
    async function built(request: ProvisionRequest): Promise<ProvisionStatus> {
      const created = await provisioner.create(request, test.db);
      return eventually(() => provisioner.status(created.externalId, test.db), (s) => s.state === 'ready', `${request.name} ready`);
    }

    it('builds a server with what was paid for, an additional IP included, and reports every address and its first login', async () => {
      const request = requestFor();
      const ready = await built(request);
      expect(ready.externalId).toMatch(driver.externalIdPattern);
      expect(ready.ips).toHaveLength(2);
      expect(new Set(ready.ips).size).toBe(2);
      expect(ready.ip).toBe(ready.ips![0]);
      expect(ready.resources).toMatchObject({ vcpu: 2, ramGb: 4, storageGb: 40, storageType: 'ssd', bandwidthTb: 2, ipCount: 2 });
      // Its operating system, as a key (ubuntu-24.04) or a name (Ubuntu 24.04): the account reads either (cloud-servers/upgrade.ts osKeyOf).
      expect(ready.os?.toLowerCase().replace(/\s+/g, '-')).toBe('ubuntu-24.04');
      expect(ready.credentials).toEqual({ username: 'root', password: expect.stringMatching(/^.{12,}$/) });
      expect(await driver.powerOf(ready.externalId, test)).toBe('running');
      expect(await driver.serversOf(request.serviceId, test)).toBe(1);
    });

    it('asked twice for the same service, builds one server', async () => {
      const request = requestFor();
      const first = await built(request);
      const again = await provisioner.create(request, test.db);
      expect(again.externalId).toBe(first.externalId);
      expect(await driver.serversOf(request.serviceId, test)).toBe(1);
    });

    it('a build whose answer was lost fails as retryable, and the next try ends with one server', async () => {
      const request = requestFor();
      driver.loseNextAnswer();
      expect((await refusal(provisioner.create(request, test.db))).retryable).toBe(true);
      const ready = await built(request);
      expect(ready.ips).toHaveLength(2);
      expect(await driver.serversOf(request.serviceId, test)).toBe(1);
    });

    it('a dropped connection fails as retryable, and the next try builds the server', async () => {
      const request = requestFor();
      driver.dropNextConnection();
      expect((await refusal(provisioner.create(request, test.db))).retryable).toBe(true);
      await built(request);
      expect(await driver.serversOf(request.serviceId, test)).toBe(1);
    });

    it('the party down is retryable, for a build and for a server it has; once it is back the server is built', async () => {
      const existing = await built(requestFor());
      const request = requestFor();
      await driver.down();
      expect((await refusal(provisioner.create(request, test.db))).retryable).toBe(true);
      expect((await refusal(provisioner.suspend(existing.externalId, test.db))).retryable).toBe(true);
      await driver.up();
      const ready = await built(request);
      expect(ready.state).toBe('ready');
      expect(await driver.serversOf(request.serviceId, test)).toBe(1);
      expect(await driver.powerOf(existing.externalId, test)).toBe('running');
    });

    it('suspend stops the server and resume starts it again, each harmless when asked twice', async () => {
      const { externalId } = await built(requestFor());
      await provisioner.suspend(externalId, test.db);
      await provisioner.suspend(externalId, test.db);
      expect(await driver.powerOf(externalId, test)).toBe('stopped');
      await provisioner.resume(externalId, test.db);
      await provisioner.resume(externalId, test.db);
      expect(await driver.powerOf(externalId, test)).toBe('running');
    });

    it('resizes once per change, and refuses for good a disk smaller than what the server holds', async () => {
      const { externalId } = await built(requestFor({ server: { ...SPEC, storageType: 'hdd' } }));
      const change = { changeId: randomUUID(), vcpu: 4, ramGb: 8, storageGb: 60, storageType: 'ssd' as const };
      await provisioner.resize(externalId, change, test.db);
      await provisioner.resize(externalId, change, test.db);
      expect((await provisioner.status(externalId, test.db)).resources).toMatchObject({ vcpu: 4, ramGb: 8, storageGb: 60, storageType: 'ssd' });
      await driver.fillDisk(externalId, 70, test);
      const refused = await refusal(provisioner.resize(externalId, { changeId: randomUUID(), vcpu: 4, ramGb: 8, storageGb: 65, storageType: 'ssd' }, test.db));
      expect(refused.retryable).toBe(false);
      expect((await provisioner.status(externalId, test.db)).resources).toMatchObject({ storageGb: 60 });
    });

    it('a destroy whose answer was lost fails as retryable, and the next try finds the server gone: done, not refused', async () => {
      const request = requestFor();
      const { externalId } = await built(request);
      driver.loseNextAnswer('destroy');
      expect((await refusal(provisioner.destroy(externalId, test.db))).retryable).toBe(true);
      await provisioner.destroy(externalId, test.db);
      expect(await driver.powerOf(externalId, test)).toBe('gone');
      expect(await driver.serversOf(request.serviceId, test)).toBe(0);
    });

    it('destroys the server with its data, harmless when asked twice', async () => {
      const request = requestFor();
      const { externalId } = await built(request);
      await provisioner.destroy(externalId, test.db);
      await provisioner.destroy(externalId, test.db);
      expect(await driver.powerOf(externalId, test)).toBe('gone');
      expect(await driver.serversOf(request.serviceId, test)).toBe(0);
    });
  });
}
