import { createHash, randomBytes } from 'node:crypto';
import { PACKAGES_OF_TYPE } from '@storefront/contracts';
import type { Clock } from '../clock';
import { ProvisioningError, type ProvisionRequest, type ProvisionStatus, type Provisioner, type ServerSample } from './provisioner';

type Db = Parameters<Provisioner['create']>[1];

interface SandboxState {
  request: ProvisionRequest;
  status: ProvisionStatus;
  /** How many times a create was refused (the sandbox's "flaky" names fail their first attempt). */
  refusals?: number;
  suspended?: boolean;
  destroyed?: boolean;
  backups?: number;
  /** GB the server's disk holds (test control fillDisk); else a few GB that grow with each backup. */
  usedGb?: number;
  /** The resources it runs with after its last resize, and the changes already made (by id). */
  resources?: { vcpu: number; ramGb: number; storageGb: number; storageType: 'hdd' | 'ssd' };
  changes?: string[];
  /** A hosting account's plan after its last change (else the one it was created with). */
  plan?: string;
}

const HOSTING_KINDS: ReadonlySet<ProvisionRequest['kind']> = new Set(['cloud-hosting', 'shared-hosting', 'wordpress-hosting']);

const HOUR_MS = 3_600_000;

/** Seconds a sandbox server takes to build (a real one takes a minute or two). */
export const SANDBOX_BUILD_SECONDS = 2;

/**
 * The sandbox control panel and CA: it keeps its own records (provisioning_sandbox), builds a cloud server in a
 * few seconds (creating → running, with an address from a private range and its OS), opens a hosting account
 * at once with a panel address and an initial login, and issues an SSL certificate only after its domain was
 * validated — by a DNS TXT record or the approver email, the step the customer completes in the account.
 * As payment sandboxes have test card numbers, it has a test name: a name that contains "flaky" is refused
 * on its first attempt (the control panel being unavailable), so a failure and its retry can be seen; tests
 * can also have the next creates refused (failNextCreates).
 */
export class SandboxProvisioner implements Provisioner {
  static readonly identifier = 'sandbox';
  readonly identifier = SandboxProvisioner.identifier;

  /** Test control (like a gateway sandbox's): the next `count` creates are refused, the panel "unavailable". */
  private failuresToCome = 0;

  constructor(private readonly deps: { clock: Clock; panelUrl: string }) {}

  failNextCreates(count: number): void {
    this.failuresToCome = count;
  }

  private externalIdOf(serviceId: string): string {
    return `sbx-${createHash('sha256').update(serviceId).digest('hex').slice(0, 16)}`;
  }

  private async load(externalId: string, db: Db): Promise<{ state: SandboxState; readyAt: Date } | null> {
    const row = await db.selectFrom('provisioning_sandbox').selectAll().where('external_id', '=', externalId).executeTakeFirst();
    return row ? { state: row.state as unknown as SandboxState, readyAt: new Date(row.ready_at) } : null;
  }

  private async save(externalId: string, state: SandboxState, db: Db): Promise<void> {
    await db.updateTable('provisioning_sandbox').set({ state: JSON.stringify(state) }).where('external_id', '=', externalId).execute();
  }

  async create(request: ProvisionRequest, db: Db): Promise<ProvisionStatus> {
    const externalId = this.externalIdOf(request.serviceId);
    const existing = await this.load(externalId, db);
    if (existing && existing.state.status.externalId) return this.status(externalId, db);
    const flaky = /flaky/i.test(request.name) && (existing?.state.refusals ?? 0) === 0;
    if (flaky || this.failuresToCome > 0) {
      if (!flaky) this.failuresToCome -= 1;
      const refused: SandboxState = { request, status: { externalId: '', state: 'creating' }, refusals: (existing?.state.refusals ?? 0) + 1 };
      await db
        .insertInto('provisioning_sandbox')
        .values({ external_id: externalId, kind: request.kind, state: JSON.stringify(refused), created_at: new Date(), ready_at: new Date() })
        .onConflict((oc) => oc.column('external_id').doUpdateSet({ state: JSON.stringify(refused) }))
        .execute();
      throw new ProvisioningError('The control panel is unavailable (sandbox: a refused attempt)');
    }
    const status = this.initialStatus(request, externalId);
    const state: SandboxState = { request, status, refusals: existing?.state.refusals ?? 0 };
    // Built in real seconds: the job queue polls it like a real panel.
    const readyAt = new Date(Date.now() + (request.kind === 'cloud-server' ? SANDBOX_BUILD_SECONDS * 1000 : 0));
    await db
      .insertInto('provisioning_sandbox')
      .values({ external_id: externalId, kind: request.kind, state: JSON.stringify(state), created_at: new Date(), ready_at: readyAt })
      .onConflict((oc) => oc.column('external_id').doUpdateSet({ state: JSON.stringify(state), ready_at: readyAt }))
      .execute();
    return status;
  }

