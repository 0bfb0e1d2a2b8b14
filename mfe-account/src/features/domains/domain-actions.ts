import type { DomainFulfilmentState, DomainLifecycle, OwnedDomain } from '@storefront/contracts';

/** What a customer can do with one of their domains in each lifecycle state (spec §3 domain cart actions). */
export type OwnedDomainAction = 'renew' | 'reactivate' | null;

export function actionFor(status: DomainLifecycle): OwnedDomainAction {
  if (status === 'active' || status === 'expired') return 'renew';
  if (status === 'redemption') return 'reactivate';
  return null;
}

export const STATUS_TONE: Record<DomainLifecycle, 'success' | 'warning' | 'danger' | 'info' | 'neutral'> = {
  active: 'success',
  expired: 'warning',
  redemption: 'danger',
  pendingTransfer: 'info',
  released: 'neutral',
};

/** How a paid registration, transfer or renewal still with the registry is shown (failed: staff are on it). */
export const FULFILMENT_TONE: Record<DomainFulfilmentState, 'warning' | 'danger' | 'info'> = {
  registering: 'info',
  transferring: 'info',
  renewing: 'info',
  failed: 'danger',
};

/** Domains that need attention first: redemption, expired, then by expiry date. */
export function sortForAttention(domains: OwnedDomain[]): OwnedDomain[] {
  const rank: Record<DomainLifecycle, number> = { redemption: 0, expired: 1, pendingTransfer: 2, active: 3, released: 4 };
  return [...domains].sort((a, b) => rank[a.status] - rank[b.status] || a.expiresAt.localeCompare(b.expiresAt));
}
