import { DOMAIN_DAYS, type TransferBlocker, type WhoisRecord } from '@storefront/contracts';
import { addDays, addYears, type Clock } from '../../clock';
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
} from '../domain-registry';
import {
  checkCommand,
  contactCreateCommand,
  contactIdOf,
  createCommand,
  dateOnly,
  infoCommand,
  newAuthCode,
  pollAck,
  pollRequest,
  readInfo,
  readTransfer,
  renewCommand,
  restoreCommand,
  transferCommand,
  type DomainInfo,
} from './epp-commands';
import { EPP_REQUIRED, type EppConfig } from './epp-config';
import { EPP_CODES, EppOutcomeUnknownError, EppResultError, EppTransportError } from './epp-errors';
import { EppPool, KEEP_ALIVE_MS } from './epp-pool';
import type { EppLogger, EppSession } from './epp-session';
import { child, children, text } from './epp-xml';

/** Names per <domain:check> (RFC 5731 §3.1.1 allows many; registries cap it, commonly at 5 to 50). */
export const CHECK_BATCH = 20;
/** Poll messages read per transferStatus call at most (RFC 5730 §2.9.2.3). */
const POLL_MAX = 50;

export interface EppRegistryOptions {
  log: EppLogger;
  keepAliveMs: number;
}

/**
 * Without a logger of the app's: what needs a look (a dropped connection, a failure code) as one JSON line on
 * stderr. Events never carry XML, a password or an auth code (EppLogEvent).
 */
const warnings: EppLogger = (event) => {
  if (event.event === 'drop' || (event.code !== undefined && event.code >= 2000)) console.warn(JSON.stringify({ registry: 'epp', ...event }));
};

const isCode = (error: unknown, ...codes: number[]): error is EppResultError => error instanceof EppResultError && codes.includes(error.code);
const lostAnswer = (error: unknown): error is EppTransportError => error instanceof EppTransportError && error.sent;

/**
 * The domain registry over EPP (RFC 5730 with the domain mapping RFC 5731, contacts RFC 5733, the redemption grace
 * period extension RFC 3915, over TLS RFC 5734): every DomainRegistry method as EPP commands on a pool of
 * logged-in sessions. Refusals for good are RegistryErrors (the fulfilment job refunds them); everything else —
 * the registry unreachable, a timeout, 2400, 2500-2502, a change whose answer was lost — is a plain error the job
 * retries. A change whose answer was lost is never sent again blindly: <domain:info> tells whether it happened
 * (ADR 0013).
 */
export class EppRegistry implements DomainRegistry {
  static readonly identifier = 'epp';
  readonly identifier = EppRegistry.identifier;

  private readonly pool: EppPool;
  private generation = 0;
  /** Renewals whose answer was lost and not yet shown done or not: name → the expiry date they were sent against. */
  private readonly renewalsInDoubt = new Map<string, string>();
  /** Registrations whose answer was lost: a 2302 for one of these, ours for the same registrant, is that registration. */
  private readonly registrationsInDoubt = new Set<string>();
  /** Transfers in that the poll queue reported approved (RFC 5731 §3.2.4 serverApproved / clientApproved). */
  private readonly transfersCompleted = new Map<string, Date>();

  /** The provider's constructor for createRegistry: `config.epp` is readEppConfig's answer (AppConfig.epp once wired). */
  static create(config: { registrySandboxSecret: string; epp?: EppConfig | null }, deps: RegistryDeps): EppRegistry {
    if (!config.epp) throw new Error(`DOMAIN_REGISTRY=epp needs the EPP settings (${EPP_REQUIRED.join(', ')}): none were read`);
    return new EppRegistry(config.epp, deps.clock, { log: warnings, keepAliveMs: KEEP_ALIVE_MS });
  }

  constructor(
    private readonly config: EppConfig,
    private readonly clock: Clock,
    options: EppRegistryOptions,
  ) {
    this.pool = new EppPool(config, options);
  }

  get changes(): number {
    return this.generation;
  }

  /** Logs every session out. */
  close(): Promise<void> {
    return this.pool.close();
  }