  private initialStatus(request: ProvisionRequest, externalId: string): ProvisionStatus {
    const credentials = { username: this.usernameOf(request), password: randomBytes(12).toString('base64url') };
    if (request.kind === 'cloud-server') {
      return { externalId, state: 'creating', ip: null, ips: [], resources: request.server ?? null, os: request.os ?? 'Ubuntu 24.04', credentials, controlPanelUrl: `${this.deps.panelUrl}/servers/${externalId}` };
    }
    if (request.kind === 'ssl') {
      const digest = createHash('sha256').update(`${externalId}:${request.name}`).digest('hex');
      const apex = request.name.replace(/^\*\./, '');
      return {
        externalId,
        state: 'validating',
        validation: { method: 'dns', recordName: `_acme-challenge.${apex}`, recordValue: digest.slice(0, 43), approverEmail: `admin@${apex}`, completed: false },
      };
    }
    return { externalId, state: 'ready', controlPanelUrl: `${this.deps.panelUrl}/hosting/${externalId}`, credentials };
  }

  private usernameOf(request: ProvisionRequest): string {
    if (request.kind === 'cloud-server') return request.os?.toLowerCase().startsWith('windows') ? 'Administrator' : 'root';
    return `u${createHash('sha256').update(request.serviceId).digest('hex').slice(0, 7)}`;
  }

  async status(externalId: string, db: Db): Promise<ProvisionStatus> {
    const found = await this.load(externalId, db);
    if (!found || !found.state.status.externalId) throw new ProvisioningError(`Unknown server ${externalId}`, false);
    const { state, readyAt } = found;
    // A hosting account removed is gone from the panel (as WHM's accountsummary answers no account).
    if (HOSTING_KINDS.has(state.request.kind)) {
      if (state.destroyed) throw new ProvisioningError(`Unknown hosting account ${externalId}`, false);
      return { ...state.status, suspended: state.suspended ?? false };
    }
    if (state.status.state === 'creating' && Date.now() >= readyAt.getTime()) {
      const ips = this.addressesOf(externalId, state.request.server?.ipCount ?? 1);
      state.status = { ...state.status, state: 'ready', ip: ips[0]!, ips };
      await this.save(externalId, state, db);
    }
    if (state.status.state === 'validating' && state.status.validation?.completed) {
      state.status = { ...state.status, state: 'ready', certificateSerial: createHash('sha256').update(`serial:${externalId}`).digest('hex').slice(0, 32).toUpperCase() };
      await this.save(externalId, state, db);
    }
    return state.status;
  }

  /** A built server's addresses from the private range: the primary one, then one per additional IP, all distinct. */
  private addressesOf(externalId: string, count: number): string[] {
    const n = parseInt(externalId.slice(4, 12), 16);
    return Array.from({ length: Math.max(1, count) }, (_, i) => `10.${(n >> 16) & 255}.${((n >> 8) + i) & 255}.${(n & 253) + 2}`);
  }

  async completeValidation(externalId: string, method: 'dns' | 'email', db: Db): Promise<ProvisionStatus> {
    const found = await this.load(externalId, db);
    if (!found?.state.status.validation) throw new ProvisioningError(`No validation pending for ${externalId}`, false);
    found.state.status = { ...found.state.status, validation: { ...found.state.status.validation, method, completed: true } };
    await this.save(externalId, found.state, db);
    return found.state.status;
  }

  private async mark(externalId: string, db: Db, change: Partial<SandboxState>): Promise<void> {
    const found = await this.load(externalId, db);
    if (found) await this.save(externalId, { ...found.state, ...change }, db);
  }

  suspend(externalId: string, db: Db) {
    return this.mark(externalId, db, { suspended: true });
  }

  resume(externalId: string, db: Db) {
    return this.mark(externalId, db, { suspended: false });
  }

  destroy(externalId: string, db: Db) {
    return this.mark(externalId, db, { destroyed: true });
  }

  private usedOf(externalId: string, state: SandboxState): number {
    return state.usedGb ?? 2 + (parseInt(externalId.slice(4, 8), 16) % 6) + (state.backups ?? 0);
  }

  private async running(externalId: string, db: Db): Promise<SandboxState> {
    const found = await this.load(externalId, db);
    if (!found || found.state.destroyed || found.state.status.state !== 'ready') throw new ProvisioningError(`Server ${externalId} is not running`, false);
    return found.state;
  }

  /** The sandbox server's disk holds a few GB that grow with each backup taken. */
  async backup(externalId: string, db: Db): Promise<{ sizeGb: number }> {
    const state = await this.running(externalId, db);
    const next = { ...state, backups: (state.backups ?? 0) + 1 };
    await this.save(externalId, next, db);
    return { sizeGb: this.usedOf(externalId, next) };
  }

  async usage(externalId: string, db: Db): Promise<{ storageUsedGb: number }> {
    return { storageUsedGb: this.usedOf(externalId, await this.running(externalId, db)) };
  }

