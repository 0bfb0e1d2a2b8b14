import { DOMAIN_DAYS, type DomainLifecycle, type TldKind } from '@storefront/contracts';
import { addDays } from '../clock';

export interface LifecycleDates {
  expires_at: Date | string;
  transfer_completes_at: Date | string | null;
}

/** Days after expiry before an unrenewed name enters redemption (spec §4, §9): 12 generic, 5 country-code. */
export const redemptionLeadDays = (kind: TldKind): number =>
  kind === 'country' ? DOMAIN_DAYS.redemptionLeadCountry : DOMAIN_DAYS.redemptionLeadGeneric;

/**
 * Where a customer's name stands at `now`: arriving by transfer until the transfer completes; active until
 * it expires; expired (still renewable) for the lead days; then in redemption (reactivation only) for the
 * redemption period; then released.
 */
export function domainLifecycle(row: LifecycleDates, kind: TldKind, now: Date): DomainLifecycle {
  if (row.transfer_completes_at && now < new Date(row.transfer_completes_at)) return 'pendingTransfer';
  const expiresAt = new Date(row.expires_at);
  if (now < expiresAt) return 'active';
  const redemptionFrom = addDays(expiresAt, redemptionLeadDays(kind));
  if (now < redemptionFrom) return 'expired';
  if (now < addDays(redemptionFrom, DOMAIN_DAYS.redemptionPeriod)) return 'redemption';
  return 'released';
}