  /** Ends every connection without a logout (tests: the network dropped). */
  dropConnections(): void {
    this.pool.dropAll();
  }

  async check(domains: string[]): Promise<DomainAvailability[]> {
    const answers = new Map<string, boolean>();
    await this.pool.run(async (session) => {
      for (let start = 0; start < domains.length; start += CHECK_BATCH) {
        const { resData } = await session.command('domain:check', checkCommand(domains.slice(start, start + CHECK_BATCH)));
        for (const cd of children(child(resData, 'chkData'), 'cd')) {
          const name = child(cd, 'name');
          // RFC 5731 §3.1.1: avail is an XML Schema boolean ("1"/"true" or "0"/"false").
          answers.set(text(name).toLowerCase(), ['1', 'true'].includes(String(name['@_avail'])));
        }
      }
    }, true);
    return domains.map((domain) => {
      const available = answers.get(domain.toLowerCase());
      if (available === undefined) throw new Error(`EPP domain:check did not answer for ${domain}`);
      // EPP tells availability only: whose a taken name is, is not the registry's to say (ADR 0013); premium prices need the fee extension.
      return available ? { domain, status: 'available', premiumPrice: null, owner: null } : { domain, status: 'taken', premiumPrice: null, owner: { hidden: true } };
    });
  }

  async register(domain: string, years: number, registrant: Registrant, call: RegistryCall = {}): Promise<RegistryTerm> {
    const contactId = contactIdOf(registrant);
    const ours = (info: DomainInfo) => info.clID === this.config.clientId && info.registrant === contactId;
    return this.change(
      `create ${domain}`,
      async (session) => {
        // A retry (RegistryCall.retry) may follow a try whose process stopped before it recorded the answer: asked first
        // (<domain:info>), never created twice; a name ours for this registrant is that registration.
        const earlier = call.retry ? await this.info(session, domain) : null;
        if (earlier && ours(earlier)) return termOf(domain, earlier);
        await this.ensureContact(session, contactId, registrant);
        try {
          const { resData } = await session.command('domain:create', createCommand(domain, years, contactId, newAuthCode()));
          this.registrationsInDoubt.delete(domain);
          const created = child(resData, 'creData');
          return { domain, createdAt: new Date(text(created, 'crDate')), expiresAt: new Date(text(created, 'exDate')) };
        } catch (error) {
          if (lostAnswer(error)) this.registrationsInDoubt.add(domain);
          if (!isCode(error, EPP_CODES.exists)) throw error;
          // 2302: an earlier try of this very registration whose answer was lost made it — or the name is held (by anyone, us included).
          const info = this.registrationsInDoubt.has(domain) ? await this.info(session, domain) : null;
          this.registrationsInDoubt.delete(domain);
          if (info && ours(info)) return termOf(domain, info);
          throw new RegistryError('taken', domain);
        }
      },
      async () => {
        const info = await this.pool.run((session) => this.info(session, domain), true);
        if (info && ours(info)) {
          this.registrationsInDoubt.delete(domain);
          return termOf(domain, info);
        }
        if (info) throw new RegistryError('taken', domain);
        this.registrationsInDoubt.delete(domain);
        throw new EppOutcomeUnknownError(`EPP create ${domain}: the answer was lost and the name is not registered; not sent again`);
      },
    );
  }

