/**
 * The domain registry behind an interface: a sandbox that behaves like a registry (deterministic taken,
 * available and premium names) and, later, real registrars beside it, chosen by configuration.
 */
export type DomainStatus = 'available' | 'taken' | 'premium';

export interface DomainOwner {
  hidden: boolean;
  name?: string;
  phone?: string;
  email?: string;
}

export interface DomainAvailability {
  domain: string;
  status: DomainStatus;
  /** The registry's premium price per year in cents; null when the TLD's price applies. */
  premiumPrice: number | null;
  owner: DomainOwner | null;
}

export interface DomainRegistry {
  readonly identifier: string;
  check(domains: string[]): Promise<DomainAvailability[]>;
}
