import { minutesInMonth, SLA_RULES, slaCreditCents, slaCreditPercent, uptimePercent } from './sla';

describe('SLA credit tiers (spec §9)', () => {
  const month = minutesInMonth('2026-09'); // 43,200 minutes

  it('counts the minutes of a month, leap February too', () => {
    expect(month).toBe(43_200);
    expect(minutesInMonth('2026-10')).toBe(44_640);
    expect(minutesInMonth('2028-02')).toBe(41_760);
  });

  it.each([
    [0, 0],
    [216, 0], // exactly 99.5 %: the target is met
    [217, 5], // just below 99.5 %
    [432, 5], // exactly 99.0 %
    [433, 10],
    [2160, 10], // exactly 95.0 %
    [2161, 15],
    [43_200, 15],
  ])('%i minutes down in a 30-day month earn %i %%', (downtime, percent) => {
    expect(slaCreditPercent(downtime, month)).toBe(percent);
  });

  it('shows uptime to three decimals without rounding up over a tier edge', () => {
    expect(uptimePercent(217, month)).toBe(99.497);
    expect(uptimePercent(0, month)).toBe(100);
  });

  it('credits the percent of the month\'s fee in cents, rounded half up; $1 is not over the minimum', () => {
    expect(slaCreditCents(4000, 10)).toBe(400);
    expect(slaCreditCents(1999, 5)).toBe(100);
    expect(slaCreditCents(1999, 5) > SLA_RULES.minimumCents).toBe(false);
    expect(slaCreditCents(2010, 5)).toBe(101);
  });
});