  async renew(domain: string, years: number, call: RegistryCall = {}): Promise<RegistryTerm> {
    const current = await this.pool.run((session) => this.sponsored(session, domain), true);
    const from = dateOnly(current.exDate ?? this.clock.now());
    // Made already by a process that stopped before recording it: the registry's expiry is the years past what the storefront knows.
    if (call.knownExpiry && current.exDate && from === dateOnly(addYears(call.knownExpiry, years))) return termOf(domain, current);
    const doubt = this.renewalsInDoubt.get(domain);
    if (doubt !== undefined && doubt !== from) {
      // The renewal whose answer was lost did happen: its expiry is the registry's now.
      this.renewalsInDoubt.delete(domain);
      this.generation += 1;
      return termOf(domain, current);
    }
    return this.change(
      `renew ${domain}`,
      async (session) => {
        try {
          const { resData } = await session.command('domain:renew', renewCommand(domain, from, years));
          this.renewalsInDoubt.delete(domain);
          const expiresAt = text(child(resData, 'renData'), 'exDate');
          return { domain, createdAt: current.crDate ?? this.clock.now(), expiresAt: expiresAt ? new Date(expiresAt) : addYears(current.exDate ?? this.clock.now(), years) };
        } catch (error) {
          if (isCode(error, EPP_CODES.authorization, EPP_CODES.doesNotExist)) throw new RegistryError('notSponsored', domain);
          if (lostAnswer(error)) this.renewalsInDoubt.set(domain, from);
          throw error;
        }
      },
      async () => {
        const info = await this.pool.run((session) => this.sponsored(session, domain), true);
        if (info.exDate && dateOnly(info.exDate) !== from) {
          this.renewalsInDoubt.delete(domain);
          return termOf(domain, info);
        }
        throw new EppOutcomeUnknownError(`EPP renew ${domain}: the answer was lost and the expiry is still ${from}; not sent again`);
      },
    );
  }

  async reactivate(domain: string): Promise<RegistryTerm> {
    const current = await this.pool.run((session) => this.sponsored(session, domain), true);
    const restored = (info: DomainInfo) => !info.rgpStatuses.includes('redemptionPeriod');
    if (restored(current)) {
      // A restore already requested (its answer lost) shows as pendingRestore (RFC 3915 §3.2); anything else is not in redemption.
      if (current.rgpStatuses.includes('pendingRestore')) return termOf(domain, current);
      throw new RegistryError('notInRedemption', domain);
    }
    return this.change(
      `restore ${domain}`,
      async (session) => {
        const { body, extension } = restoreCommand(domain);
        try {
          await session.command('domain:update rgp:restore', body, extension);
        } catch (error) {
          if (isCode(error, EPP_CODES.statusProhibits)) throw new RegistryError('notInRedemption', domain);
          throw error;
        }
        return termOf(domain, await this.sponsored(session, domain));
      },
      async () => {
        const info = await this.pool.run((session) => this.sponsored(session, domain), true);
        if (restored(info)) return termOf(domain, info);
        throw new EppOutcomeUnknownError(`EPP restore ${domain}: the answer was lost and the name is still in redemption; not sent again`);
      },
    );
  }

  async transferCheck(domain: string): Promise<TransferReadiness> {
    const { readiness } = await this.pool.run((session) => this.readiness(session, domain), true);
    return readiness;
  }

  async verifyAuthCode(domain: string, authCode: string): Promise<boolean> {
    const code = authCode.trim();
    if (!code) return false;
    return this.pool.run(async (session) => {
      try {
        // RFC 5731 §3.1.2: with authInfo, a client that does not sponsor the name gets its full information only if the code is right (else 2202).
        await session.command('domain:info', infoCommand(domain, code));
        return true;
      } catch (error) {
        if (isCode(error, EPP_CODES.invalidAuthInfo, EPP_CODES.authorization, EPP_CODES.doesNotExist)) return false;
        throw error;
      }
    }, true);
  }

  async transfer(domain: string, authCode: string, _registrant: Registrant, call: RegistryCall = {}): Promise<PendingTransfer> {
    const { readiness, info } = await this.pool.run((session) => this.readiness(session, domain), true);
    const pending = (data: NonNullable<ReturnType<typeof readTransfer>>): PendingTransfer => ({
      domain,
      status: 'pendingTransfer',
      createdAt: info?.crDate ?? data.reDate,
      // RFC 5731 §3.2.4: exDate is the expiry once the transfer completes (the period added), when the server says it.
      expiresAt: data.exDate ?? addYears(info?.exDate ?? data.acDate, 1),
      requestedAt: data.reDate,
      completesAt: data.acDate,
    });
    if (!readiness.transferable) {
      // A retried request that an earlier try made (its process stopped before recording the answer): our transfer is
      // the one pending (RFC 5731 §3.2.4, <transfer op="query">: trStatus pending, reID the requesting client).
      const earlier = call.retry ? await this.pool.run((session) => this.transferQuery(session, domain), true) : null;
      if (earlier && earlier.trStatus === 'pending' && earlier.reID === this.config.clientId) return pending(earlier);
      throw new RegistryError(readiness.blocker ?? 'notRegistered', domain);
    }
    return this.change(
      `transfer ${domain}`,
      async (session) => {
        try {
          const { resData } = await session.command('domain:transfer request', transferCommand('request', domain, authCode.trim()));
          const data = readTransfer(resData);
          if (!data) throw new Error(`EPP transfer ${domain}: no trnData in the answer`);
          return pending(data);
        } catch (error) {
          const blocker = transferRefusal(error);
          if (blocker) throw new RegistryError(blocker, domain);
          throw error;
        }
      },
      async () => {
        const data = await this.pool.run((session) => this.transferQuery(session, domain), true);
        if (data && data.trStatus === 'pending' && data.reID === this.config.clientId) return pending(data);
        throw new EppOutcomeUnknownError(`EPP transfer ${domain}: the answer was lost and no transfer of ours is pending; not sent again`);
      },
    );
  }

