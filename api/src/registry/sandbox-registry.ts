import { timingSafeEqual } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import { DOMAIN_DAYS, type WhoisRecord } from '@storefront/contracts';
import { addDays, addYears, type Clock } from '../clock';
import type { Database, Db, SandboxDomainRow } from '../db/database';
import {
  RegistryError,
  type DomainAvailability,
  type DomainRegistry,
  type PendingTransfer,
  type Registrant,
  type RegistryCall,
  type RegistryDeps,
  type RegistryTerm,
  type TransferReadiness,
  type TransferStatus,
} from './domain-registry';
import { authCodeOf, externalCreatedAt, externalExpiresAt, externalName, ownerView, transferDaysOf, type ExternalName } from './sandbox-names';

const OUR_REGISTRAR = 'Storefront (sandbox registry)';
const OUR_NAME_SERVERS = ['ns1.storefront.example', 'ns2.storefront.example'];

/** Country-code TLDs end in a two-letter label (kh, com.kh, io); their names go to redemption sooner. */
const releaseDays = (domain: string) =>
  (/\.[a-z]{2}$/.test(domain) ? DOMAIN_DAYS.redemptionLeadCountry : DOMAIN_DAYS.redemptionLeadGeneric) + DOMAIN_DAYS.redemptionPeriod;

/** After redemption the registry lets a name go: it answers for it as if it never held it. */
const isReleased = (domain: string, expiresAt: Date, now: Date) => addDays(expiresAt, releaseDays(domain)) <= now;

type Taken = Extract<ExternalName, { kind: 'taken' }>;

/** How long `check` trusts its in-memory list of our names before reading the table again. */
const SNAPSHOT_TTL_MS = 2_000;

interface Snapshot {
  expiries: Map<string, Date>;
  loadedAt: number;
}

function availabilityOf(domain: string, ours: boolean): DomainAvailability {
  if (ours) return { domain, status: 'taken', premiumPrice: null, owner: { hidden: true } };
  const name = externalName(domain);
  if (name.kind === 'taken') return { domain, status: 'taken', premiumPrice: null, owner: ownerView(name) };
  if (name.kind === 'premium') return { domain, status: 'premium', premiumPrice: name.premiumPrice, owner: null };
  return { domain, status: 'available', premiumPrice: null, owner: null };
}

/**
 * A registry that behaves like one, for development and tests: names held elsewhere are decided by a hash
 * (sandbox-names.ts), names registered or transferred in through it are kept in its own table
 * (`registry_sandbox_domains`) and are taken from then on, until they are released after redemption.
 * Transfers complete after 5 to 7 days on the injected clock; auth codes are HMACs under a secret.
 * `check` (asked by every search) reads an in-memory list of our names, reloaded every 2 s and after each
 * write of this process; everything that changes a name reads the table itself.
 */
export class SandboxRegistry implements DomainRegistry {
  static readonly identifier = 'sandbox';
  readonly identifier = SandboxRegistry.identifier;

  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  /** Bumped by every write: a list read before it is not kept. */
  private generation = 0;

  static create(config: { registrySandboxSecret: string }, deps: RegistryDeps): SandboxRegistry {
    return new SandboxRegistry(deps.db, deps.clock, config.registrySandboxSecret);
  }

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  get changes(): number {
    return this.generation;
  }

  /** The auth code the registrar holding `domain` would give its owner (development: GET /api/dev/registry/auth-code). */
  authCodeFor(domain: string): string {
    return authCodeOf(this.secret, domain);
  }

  async check(domains: string[], call: RegistryCall = {}): Promise<DomainAvailability[]> {
    if (call.db) {
      const ours = await this.sponsored(domains, call);
      return domains.map((domain) => availabilityOf(domain, ours.has(domain)));
    }
    const { expiries } = await this.currentSnapshot();
    const now = this.clock.now();
    return domains.map((domain) => {
      const expiresAt = expiries.get(domain);
      return availabilityOf(domain, expiresAt !== undefined && !isReleased(domain, expiresAt, now));
    });
  }

