import { formatDate } from '@storefront/contracts';

/**
 * Maintenance windows are entered and shown in the provider's time zone, Asia/Bangkok (UTC+7 all year, no daylight
 * saving), whatever the staff member's computer says; the api stores UTC instants.
 */
export const PROVIDER_TIME_ZONE = 'Asia/Bangkok';
const OFFSET = '+07:00';
const OFFSET_MS = 7 * 60 * 60 * 1000;

/** A datetime-local value read as Bangkok time ("2026-12-01T22:00") → the UTC instant, or null. */
export function bangkokInputToInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const time = Date.parse(`${local.length === 16 ? `${local}:00` : local}${OFFSET}`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A UTC instant as a datetime-local value in Bangkok time (for the form). */
export function instantToBangkokInput(instant: string | number | Date): string {
  return new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A UTC instant as Bangkok date and time for people, in the console's language: the storefront's one date format
 * (@storefront/contracts formatDate, Khmer month names in Khmer, whatever the browser's own Khmer data).
 */
export function formatBangkok(instant: string, locale: string): string {
  return formatDate(instant, locale === 'km' ? 'km' : 'en', true);
}
