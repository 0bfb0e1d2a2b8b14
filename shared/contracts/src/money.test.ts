import { MAX_BALANCE_CENTS, formatUsd, formatWholeUsd, roundCents, vatOf, assertCents, centsToDollarText, dollarsToCents } from './money';

describe('money', () => {
  it('formats cents as USD', () => {
    expect(formatUsd(1099)).toBe('$10.99');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    // The same in Khmer, whatever the engine's Khmer data says (server and browser must agree).
    expect(formatUsd(175000050, 'km')).toBe('$1,750,000.50');
  });

  it('writes dollars as en-US currency formatting does, digit for digit', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 });
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const amounts = [0, 1, 5, 49, 50, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, -1, -50, -99_950, -123_456_789, MAX_BALANCE_CENTS, -MAX_BALANCE_CENTS];
    for (let step = 1; step < 1e13; step = step * 7 + 3) amounts.push(step, -step);
    for (const amount of amounts) expect(formatUsd(amount)).toBe(intl.format(amount / 100));
    // Intl rounds a half dollar away from zero too (its default halfExpand); it writes less than half a dollar owed
    // as "-$0", we as "$0".
    for (const amount of amounts.filter((cents) => Math.abs(cents) >= 50)) expect(formatWholeUsd(amount)).toBe(whole.format(amount / 100));
    expect(formatWholeUsd(175_000_000)).toBe('$1,750,000');
    expect(formatWholeUsd(-150)).toBe('-$2');
    expect(formatWholeUsd(-49)).toBe('$0');
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
