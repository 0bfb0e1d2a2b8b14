import { createHash } from 'node:crypto';
import type { DomainAvailability, DomainRegistry } from './domain-registry';

const OWNERS = [
  { name: 'Sokha Chan', phone: '+855 12 345 001', email: 'sokha.chan@example.com' },
  { name: 'Dara Meas', phone: '+855 17 222 418', email: 'dara@example.org' },
  { name: 'Anong Sripan', phone: '+66 81 555 0199', email: 'anong@example.co.th' },
];

/** Names everyone tries: always taken in the sandbox, like in the real world. */
const KNOWN_TAKEN = new Set(['google', 'facebook', 'example', 'amazon', 'shop', 'cloud', 'hosting', 'bank']);

function score(domain: string): number {
  return createHash('sha256').update(domain).digest().readUInt32BE(0);
}

/**
 * A registry that answers the same way every time for the same name: well-known and about a third of
 * names are taken (owner shown, or hidden behind privacy), short or dictionary-like names are premium.
 */
export class SandboxRegistry implements DomainRegistry {
  static readonly identifier = 'sandbox';
  readonly identifier = SandboxRegistry.identifier;

  async check(domains: string[]): Promise<DomainAvailability[]> {
    return domains.map((domain) => this.checkOne(domain));
  }

  private checkOne(domain: string): DomainAvailability {
    const label = domain.split('.')[0] ?? domain;
    const value = score(domain);
    if (KNOWN_TAKEN.has(label) || value % 3 === 0) {
      const hidden = value % 2 === 0;
      return { domain, status: 'taken', premiumPrice: null, owner: hidden ? { hidden: true } : { hidden: false, ...OWNERS[value % OWNERS.length]! } };
    }
    if (label.length <= 3 || value % 11 === 0) {
      return { domain, status: 'premium', premiumPrice: 19900 + (value % 20) * 5000, owner: null };
    }
    return { domain, status: 'available', premiumPrice: null, owner: null };
  }
}
