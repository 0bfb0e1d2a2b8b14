import { centsToDollarText, dollarsToCents } from './dollars';

describe('dollarsToCents', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10.05', 1005],
    ['0.29', 29],
    ['.5', 50],
    ['$1,000.75', 100075],
    [' 19.99 ', 1999],
    ['4.35', 435],
    ['1.15', 115],
  ])('reads %p as %p cents, exactly', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '10.555', '-5', '1e3', '10..5', '$'])('refuses %p', (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });

  it('writes cents back as a dollar amount', () => {
    expect(centsToDollarText(1000)).toBe('10');
    expect(centsToDollarText(1005)).toBe('10.05');
    expect(centsToDollarText(100075)).toBe('1000.75');
  });
});
