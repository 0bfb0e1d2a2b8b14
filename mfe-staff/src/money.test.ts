import { centsOfUsd } from './money';

describe('centsOfUsd', () => {
  it('reads whole dollars and up to two decimals as integer cents, without float error', () => {
    expect(centsOfUsd('20')).toBe(2000);
    expect(centsOfUsd('5.5')).toBe(550);
    expect(centsOfUsd(' $0.29 ')).toBe(29);
    expect(centsOfUsd('1.10')).toBe(110);
    expect(centsOfUsd('4.35')).toBe(435);
  });

  it('takes a minus only when the action can take back, and 0 only when allowed', () => {
    expect(centsOfUsd('-12.50')).toBeNull();
    expect(centsOfUsd('-12.50', { signed: true })).toBe(-1250);
    expect(centsOfUsd('0')).toBeNull();
    expect(centsOfUsd('0', { allowZero: true })).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '1e3', '1,5', '--1', '-', '$']) expect(centsOfUsd(text, { signed: true })).toBeNull();
  });
});
