import type { OwnedDomain } from '@storefront/contracts';
import type { DomainDeps } from './domain-deps';
import { domainLifecycle } from './domain-lifecycle';
import { reactivateTotal } from './domain-pricing';
import { listOwned } from './domains.repository';

/** GET /api/user/owned-domains: a customer's names, soonest expiry first, with their state and prices. */
export async function ownedDomains(deps: DomainDeps, userId: string, limit: number): Promise<OwnedDomain[]> {
  const rows = await listOwned(deps.db, userId, limit);
  const now = deps.clock.now();
  const result: OwnedDomain[] = [];
  for (const row of rows) {
    const tld = await deps.tldCatalogue.find(row.tld);
    const kind = tld?.kind ?? 'generic';
    const status = domainLifecycle(row, kind, now);
    result.push({
      domain: row.domain,
      tld: row.tld,
      status,
      registeredAt: new Date(row.registered_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
      transferCompletesAt: status === 'pendingTransfer' && row.transfer_completes_at ? new Date(row.transfer_completes_at).toISOString() : null,
      renewPrice: tld?.renew_price ?? 0,
      reactivatePrice: tld ? reactivateTotal(tld) : 0,
      fulfilment: row.fulfilment === 'renewFailed' ? 'failed' : row.fulfilment,
    });
  }
  return result;
}