  /**
   * The sandbox server's use: the same figures each time for the same hour (a busy day, a quiet night, in Bangkok
   * time), from a hash of the server and the hour; as many hours as it has run (by the wall clock it was built by,
   * at least the hour it is in), ending at `to`.
   */
  async metrics(externalId: string, window: { to: Date; hours: number }, db: Db): Promise<ServerSample[]> {
    const state = await this.running(externalId, db);
    const builtAt = (await this.load(externalId, db))!.readyAt.getTime();
    const ranHours = Math.max(1, Math.ceil((Date.now() - builtAt) / HOUR_MS));
    const ramMb = (state.resources?.ramGb ?? state.status.resources?.ramGb ?? 1) * 1024;
    const lastHour = Math.floor(window.to.getTime() / HOUR_MS);
    const samples: ServerSample[] = [];
    for (let hour = lastHour - Math.min(window.hours, ranHours) + 1; hour <= lastHour; hour += 1) {
      const noise = createHash('sha256').update(`${externalId}:${hour}`).digest();
      const daytime = Math.max(0, Math.sin((((hour + 7) % 24) - 6) * (Math.PI / 14)));
      samples.push({
        at: new Date(hour * HOUR_MS),
        cpuPercent: Math.round((4 + 38 * daytime + (noise[0]! % 12)) * 10) / 10,
        ramUsedMb: Math.round(ramMb * (0.32 + 0.3 * daytime + (noise[1]! % 8) / 100)),
        netInMb: Math.round((20 + 300 * daytime + noise[2]!) * 10) / 10,
        netOutMb: Math.round((40 + 900 * daytime + 2 * noise[3]!) * 10) / 10,
      });
    }
    return samples;
  }

  async resize(externalId: string, change: Parameters<Provisioner['resize']>[1], db: Db): Promise<void> {
    const state = await this.running(externalId, db);
    if (state.changes?.includes(change.changeId)) return;
    const used = this.usedOf(externalId, state);
    if (change.storageGb < used) throw new ProvisioningError(`The disk holds ${used} GB: it cannot be made ${change.storageGb} GB`, false);
    const { changeId, ...resources } = change;
    const status = state.status.resources ? { ...state.status, resources: { ...state.status.resources, ...resources } } : state.status;
    await this.save(externalId, { ...state, status, resources, changes: [...(state.changes ?? []), changeId].slice(-20) }, db);
  }

  private async hostingAccount(externalId: string, db: Db): Promise<SandboxState> {
    const found = await this.load(externalId, db);
    if (!found || !found.state.status.externalId || found.state.destroyed || !HOSTING_KINDS.has(found.state.request.kind)) {
      throw new ProvisioningError(`${externalId} is not a hosting account`, false);
    }
    return found.state;
  }

  /** A hosting account to another plan of its kind, once per change (a plan of another kind is refused). */
  async changePlan(externalId: string, change: Parameters<Provisioner['changePlan']>[1], db: Db): Promise<void> {
    const state = await this.hostingAccount(externalId, db);
    if (state.changes?.includes(change.changeId)) return;
    const kind = state.request.kind as 'cloud-hosting' | 'shared-hosting' | 'wordpress-hosting';
    if (!(PACKAGES_OF_TYPE[kind] as readonly string[]).includes(change.productKey)) throw new ProvisioningError(`${change.productKey} is not a ${kind} plan`, false);
    await this.save(externalId, { ...state, plan: change.productKey, changes: [...(state.changes ?? []), change.changeId].slice(-20) }, db);
  }

  /** The sandbox panel's own page for the account, with a one-time token (the sandbox checks none). */
  async panelSignIn(externalId: string, db: Db): Promise<{ url: string }> {
    await this.hostingAccount(externalId, db);
    return { url: `${this.deps.panelUrl}/hosting/${externalId}/sign-in?session=${randomBytes(12).toString('base64url')}` };
  }

  /** Test control: the plan a sandbox hosting account is on now (null: no such account). */
  async planOf(externalId: string, db: Db): Promise<string | null> {
    const state = (await this.load(externalId, db))?.state;
    return state ? (state.plan ?? state.request.productKey) : null;
  }

  /** Test control: the server's disk now holds `usedGb` GB (a customer's data), so a smaller disk no longer fits. */
  async fillDisk(externalId: string, usedGb: number, db: Db): Promise<void> {
    await this.save(externalId, { ...(await this.running(externalId, db)), usedGb }, db);
  }

  /** Test control: what the sandbox server was asked to be built with and the addresses it was given (null: no such server). */
  async builtOf(externalId: string, db: Db): Promise<{ server: ProvisionRequest['server'] | null; ips: string[] } | null> {
    const found = await this.load(externalId, db);
    return found ? { server: found.state.request.server ?? null, ips: found.state.status.ips ?? [] } : null;
  }

  /** What the sandbox server runs with now (after its last resize), for tests and the account's figures. */
  async resourcesOf(externalId: string, db: Db): Promise<SandboxState['resources'] | null> {
    return (await this.load(externalId, db))?.state.resources ?? null;
  }
}