  async transferStatus(domain: string): Promise<TransferStatus> {
    return this.pool.run(async (session) => {
      await this.drainPoll(session);
      const data = await this.transferQuery(session, domain);
      if (data && data.reID === this.config.clientId) {
        if (data.trStatus === 'pending') return { domain, status: 'pendingTransfer', completesAt: data.acDate };
        if (data.trStatus === 'serverApproved' || data.trStatus === 'clientApproved') return { domain, status: 'completed', completesAt: data.acDate };
      }
      const completed = this.transfersCompleted.get(domain.toLowerCase());
      if (completed) return { domain, status: 'completed', completesAt: completed };
      return { domain, status: 'none', completesAt: null };
    }, true);
  }

  async whois(domain: string): Promise<WhoisRecord> {
    const info = await this.pool.run((session) => this.info(session, domain), true);
    if (!info) return { domain, registered: false };
    const createdAt = (info.crDate ?? info.upDate ?? info.exDate)?.toISOString() ?? '';
    return {
      domain,
      registered: true,
      // EPP names the sponsoring client by its clID; the registrar's display name is the registry's WHOIS/RDAP to tell.
      registrar: info.clID,
      statuses: [...info.statuses, ...info.rgpStatuses],
      createdAt,
      updatedAt: info.upDate?.toISOString() ?? createdAt,
      expiresAt: info.exDate?.toISOString() ?? '',
      nameServers: info.nameServers,
      registrant: { hidden: true },
    };
  }

  /**
   * A change whose answer may be lost: `send` on a session of the pool; when the connection ends after the command
   * left (timeout, drop), `recover` asks again with <domain:info> / the transfer query on a new session and answers
   * what happened — it never sends the change again.
   */
  private async change<T>(what: string, send: (session: EppSession) => Promise<T>, recover: () => Promise<T>): Promise<T> {
    try {
      const result = await this.pool.run(send);
      this.generation += 1;
      return result;
    } catch (error) {
      if (!lostAnswer(error)) throw error;
      let result: T;
      try {
        result = await recover();
      } catch (recoveryError) {
        if (recoveryError instanceof RegistryError || recoveryError instanceof EppOutcomeUnknownError) throw recoveryError;
        throw new EppOutcomeUnknownError(`EPP ${what}: the answer was lost (${error.message}) and asking again failed (${(recoveryError as Error).message})`);
      } finally {
        this.generation += 1;
      }
      return result;
    }
  }

  /** <domain:info> of a name: null when the registry has none (2303). */
  private async info(session: EppSession, domain: string): Promise<DomainInfo | null> {
    try {
      const { resData, extension } = await session.command('domain:info', infoCommand(domain));
      return readInfo(resData, extension);
    } catch (error) {
      if (isCode(error, EPP_CODES.doesNotExist)) return null;
      throw error;
    }
  }

  /** A name we sponsor, else RegistryError notSponsored. */
  private async sponsored(session: EppSession, domain: string): Promise<DomainInfo> {
    let info: DomainInfo | null;
    try {
      info = await this.info(session, domain);
    } catch (error) {
      if (isCode(error, EPP_CODES.authorization)) throw new RegistryError('notSponsored', domain);
      throw error;
    }
    if (!info || info.clID !== this.config.clientId) throw new RegistryError('notSponsored', domain);
    return info;
  }

