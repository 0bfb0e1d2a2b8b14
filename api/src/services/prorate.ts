import type { ServiceRow } from '../db/tables/services';

const DAY_MS = 86_400_000;

/**
 * A change to a running service paid for the rest of its term (a cloud server's resources, a hosting account's
 * plan): the term's days, the days left of it at `now` (0 or less once it is over: the caller refuses), and the fee
 * — round(difference × days left ÷ term days), the one place it is rounded; never below 0 (a downgrade is free now
 * and lowers the renewal).
 */
export function prorate(service: Pick<ServiceRow, 'starts_at' | 'expires_at'>, difference: number, now: Date): { termDays: number; remainingDays: number; fee: number } {
  const starts = new Date(service.starts_at).getTime();
  const expires = new Date(service.expires_at).getTime();
  const termDays = Math.max(1, Math.round((expires - starts) / DAY_MS));
  const remainingDays = Math.min(termDays, Math.ceil((expires - now.getTime()) / DAY_MS));
  return { termDays, remainingDays, fee: remainingDays <= 0 ? 0 : Math.max(0, Math.round((difference * remainingDays) / termDays)) };
}
