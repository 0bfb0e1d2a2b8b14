import type { DomainOwner, DomainStatus, TransferBlocker, WhoisRecord } from '@storefront/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/database';
import type { EppConfig } from './epp/epp-config';

/**
 * The domain registry behind one interface: a sandbox that behaves like a registry and, beside it, real
 * registrars, each a class with a `static identifier`, chosen by configuration (DOMAIN_REGISTRY) in
 * `createRegistry`. The api never talks to a registry any other way.
 */
export type { DomainOwner, DomainStatus };

export interface DomainAvailability {
  domain: string;
  status: DomainStatus;
  /** The registry's premium price (one year) in cents; null when the TLD's price applies. */
  premiumPrice: number | null;
  /** The holder of a taken name: shown, or hidden behind privacy; null when the name is free. */
  owner: DomainOwner | null;
}

/** Who a name is registered for: the customer. */
export interface Registrant {
  name: string;
  email: string;
  phone: string | null;
  organization?: string | null;
  country?: string | null;
  /** The postal address a registry asks of a contact (RFC 5733 §2.4.2): the order's billing contact's; null when none was given. */
  address?: { street: string[]; city: string; stateProvince: string | null; postalCode: string | null; country: string } | null;
}

export interface RegistryTerm {
  domain: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface TransferReadiness {
  domain: string;
  transferable: boolean;
  blocker: TransferBlocker | null;
}

export interface PendingTransfer extends RegistryTerm {
  status: 'pendingTransfer';
  requestedAt: Date;
  /** The old registrar releases the name by then at the latest (spec §4: 5 to 7 days). */
  completesAt: Date;
}

export interface TransferStatus {
  domain: string;
  status: 'none' | 'pendingTransfer' | 'completed';
  completesAt: Date | null;
}

/** Refusals a registry answers with; the api turns them into §8 errors with the DOMAIN_MESSAGES wording. */
export type RegistryFailure = 'taken' | 'notRegistered' | 'notSponsored' | 'notInRedemption' | 'authCodeIncorrect' | TransferBlocker;

export class RegistryError extends Error {
  constructor(
    readonly reason: RegistryFailure,
    readonly domain: string,
  ) {
    super(`Registry refused ${domain}: ${reason}`);
    this.name = 'RegistryError';
  }
}

/**
 * The caller's database transaction, when the call happens inside one (fulfilment). A registry that keeps
 * its state in the storefront's database (the sandbox) works in it, so its records commit or roll back with
 * the caller's work (and PGlite's single connection is not asked for twice); a remote registry ignores it.
 */
export interface RegistryCall {
  db?: Db;
  /**
   * A renewal: the expiry the storefront recorded for the name before it. A registry whose expiry is already the
   * renewal's years past it made this renewal before (its answer lost with a process that stopped), so it is not
   * made again: the term is answered as it is.
   */
  knownExpiry?: Date;
  /**
   * An earlier try of this very call may have reached the registry (the job is being retried: a try failed, or the
   * process running it stopped — a crash, a kill, a restart — before it recorded the answer). A registration or
   * transfer request the registry shows already made, for this registrant by this registrar, is then this call's
   * own, answered as made; on a first try the same answer is someone else's (the name taken, a transfer pending).
   */
  retry?: boolean;
}

export interface DomainRegistry {
  readonly identifier: string;
  /**
   * Counts the changes this process made through the registry: an answer memoised under one value is
   * stale once it moves (the search's guest memo is keyed on it).
   */
  readonly changes: number;
  /** Availability of many names in one call (the search asks for up to ~35 at once), one answer per name. */
  check(domains: string[], call?: RegistryCall): Promise<DomainAvailability[]>;
  register(domain: string, years: number, registrant: Registrant, call?: RegistryCall): Promise<RegistryTerm>;
  /** Adds years to a name we sponsor, from its current expiry. */
  renew(domain: string, years: number, call?: RegistryCall): Promise<RegistryTerm>;
  /** Restores a name from redemption with one more year. */
  reactivate(domain: string, call?: RegistryCall): Promise<RegistryTerm>;
  transferCheck(domain: string, call?: RegistryCall): Promise<TransferReadiness>;
  verifyAuthCode(domain: string, authCode: string, call?: RegistryCall): Promise<boolean>;
  /** Starts a transfer in (readiness and the code are checked again); the name arrives when the old registrar lets go. */
  transfer(domain: string, authCode: string, registrant: Registrant, call?: RegistryCall): Promise<PendingTransfer>;
  transferStatus(domain: string, call?: RegistryCall): Promise<TransferStatus>;
  whois(domain: string, call?: RegistryCall): Promise<WhoisRecord>;
}

/** What a provider is built with. */
export interface RegistryDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** The settings a registry is made with: the sandbox's secret, the EPP registry's settings (null unless DOMAIN_REGISTRY=epp). */
export interface RegistryConfig {
  registrySandboxSecret: string;
  epp: EppConfig | null;
}

/** A provider class: `static identifier` names it in DOMAIN_REGISTRY. */
export interface RegistryProvider {
  readonly identifier: string;
  create(config: RegistryConfig, deps: RegistryDeps): DomainRegistry;
}
