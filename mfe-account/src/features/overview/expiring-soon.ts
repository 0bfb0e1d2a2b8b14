import { RENEWAL_RULES, type OwnedService } from '@storefront/contracts';

const DAY = 86_400_000;

/** Services that renew within the auto-renew window (30 days) or are suspended, soonest first. */
export function expiringSoon(services: readonly OwnedService[], now: Date): OwnedService[] {
  const horizon = now.getTime() + RENEWAL_RULES.autoRenewDaysBefore * DAY;
  return services
    .filter((service) => service.status === 'suspended' || service.status === 'redemption' || (service.status === 'active' && new Date(service.renewsAt).getTime() <= horizon))
    .sort((a, b) => new Date(a.renewsAt).getTime() - new Date(b.renewsAt).getTime());
}
