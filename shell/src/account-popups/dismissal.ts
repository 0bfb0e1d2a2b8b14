import { REMINDERS_DISMISSED_KEY, TIMEZONE } from '@storefront/contracts';

/** Today's date where the business runs (Asia/Bangkok), e.g. 2026-11-24: the popup shows once per such day. */
export function businessDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const keyOf = (userId: string) => `${REMINDERS_DISMISSED_KEY}:${userId}`;

/** Whether the customer already saw (and closed) the reminders today. */
export function dismissedToday(userId: string, now: Date, storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(keyOf(userId)) === businessDay(now);
  } catch {
    return false;
  }
}

export function rememberDismissal(userId: string, now: Date, storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(keyOf(userId), businessDay(now));
  } catch {
    // Private mode: the popup may show again, nothing breaks.
  }
}
