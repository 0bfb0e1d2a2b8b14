import { formatUsd, roundCents, vatOf, assertCents } from './money';

describe('money', () => {
  it('formats cents as USD', () => {
    expect(formatUsd(1099)).toBe('$10.99');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    // The same in Khmer, whatever the engine's Khmer data says (server and browser must agree).
    expect(formatUsd(175000050, 'km')).toBe('$1,750,000.50');
  });

  it('rounds half away from zero in one place', () => {
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(2.49)).toBe(2);
  });

  it('computes VAT in basis points', () => {
    expect(vatOf(1099, 1000)).toBe(110);
    expect(vatOf(1000, 1000)).toBe(100);
    expect(vatOf(5, 1000)).toBe(1);
  });

  it('refuses fractional money', () => {
    expect(() => assertCents(10.5)).toThrow(TypeError);
    expect(assertCents(10)).toBe(10);
  });
});
