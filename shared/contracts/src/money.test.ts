import { formatUsd, roundCents, vatOf, assertCents, centsToDollarText, dollarsToCents } from './money';

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

describe('dollarsToCents', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['10.05', 1005],
    ['0.29', 29],
    ['.5', 50],
    ['12.', 1200],
    ['$1,000.75', 100075],
    ['1,234,567', 123456700],
    [' 19.99 ', 1999],
    ['4.35', 435],
    ['1.15', 115],
  ])('reads %p as %p cents, exactly', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'ten', '1.234', '-5', '1e3', '10..5', '$', '.', '1,5', '1,23,456', ',100'])('refuses %p', (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });
});

describe('centsToDollarText', () => {
  it('writes cents back as the amount a field shows', () => {
    expect(centsToDollarText(1000)).toBe('10');
    expect(centsToDollarText(1005)).toBe('10.05');
    expect(centsToDollarText(1250)).toBe('12.50');
    expect(centsToDollarText(100075)).toBe('1000.75');
    expect(centsToDollarText(-1250)).toBe('-12.50');
  });
});
