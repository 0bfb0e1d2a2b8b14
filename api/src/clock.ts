/**
 * The time the api reasons with where days matter (domain expiry, redemption, transfers). Injected, so tests
 * and developers can move it: `buildApp({ clock })`, decorated as `app.clock`.
 */
export interface Clock {
  now(): Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be moved forward by whole days (tests; the development clock route). */
export interface AdjustableClock extends Clock {
  advanceDays(days: number): Date;
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advanceDays === 'function';
}

/** A clock that stands still until it is set or advanced: tests move it by days. */
export class ManualClock implements AdjustableClock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date | string): Date {
    this.current = new Date(date).getTime();
    return this.now();
  }

  advanceDays(days: number): Date {
    this.current += days * DAY_MS;
    return this.now();
  }
}

/** The system time plus an offset a developer moves forward (development only, never in production). */
export class OffsetClock implements AdjustableClock {
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  advanceDays(days: number): Date {
    this.offsetMs += days * DAY_MS;
    return this.now();
  }
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** The same day of the month `years` later (29 February falls on 1 March). */
export function addYears(date: Date, years: number): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}
