import { referralCodeFromVisit } from './referral-code';

describe('referralCodeFromVisit', () => {
  it('takes the referral link\'s code first, upper-cased', () => {
    expect(referralCodeFromVisit('?ref=abcd2345', 'referral_code=ZZZZ9999')).toBe('ABCD2345');
  });

  it('falls back to the code kept in the cookie, and ignores what is not a code', () => {
    expect(referralCodeFromVisit('', 'locale=km; referral_code=ZZZZ9999')).toBe('ZZZZ9999');
    expect(referralCodeFromVisit('?ref=<script>', 'referral_code=a%20b')).toBe('');
    expect(referralCodeFromVisit('', '')).toBe('');
  });
});
