import { describe, it } from 'node:test';
import { expect } from 'expect';
import { centsOfDecimal, decimalAmount } from './decimal-amount';

describe('provider amounts (PayWay, PayPal): integer cents ↔ two-decimal strings, never through a float', () => {
  it('writes cents with two decimals', () => {
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(10)).toBe('0.10');
    expect(decimalAmount(100)).toBe('1.00');
    expect(decimalAmount(1234)).toBe('12.34');
    expect(decimalAmount(1_000_000_000)).toBe('10000000.00');
  });

  it('writes the largest safe integer of cents digit for digit (a float division would not)', () => {
    expect(decimalAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(decimalAmount(Number.MAX_SAFE_INTEGER - 1)).toBe('90071992547409.90');
  });

  it('refuses what is not a whole, non-negative, safe number of cents', () => {
    for (const bad of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) expect(() => decimalAmount(bad)).toThrow(RangeError);
  });

  it('reads what a party reports (a JSON number from PayWay, a string from PayPal) back to cents, or null when it is not a two-place decimal', () => {
    expect(centsOfDecimal(12.34)).toBe(1234);
    expect(centsOfDecimal(12.3)).toBe(1230);
    expect(centsOfDecimal(0.1)).toBe(10);
    expect(centsOfDecimal(12)).toBe(1200);
    expect(centsOfDecimal('12.34')).toBe(1234);
    expect(centsOfDecimal(JSON.parse('{"a":1234567.89}').a)).toBe(123456789);
    for (const bad of [12.345, -1, '1e3', 1e21, '12.', '', null, undefined, Number.NaN, '0x10']) expect(centsOfDecimal(bad)).toBeNull();
  });

  it('round-trips every amount of a wide sample', () => {
    for (let cents = 0; cents < 1e13; cents = cents * 7 + 3) expect(centsOfDecimal(decimalAmount(cents))).toBe(cents);
  });
});
