import type { OwnedService, ServiceStatus } from '@storefront/contracts';

export const STATUS_TONE: Record<ServiceStatus, 'success' | 'warning' | 'danger' | 'info' | 'neutral'> = {
  active: 'success',
  pending: 'info',
  pendingTransfer: 'info',
  suspended: 'warning',
  redemption: 'danger',
  cancelled: 'neutral',
};

/** Services needing attention first (suspended, redemption, pending), then by renewal date; ended ones last. */
export function sortForAttention(services: OwnedService[]): OwnedService[] {
  const rank: Record<ServiceStatus, number> = { suspended: 0, redemption: 1, pending: 2, pendingTransfer: 3, active: 4, cancelled: 5 };
  return [...services].sort((a, b) => rank[a.status] - rank[b.status] || a.renewsAt.localeCompare(b.renewsAt));
}

/** The kinds the filter offers, in this order. */
export const KIND_FILTERS = ['all', 'domain', 'cloud-server', 'hosting', 'ssl'] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

export function matchesFilter(service: OwnedService, filter: KindFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'hosting') return service.kind === 'cloud-hosting' || service.kind === 'shared-hosting' || service.kind === 'wordpress-hosting';
  return service.kind === filter;
}

/** Whether the customer can renew it now: a running or suspended service (a domain: active or expired, through the cart). */
export const canRenewNow = (service: OwnedService): boolean =>
  service.kind === 'domain' ? service.domainLifecycle === 'active' || service.domainLifecycle === 'expired' : service.status === 'active' || service.status === 'suspended';

/** The error a failed call answered (the platform's base query: { status, code, message, details }), for translateError. */
export function apiErrorOf(error: unknown): { code?: string; message: string; details?: Record<string, unknown> } | null {
  if (error && typeof error === 'object' && 'message' in error && typeof (error as { message: unknown }).message === 'string') {
    const { code, message, details } = error as { code?: string; message: string; details?: Record<string, unknown> };
    return { code, message, details };
  }
  return null;
}
