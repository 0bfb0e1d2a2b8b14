import { bangkokInputToInstant, formatBangkok, instantToBangkokInput } from './bangkok-time';

describe('maintenance times in Asia/Bangkok', () => {
  it('reads what staff type as Bangkok time and stores UTC', () => {
    expect(bangkokInputToInstant('2026-12-01T22:00')).toBe('2026-12-01T15:00:00.000Z');
    // Past midnight in Bangkok is still the day before in UTC.
    expect(bangkokInputToInstant('2026-12-02T03:30')).toBe('2026-12-01T20:30:00.000Z');
    expect(bangkokInputToInstant('')).toBeNull();
    expect(bangkokInputToInstant('tomorrow')).toBeNull();
  });

  it('shows a UTC instant in Bangkok time, for the form and for people', () => {
    expect(instantToBangkokInput('2026-12-01T20:30:00.000Z')).toBe('2026-12-02T03:30');
    expect(formatBangkok('2026-12-01T20:30:00.000Z', 'en')).toBe('Dec 2, 2026, 03:30 AM');
    // Khmer month names, not the browser's (Chromium shows English dates for km-KH).
    expect(formatBangkok('2026-12-01T20:30:00.000Z', 'km')).toBe('2 ធ្នូ 2026 03:30');
  });

  it('goes there and back without moving', () => {
    const instant = '2027-06-30T23:45:00.000Z';
    expect(bangkokInputToInstant(instantToBangkokInput(instant))).toBe(instant);
  });
});
