import type { DomainLifecycle, DomainResult, DomainTag } from '@storefront/contracts';
import { maxYearsFor } from '@storefront/contracts';
import type { TldRow, UserRow } from '../db/database';
import type { DomainAvailability } from '../registry/domain-registry';
import type { DomainDeps } from './domain-deps';
import { domainLifecycle } from './domain-lifecycle';
import { findOwned } from './domains.repository';

/** A name of a search session: its keyword and its catalogue TLD. */
export interface SessionName {
  domain: string;
  keyword: string;
  tld: TldRow;
}

export function toDomainResult(name: SessionName, availability: DomainAvailability, yours: DomainLifecycle | null): DomainResult {
  const premiumPrice = availability.status === 'premium' ? availability.premiumPrice : null;
  const tags = new Set(name.tld.tags as DomainTag[]);
  if (availability.status === 'premium') tags.add('premium');
  return {
    domain: name.domain,
    keyword: name.keyword,
    tld: name.tld.tld,
    status: availability.status,
    tags: [...tags],
    registerPrice: premiumPrice ?? name.tld.register_price,
    renewPrice: premiumPrice ?? name.tld.renew_price,
    transferPrice: name.tld.transfer_price,
    maxYears: maxYearsFor(availability.status),
    owner: availability.owner,
    yours,
  };
}

/**
 * Checks every name of a session in one registry call and, for a signed-in customer, finds the ones they
 * hold in one query; nothing is asked per name.
 */
export async function checkNames(deps: DomainDeps, names: SessionName[], user: UserRow | null): Promise<DomainResult[]> {
  if (names.length === 0) return [];
  const domains = names.map((name) => name.domain);
  const [availability, owned] = await Promise.all([deps.registry.check(domains), user ? findOwned(deps.db, user.id, domains) : Promise.resolve([])]);
  const now = deps.clock.now();
  const yours = new Map<string, DomainLifecycle>();
  const kinds = new Map(names.map((name) => [name.domain, name.tld.kind]));
  for (const row of owned) yours.set(row.domain, domainLifecycle(row, kinds.get(row.domain) ?? 'generic', now));
  const byDomain = new Map(availability.map((entry) => [entry.domain, entry]));
  return names.map((name) => {
    const entry = byDomain.get(name.domain);
    if (!entry) throw new Error(`The registry did not answer for ${name.domain}`);
    return toDomainResult(name, entry, yours.get(name.domain) ?? null);
  });
}