  async register(domain: string, years: number, registrant: Registrant, call: RegistryCall = {}): Promise<RegistryTerm> {
    const held = (await this.sponsored([domain], call)).get(domain);
    // A retried registration already made for this registrant (RegistryCall.retry) is this one: answered as made.
    if (held && call.retry && !held.transfer_requested_at && isDeepStrictEqual(held.registrant, toStored(registrant))) return { domain, createdAt: new Date(held.created_at), expiresAt: new Date(held.expires_at) };
    if (availabilityOf(domain, held !== undefined).status === 'taken') throw new RegistryError('taken', domain);
    const now = this.clock.now();
    const row = {
      domain,
      registrant: JSON.stringify(toStored(registrant)),
      created_at: now,
      updated_at: now,
      expires_at: addYears(now, years),
      transfer_requested_at: null,
      transfer_completes_at: null,
    };
    // A released name of ours may be registered again: its old record is replaced.
    await this.write(() => this.executor(call).insertInto('registry_sandbox_domains').values(row).onConflict((oc) => oc.column('domain').doUpdateSet(row)).execute());
    return { domain, createdAt: now, expiresAt: row.expires_at };
  }

  async renew(domain: string, years: number, call: RegistryCall = {}): Promise<RegistryTerm> {
    const row = (await this.sponsored([domain], call)).get(domain);
    if (!row) throw new RegistryError('notSponsored', domain);
    if (call.knownExpiry && new Date(row.expires_at).getTime() === addYears(call.knownExpiry, years).getTime()) return { domain: row.domain, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) };
    return this.extend(row, years, call);
  }

  async reactivate(domain: string, call: RegistryCall = {}): Promise<RegistryTerm> {
    const row = (await this.sponsored([domain], call)).get(domain);
    if (!row) throw new RegistryError('notSponsored', domain);
    if (new Date(row.expires_at) > this.clock.now()) throw new RegistryError('notInRedemption', domain);
    return this.extend(row, 1, call);
  }

  async transferCheck(domain: string, call: RegistryCall = {}): Promise<TransferReadiness> {
    const now = this.clock.now();
    const row = (await this.sponsored([domain], call)).get(domain);
    if (row) {
      const pending = row.transfer_completes_at !== null && new Date(row.transfer_completes_at) > now;
      return { domain, transferable: false, blocker: pending ? 'pendingTransfer' : 'alreadyWithUs' };
    }
    const name = externalName(domain);
    if (name.kind !== 'taken') return { domain, transferable: false, blocker: 'notRegistered' };
    if (name.locked) return { domain, transferable: false, blocker: 'locked' };
    if (name.recentDays !== null) return { domain, transferable: false, blocker: 'recentlyRegistered' };
    return { domain, transferable: true, blocker: null };
  }

  async verifyAuthCode(domain: string, authCode: string, call: RegistryCall = {}): Promise<boolean> {
    const registered = (await this.sponsored([domain], call)).has(domain) || externalName(domain).kind === 'taken';
    if (!registered) return false;
    const expected = Buffer.from(this.authCodeFor(domain));
    const given = Buffer.from(authCode.trim());
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async transfer(domain: string, authCode: string, registrant: Registrant, call: RegistryCall = {}): Promise<PendingTransfer> {
    const held = call.retry ? (await this.sponsored([domain], call)).get(domain) : undefined;
    // A retried transfer request already made (RegistryCall.retry) is this one: still pending, answered as requested.
    if (held?.transfer_requested_at && held.transfer_completes_at && new Date(held.transfer_completes_at) > this.clock.now()) {
      return { domain, status: 'pendingTransfer', createdAt: new Date(held.created_at), expiresAt: new Date(held.expires_at), requestedAt: new Date(held.transfer_requested_at), completesAt: new Date(held.transfer_completes_at) };
    }
    const readiness = await this.transferCheck(domain, call);
    if (!readiness.transferable) throw new RegistryError(readiness.blocker ?? 'notRegistered', domain);
    if (!(await this.verifyAuthCode(domain, authCode, call))) throw new RegistryError('authCodeIncorrect', domain);
    const now = this.clock.now();
    const name = externalName(domain) as Taken;
    const createdAt = externalCreatedAt(domain, name, now);
    // A transfer adds one year to the current term.
    const expiresAt = addYears(externalExpiresAt(createdAt, now), 1);
    const completesAt = addDays(now, transferDaysOf(domain));
    const row = {
      domain,
      registrant: JSON.stringify(toStored(registrant)),
      created_at: createdAt,
      updated_at: now,
      expires_at: expiresAt,
      transfer_requested_at: now,
      transfer_completes_at: completesAt,
    };
    await this.write(() => this.executor(call).insertInto('registry_sandbox_domains').values(row).onConflict((oc) => oc.column('domain').doUpdateSet(row)).execute());
    return { domain, status: 'pendingTransfer', createdAt, expiresAt, requestedAt: now, completesAt };
  }

  async transferStatus(domain: string, call: RegistryCall = {}): Promise<TransferStatus> {
    const row = (await this.sponsored([domain], call)).get(domain);
    if (!row?.transfer_completes_at) return { domain, status: 'none', completesAt: null };
    const completesAt = new Date(row.transfer_completes_at);
    return { domain, status: completesAt > this.clock.now() ? 'pendingTransfer' : 'completed', completesAt };
  }

  async whois(domain: string, call: RegistryCall = {}): Promise<WhoisRecord> {
    const now = this.clock.now();
    const row = (await this.sponsored([domain], call)).get(domain);
    if (row) {
      const pending = row.transfer_completes_at !== null && new Date(row.transfer_completes_at) > now;
      const expired = new Date(row.expires_at) <= now;
      return {
        domain,
        registered: true,
        registrar: OUR_REGISTRAR,
        statuses: pending ? ['pendingTransfer'] : expired ? ['redemptionPeriod'] : ['ok'],
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        nameServers: OUR_NAME_SERVERS,
        // Free domain privacy for our customers.
        registrant: { hidden: true },
      };
    }
    const name = externalName(domain);
    if (name.kind !== 'taken') return { domain, registered: false };
    const createdAt = externalCreatedAt(domain, name, now);
    const expiresAt = externalExpiresAt(createdAt, now);
    const lastRenewal = addYears(expiresAt, -1);
    return {
      domain,
      registered: true,
      registrar: name.registrar,
      statuses: name.locked ? ['clientTransferProhibited'] : ['ok'],
      createdAt: createdAt.toISOString(),
      updatedAt: (lastRenewal > createdAt ? lastRenewal : createdAt).toISOString(),
      expiresAt: expiresAt.toISOString(),
      nameServers: name.nameServers,
      registrant: name.hidden ? { hidden: true } : { hidden: false, ...name.owner },
    };
  }

  /** Our records for these names (one query), leaving out the ones released after redemption. */
  private executor(call: RegistryCall): Db {
    return call.db ?? this.db;
  }

  /**
   * A write to our table: the in-memory list is dropped before and after it, so no list read meanwhile is
   * kept. (A write inside a caller's transaction on PostgreSQL shows in `check` within 2 s of its commit.)
   */
  private async write(run: () => Promise<unknown>): Promise<void> {
    this.invalidate();
    try {
      await run();
    } finally {
      this.invalidate();
    }
  }

  private invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
    this.loading = null;
  }

  private currentSnapshot(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.snapshot.loadedAt < SNAPSHOT_TTL_MS) return Promise.resolve(this.snapshot);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.db
      .selectFrom('registry_sandbox_domains')
      .select(['domain', 'expires_at'])
      .execute()
      .then((rows) => {
        const snapshot = { expiries: new Map(rows.map((row) => [row.domain, new Date(row.expires_at)])), loadedAt: Date.now() };
        if (generation === this.generation) this.snapshot = snapshot;
        return snapshot;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }

  private async sponsored(domains: string[], call: RegistryCall): Promise<Map<string, SandboxDomainRow>> {
    if (domains.length === 0) return new Map();
    const rows = await this.executor(call).selectFrom('registry_sandbox_domains').selectAll().where('domain', 'in', domains).execute();
    const now = this.clock.now();
    return new Map(rows.filter((row) => !isReleased(row.domain, new Date(row.expires_at), now)).map((row) => [row.domain, row]));
  }

  private async extend(row: SandboxDomainRow, years: number, call: RegistryCall): Promise<RegistryTerm> {
    const expiresAt = addYears(new Date(row.expires_at), years);
    await this.write(() =>
      this.executor(call).updateTable('registry_sandbox_domains').set({ expires_at: expiresAt, updated_at: this.clock.now() }).where('domain', '=', row.domain).execute(),
    );
    return { domain: row.domain, createdAt: new Date(row.created_at), expiresAt };
  }
}

function toStored(registrant: Registrant) {
  return { name: registrant.name, email: registrant.email, phone: registrant.phone, organization: registrant.organization ?? null, country: registrant.country ?? null };
}