  private async readiness(session: EppSession, domain: string): Promise<{ readiness: TransferReadiness; info: DomainInfo | null }> {
    const blocked = (blocker: TransferBlocker, info: DomainInfo | null) => ({ readiness: { domain, transferable: false, blocker }, info });
    let info: DomainInfo | null;
    try {
      info = await this.info(session, domain);
    } catch (error) {
      // Some registries refuse <domain:info> on another registrar's name without its code (2201): the request will tell.
      if (isCode(error, EPP_CODES.authorization)) return { readiness: { domain, transferable: true, blocker: null }, info: null };
      throw error;
    }
    if (!info) return blocked('notRegistered', null);
    const pendingTransfer = info.statuses.includes('pendingTransfer');
    if (info.clID === this.config.clientId) return blocked(pendingTransfer ? 'pendingTransfer' : 'alreadyWithUs', info);
    if (pendingTransfer) return blocked('pendingTransfer', info);
    // RFC 5731 §2.3: either lock forbids a transfer request.
    if (info.statuses.includes('clientTransferProhibited') || info.statuses.includes('serverTransferProhibited')) return blocked('locked', info);
    if (info.crDate && addDays(info.crDate, DOMAIN_DAYS.transferLockAfterRegistration) > this.clock.now()) return blocked('recentlyRegistered', info);
    return { readiness: { domain, transferable: true, blocker: null }, info };
  }

  /** <domain:transfer op="query">: the latest transfer of the name (RFC 5731 §3.1.3); null when there is none we may see. */
  private async transferQuery(session: EppSession, domain: string) {
    try {
      return readTransfer((await session.command('domain:transfer query', transferCommand('query', domain))).resData);
    } catch (error) {
      if (isCode(error, EPP_CODES.notPendingTransfer, EPP_CODES.doesNotExist, EPP_CODES.authorization, EPP_CODES.commandUse)) return null;
      throw error;
    }
  }

  /** Reads and acknowledges the poll queue (RFC 5730 §2.9.2.3: 1301 a message, 1300 none), keeping the transfers reported approved. */
  private async drainPoll(session: EppSession): Promise<void> {
    for (let read = 0; read < POLL_MAX; read += 1) {
      const answer = await session.command('poll req', pollRequest());
      if (answer.code === EPP_CODES.noMessages || !answer.msgQ) return;
      const data = readTransfer(answer.resData);
      if (data && data.reID === this.config.clientId && (data.trStatus === 'serverApproved' || data.trStatus === 'clientApproved')) this.transfersCompleted.set(data.name, data.acDate);
      await session.command('poll ack', pollAck(answer.msgQ.id));
    }
  }

  private async ensureContact(session: EppSession, contactId: string, registrant: Registrant): Promise<void> {
    try {
      await session.command('contact:create', contactCreateCommand(contactId, registrant));
    } catch (error) {
      // 2302: made by an earlier try (the id is derived from the details sent).
      if (!isCode(error, EPP_CODES.exists)) throw error;
    }
  }
}

const termOf = (domain: string, info: DomainInfo): RegistryTerm => ({ domain, createdAt: info.crDate ?? new Date(0), expiresAt: info.exDate ?? new Date(0) });

/** What a refused <domain:transfer op="request"> means to the storefront (RFC 5730 §3 codes, RFC 5731 §3.2.4). */
function transferRefusal(error: unknown): TransferBlocker | 'authCodeIncorrect' | null {
  if (!(error instanceof EppResultError)) return null;
  switch (error.code) {
    case EPP_CODES.invalidAuthInfo:
    case EPP_CODES.authorization:
      return 'authCodeIncorrect';
    case EPP_CODES.pendingTransfer:
      return 'pendingTransfer';
    case EPP_CODES.notEligibleForTransfer:
      return 'recentlyRegistered';
    case EPP_CODES.statusProhibits:
      return 'locked';
    case EPP_CODES.doesNotExist:
      return 'notRegistered';
    default:
      return null;
  }
}
